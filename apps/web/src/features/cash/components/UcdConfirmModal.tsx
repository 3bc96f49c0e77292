// On entering the desk, staff confirm the UCD value the bills will use (001 "New cash desk"); with
// edit-ucd they may go and change it (Tarifas, global values).
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { formatNumber } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { can } from '@aseo/shared/policy';
import { Modal } from '../../../components/Modal.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePetro } from '../api/cash.ts';

export function UcdConfirmModal() {
  const { user } = useSession();
  const [opened, setOpened] = useState(true);
  const petro = usePetro(opened);
  const close = () => setOpened(false);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Valor de la UCD"
      footer={
        <>
          {can(user, P.EDIT_UCD) && (
            <Button component={Link} to="/admin/tariff" variant="default">
              Cambiar valor
            </Button>
          )}
          <Button onClick={close} disabled={!petro.data}>
            Confirmar
          </Button>
        </>
      }
    >
      <Text>{MSG.cash.confirmUcd}</Text>
      <Text size="xl" fw={700} mt="sm" data-testid="ucd-value">
        {petro.data ? `1 UCD = ${formatNumber(petro.data.conversion_petro, { decimals: 2, prefix: 'Bs.' })}` : '…'}
      </Text>
    </Modal>
  );
}
