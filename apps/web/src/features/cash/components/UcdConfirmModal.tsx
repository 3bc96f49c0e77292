// On entering the desk, staff confirm the UCD value the bills will use (001 "New cash desk"); with
// edit-ucd they may set a new value here (the same dated global value as Tarifas, audited).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { formatNumber } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { can } from '@aseo/shared/policy';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePetro, useSetUcd } from '../api/cash.ts';

export function UcdConfirmModal() {
  const { user } = useSession();
  const [opened, setOpened] = useState(true);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const petro = usePetro(opened);
  const setUcd = useSetUcd();
  const close = () => setOpened(false);
  const change = async () => {
    setError(null);
    try {
      const res = await setUcd.mutateAsync({ amount });
      void showSuccess(res.message);
      setAmount('');
      await petro.refetch();
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Valor de la UCD"
      footer={
        <Button onClick={close} disabled={!petro.data}>
          Confirmar
        </Button>
      }
    >
      <Stack>
        <Text>{MSG.cash.confirmUcd}</Text>
        <Text size="xl" fw={700} data-testid="ucd-value">
          {petro.data ? `1 UCD = ${formatNumber(petro.data.conversion_petro, { decimals: 2, prefix: 'Bs.' })}` : '…'}
        </Text>
        {can(user, P.EDIT_UCD) && (
          <Group align="flex-end">
            <NumberField label="Nuevo valor (Bs)" value={amount} onChange={setAmount} error={error} w={200} />
            <Button variant="default" onClick={() => void change()} loading={setUcd.isPending} disabled={!amount}>
              Cambiar valor
            </Button>
          </Group>
        )}
        {!can(user, P.EDIT_UCD) && (
          <Alert color="gray" p="xs">
            Para cambiar el valor se necesita el permiso «Editar valor UCD».
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
