// Deactivating an active agreement (001 "Agreement (convention) status"; DOMAIN "Deactivation"):
// '¿Esta seguro de cambiar el estado al convenio de pago?' with the reason it is kept with (required).
// The old agreements and the conventions each have their call; the server's refusal shows in place.
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LABELS, MSG } from '@aseo/shared/messages';
import { Modal } from '../../../components/Modal.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useAgreementStatus, useConventionStatus, type AgreementListRow } from '../api/admin-agreements.ts';

const F = LABELS.agreements.form;

export function DeactivateAgreementModal({ row, onClose }: { row: AgreementListRow | null; onClose: () => void }) {
  const old = useAgreementStatus();
  const convention = useConventionStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [row]);
  const save = async () => {
    if (!row) return;
    if (reason.trim().length < 3) return setError(MSG.agreements.reasonRequired);
    setError(null);
    const body = { agreement_id: row.id, status: 0 as const, reason: reason.trim() };
    try {
      const res = row.kind === 'convention' ? await convention.mutateAsync({ ...body, id: row.id }) : await old.mutateAsync(body);
      void showSuccess(res.message);
      onClose();
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Modal
      opened={Boolean(row)}
      onClose={onClose}
      title={LABELS.agreements.actions.deactivate}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button color="red" onClick={() => void save()} loading={old.isPending || convention.isPending}>
            {F.deactivate}
          </Button>
        </>
      }
    >
      <Stack>
        <Text>{MSG.agreements.confirmStatus}</Text>
        {row && (
          <Text size="sm" c="dimmed">
            {LABELS.agreements.columns.correlative} {row.number_format} · {row.property.code} · {row.user.full_name}
          </Text>
        )}
        <Textarea
          label={F.reason}
          withAsterisk
          autosize
          minRows={2}
          maxLength={250}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error === MSG.agreements.reasonRequired ? error : undefined}
          data-autofocus
        />
        {error && error !== MSG.agreements.reasonRequired && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
