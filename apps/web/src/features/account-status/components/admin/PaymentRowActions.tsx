// The staff actions of one statement row of 'Pagos Pendientes' (000 section 2), each shown only
// with its permission: edit the UCD value (calculate-account-record), edit the fine or the interest
// (account-record-fines-update), mark paid, delete the notice (calculate-account-record), delete its
// fine or interest with a reason (account-record-fines-delete). A loose fine row offers its deletion.
import { ActionIcon, Menu } from '@mantine/core';
import { IconCash, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { FINE_TYPE, PERMISSIONS as P } from '@aseo/shared/constants';
import { formatPeriod } from '@aseo/shared/format';
import { can } from '@aseo/shared/policy';
import { useSession } from '../../../../lib/session.ts';
import type { StatementRow } from '../../api/account-status.ts';
import { useRecordFlows } from './use-record-actions.ts';

export function PaymentRowActions({ row }: { row: StatementRow; propertyId: number }) {
  const { user } = useSession();
  const flows = useRecordFlows();
  const calc = can(user, P.CALCULATE_ACCOUNT_RECORD);
  const update = can(user, P.ACCOUNT_RECORD_FINES_UPDATE);
  const remove = can(user, P.ACCOUNT_RECORD_FINES_DELETE);
  const notice = row.kind === 'notice';
  const fineIds = row.fine_ids;
  const items = [
    notice && calc && (
      <Menu.Item key="rate" leftSection={<IconPencil size={14} />} onClick={() => void flows.editRate(row)}>
        Editar valor UCD
      </Menu.Item>
    ),
    notice && update && (
      <Menu.Item key="fine" leftSection={<IconPencil size={14} />} onClick={() => void flows.editFine(row, FINE_TYPE.FINE)}>
        Editar multa
      </Menu.Item>
    ),
    notice && update && (
      <Menu.Item key="interest" leftSection={<IconPencil size={14} />} onClick={() => void flows.editFine(row, FINE_TYPE.INTEREST)}>
        Editar intereses
      </Menu.Item>
    ),
    notice && calc && (
      <Menu.Item key="paid" leftSection={<IconCash size={14} />} onClick={() => void flows.markPaid(row)}>
        Marcar como pagado
      </Menu.Item>
    ),
    remove &&
      fineIds.map((id, i) => (
        <Menu.Item key={`fine-${id}`} color="red" leftSection={<IconTrash size={14} />} onClick={() => void flows.removeFine(id, FINE_TYPE.FINE)}>
          Eliminar multa{fineIds.length > 1 ? ` ${i + 1}` : ''}
        </Menu.Item>
      )),
    remove && row.interest_id !== null && (
      <Menu.Item
        key="del-interest"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => void flows.removeFine(row.interest_id!, FINE_TYPE.INTEREST)}
      >
        Eliminar intereses
      </Menu.Item>
    ),
    notice && calc && (
      <Menu.Item key="del" color="red" leftSection={<IconTrash size={14} />} onClick={() => void flows.removePayment(row)}>
        Eliminar aviso
      </Menu.Item>
    ),
  ]
    .flat()
    .filter(Boolean);
  if (!items.length) return null;
  const name = notice ? `aviso ${formatPeriod(row.date)}` : `multa ${row.id}`;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Acciones ${name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{items}</Menu.Dropdown>
    </Menu>
  );
}
