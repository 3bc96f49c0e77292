// Change or add the parent of one of the taxpayer's properties: pick the property, then type the
// parent's code (suggested from admin/clients/get/properties as it is typed).
import { Autocomplete, Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { makeAddParentSchema } from '@aseo/shared/schemas';
import { Modal } from '../../../components/Modal.tsx';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { fieldMessages, focusFirstInvalid, issueMessages } from '../../../lib/form.ts';
import { useClient, type ClientRow, type SecondaryProperty } from '../api/clients.ts';
import { usePropertySearch, useSetParent } from '../api/client-properties.ts';
import { PropertyPicker } from './PropertyPicker.tsx';

export function ParentModal({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  const loaded = useClient(client?.id ?? null);
  const save = useSetParent();
  const [property, setProperty] = useState<SecondaryProperty | null>(null);
  const [code, setCode] = useState('');
  const [search] = useDebouncedValue(code.trim(), SEARCH_DEBOUNCE_MS);
  const found = usePropertySearch(search, Boolean(property) && search.length >= 2);
  // the modal's own checks and the server's refusals, under their fields
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mark = (found: Record<string, string>) => {
    setErrors(found);
    focusFirstInvalid();
  };
  useEffect(() => {
    setProperty(null);
    setCode('');
    setErrors({});
  }, [client]);

  const own = loaded.data?.secondary_properties ?? [];
  const currentParent = property?.parent_id ? (own.find((p) => p.id === property.parent_id)?.code ?? null) : null;
  const suggestions = (found.data ?? []).filter((p) => p.id !== property?.id);
  const byCode = new Map(suggestions.map((p) => [p.code, p]));

  const submit = async () => {
    if (!property) return mark({ id: MSG.solvency.propertyRequired });
    const parsed = makeAddParentSchema(property.code).safeParse({ id: property.id, findParentId: code });
    if (!parsed.success) return mark(issueMessages(parsed.error));
    setErrors({});
    const res = await save.mutateAsync({ id: property.id, findParentId: parsed.data.findParentId.toUpperCase() }).catch((err: unknown) => {
      mark(fieldMessages(err, ['id', 'findParentId']));
      return null;
    });
    if (!res) return;
    onClose();
    await showSuccess(res.message);
  };

  return (
    <Modal
      opened={Boolean(client)}
      onClose={onClose}
      title="Propiedad padre"
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            Guardar
          </Button>
        </>
      }
    >
      <Stack>
        <PropertyPicker
          properties={own}
          value={property?.id ?? null}
          onChange={(p) => {
            setProperty(p);
            setCode('');
          }}
          error={errors.id}
        />
        {property && (
          <Text size="sm" c="dimmed">
            Padre actual: {currentParent ?? 'Ninguno'}
          </Text>
        )}
        <Autocomplete
          label="Código del padre"
          withAsterisk
          placeholder="AU-000000"
          disabled={!property}
          value={code}
          onChange={setCode}
          error={errors.findParentId}
          data={suggestions.map((p) => p.code)}
          filter={({ options }) => options}
          renderOption={({ option }) => {
            const p = byCode.get(option.value);
            return (
              <div>
                <Text size="sm">{option.value}</Text>
                {p && (
                  <Text size="xs" c="dimmed">
                    {p.owner_name}
                    {p.economic_activity ? ` · ${p.economic_activity.name}` : ''}
                  </Text>
                )}
              </div>
            );
          }}
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </Modal>
  );
}
