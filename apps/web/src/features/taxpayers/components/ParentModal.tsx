// Change or add the parent of one of the taxpayer's properties: pick the property, then type the
// parent's code (suggested from admin/clients/get/properties as it is typed).
import { Autocomplete, Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { makeAddParentSchema } from '@aseo/shared/schemas';
import { Modal } from '../../../components/Modal.tsx';
import { showError, showSuccess } from '../../../lib/dialogs.tsx';
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
  useEffect(() => {
    setProperty(null);
    setCode('');
  }, [client]);

  const own = loaded.data?.secondary_properties ?? [];
  const currentParent = property?.parent_id ? (own.find((p) => p.id === property.parent_id)?.code ?? null) : null;
  const suggestions = (found.data ?? []).filter((p) => p.id !== property?.id);
  const byCode = new Map(suggestions.map((p) => [p.code, p]));

  const submit = async () => {
    if (!property) return void showError(MSG.solvency.propertyRequired);
    const parsed = makeAddParentSchema(property.code).safeParse({ id: property.id, findParentId: code });
    if (!parsed.success) return void showError(parsed.error.issues[0].message);
    const res = await save.mutateAsync({ id: property.id, findParentId: parsed.data.findParentId.toUpperCase() }).catch(() => null);
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
