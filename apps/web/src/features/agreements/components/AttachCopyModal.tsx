// Attaching the signed copy of an agreement (001 section 2 'attach'): a photo or a PDF, by the call
// of its kind. The server's refusal shows in place; a success says so and closes.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LABELS, MSG } from '@aseo/shared/messages';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useUploadAgreement, useUploadConvention, withFile, type AgreementListRow } from '../api/admin-agreements.ts';

const F = LABELS.agreements.form;

export function AttachCopyModal({ row, onClose }: { row: AgreementListRow | null; onClose: () => void }) {
  const old = useUploadAgreement();
  const convention = useUploadConvention();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setFile(null);
    setError(null);
  }, [row]);
  const save = async () => {
    if (!row) return;
    if (!file) return setError(MSG.server.fileRequired);
    setError(null);
    try {
      const res =
        row.kind === 'convention'
          ? await convention.mutateAsync(withFile({ id: row.id, agreement_id: row.id }, file))
          : await old.mutateAsync(withFile({ agreement_id: row.id }, file));
      void showSuccess(res.message);
      onClose();
    } catch (err) {
      setError(errorText(err) ?? MSG.voucherHistory.uploadError);
    }
  };
  return (
    <Modal
      opened={Boolean(row)}
      onClose={onClose}
      title={LABELS.agreements.actions.attach}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={old.isPending || convention.isPending}>
            {F.upload}
          </Button>
        </>
      }
    >
      <Stack>
        {row && (
          <Text size="sm">
            {LABELS.agreements.columns.correlative} {row.number_format} · {row.property.code} · {row.user.full_name}
          </Text>
        )}
        <FileUpload
          set="restricted"
          label={F.signedCopy}
          required
          value={file}
          onChange={setFile}
          error={error === MSG.server.fileRequired ? error : undefined}
        />
        {error && error !== MSG.server.fileRequired && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
