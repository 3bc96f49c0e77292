// 'Solicitar Solvencia': pick the property, see at once whether it owes anything (the server's
// statement of today), and generate the certificate only when it does not.
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatUcd } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { Modal } from '../../../components/Modal.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { checkDebt, useCreateSolvency, useSolvencyProperties, type SolvencyItem } from '../api/solvency.ts';

type Debt = { debt: string; solvent: boolean; message: string };

export function RequestSolvencyModal({ opened, onClose, onIssued }: { opened: boolean; onClose: () => void; onIssued: (s: SolvencyItem) => void }) {
  const properties = useSolvencyProperties(opened);
  const create = useCreateSolvency();
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [debt, setDebt] = useState<Debt | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setPropertyId(null);
    setDebt(null);
    setError(null);
  }, [opened]);

  const choose = async (v: string | null) => {
    setPropertyId(v);
    setDebt(null);
    setError(null);
    if (!v) return;
    try {
      setDebt(await checkDebt(Number(v)));
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  const generate = async () => {
    if (!propertyId) return setError(MSG.solvency.propertyRequired);
    try {
      const res = await create.mutateAsync({ property_id: Number(propertyId) });
      void showSuccess(res.message);
      onIssued(res.solvency);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Solicitar Solvencia"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void generate()} loading={create.isPending} disabled={!debt?.solvent}>
            Generar
          </Button>
        </>
      }
    >
      <Stack>
        <SelectField
          label="Inmueble"
          required
          data={(properties.data?.properties ?? []).map((p) => ({ value: String(p.id), label: [p.code, p.zone, p.street].filter(Boolean).join(' · ') }))}
          value={propertyId}
          onChange={(v) => void choose(v)}
          error={error}
        />
        {debt && (
          <Alert color={debt.solvent ? 'teal' : 'red'} role="status" title={debt.message}>
            {debt.solvent ? 'Puede generar la solvencia.' : `Deuda al día de hoy: ${formatUcd(debt.debt)}. Pague la deuda para solicitar la solvencia.`}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
