// Disincorporate one of the taxpayer's properties: pick it by code and write the (required) comment.
import { Button, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MSG } from '@aseo/shared/messages';
import { disincorporateSchema } from '@aseo/shared/schemas';
import { Modal } from '../../../components/Modal.tsx';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { fieldMessages, focusFirstInvalid, issueMessages } from '../../../lib/form.ts';
import { useClient, type ClientRow } from '../api/clients.ts';
import { useDisincorporate } from '../api/client-properties.ts';
import { PropertyPicker } from './PropertyPicker.tsx';

export function DisincorporateModal({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  const loaded = useClient(client?.id ?? null);
  const save = useDisincorporate();
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  // the modal's own checks and the server's refusals, under their fields
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mark = (found: Record<string, string>) => {
    setErrors(found);
    focusFirstInvalid();
  };
  useEffect(() => {
    setPropertyId(null);
    setComment('');
    setErrors({});
  }, [client]);

  const submit = async () => {
    if (!propertyId) return mark({ id: MSG.solvency.propertyRequired });
    const parsed = disincorporateSchema.safeParse({ id: propertyId, disincorporate: comment });
    if (!parsed.success) return mark(issueMessages(parsed.error));
    setErrors({});
    if (!(await confirm(MSG.taxpayers.confirmDisincorporate))) return;
    const res = await save.mutateAsync({ id: propertyId, disincorporate: parsed.data.disincorporate }).catch((err: unknown) => {
      mark(fieldMessages(err, ['id', 'disincorporate']));
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
      title="Desincorporar propiedad"
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" onClick={() => void submit()} loading={save.isPending}>
            Desincorporar
          </Button>
        </>
      }
    >
      <Stack>
        <PropertyPicker
          properties={loaded.data?.secondary_properties}
          activeOnly
          value={propertyId}
          onChange={(p) => setPropertyId(p?.id ?? null)}
          error={errors.id}
        />
        <Textarea
          label="Comentario"
          withAsterisk
          autosize
          minRows={3}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.disincorporate}
        />
      </Stack>
    </Modal>
  );
}
