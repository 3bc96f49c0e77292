// The staff items of a 'Record de Cuenta' row menu (after 'Pagos Pendientes' and the links), each
// with its permission: 'Calcular', 'Meses Pendientes', the statement mail (send now, may be sent,
// send again), billing on/off (any staff), and the deletions.
import { Menu } from '@mantine/core';
import { IconCalculator, IconCalendarEvent, IconCalendarPlus, IconMail, IconMailCheck, IconPower, IconRefresh, IconTrash } from '@tabler/icons-react';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { can } from '@aseo/shared/policy';
import { useSession } from '../../../../lib/session.ts';
import type { AccountRow } from '../../api/account-status.ts';
import type { RecordFlows } from './use-record-actions.ts';

/** `flows` from useRecordFlows in the screen (a menu's items unmount when it closes). */
export function RecordMenuItems({ row, flows }: { row: AccountRow; flows: RecordFlows }) {
  const billing = row.status === 1;
  const { user } = useSession();
  const calc = can(user, P.CALCULATE_ACCOUNT_RECORD);
  const mail = can(user, P.MAIL_ACCOUNT_RECORD);
  return (
    <>
      {calc && (
        <Menu.Item leftSection={<IconCalculator size={14} />} onClick={() => void flows.calculate(row.id)}>
          Calcular
        </Menu.Item>
      )}
      {can(user, P.ACCOUNT_RECORD_MONTHS_UPDATE) && (
        <Menu.Item leftSection={<IconCalendarPlus size={14} />} onClick={() => void flows.pendingMonths(row.id)}>
          Meses Pendientes
        </Menu.Item>
      )}
      {mail && (
        <Menu.Item leftSection={<IconMail size={14} />} onClick={() => void flows.sendMail(row.id)}>
          Enviar estado de cuenta
        </Menu.Item>
      )}
      {mail && (
        <Menu.Item leftSection={<IconMailCheck size={14} />} onClick={() => void flows.toggleCanBeSent(row.id)}>
          {row.canBeSent ? 'No enviar estado de cuenta' : 'Permitir enviar estado de cuenta'}
        </Menu.Item>
      )}
      {mail && (
        <Menu.Item leftSection={<IconCalendarEvent size={14} />} onClick={() => void flows.notificationDate(row.id)}>
          Fecha de notificación
        </Menu.Item>
      )}
      {mail && row.wasSent === 1 && (
        <Menu.Item leftSection={<IconRefresh size={14} />} onClick={() => void flows.refreshMail(row.id)}>
          Reiniciar envío
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconPower size={14} />} onClick={() => void flows.toggleBilling(row.id, billing)}>
        {billing ? 'Desactivar estado de cuenta' : 'Activar estado de cuenta'}
      </Menu.Item>
      {(calc || can(user, P.ACCOUNT_RECORD_FINES_DELETE)) && <Menu.Divider />}
      {can(user, P.ACCOUNT_RECORD_FINES_DELETE) && (
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void flows.removeAllFines(row.id)}>
          Eliminar todas las multas
        </Menu.Item>
      )}
      {calc && (
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void flows.removeAll(row.id)}>
          Eliminar toda la deuda
        </Menu.Item>
      )}
    </>
  );
}
