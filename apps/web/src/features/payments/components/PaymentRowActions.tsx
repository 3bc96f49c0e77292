// A bill's actions in the staff 'Pagos' (001 section 4): its vouchers; pending — reconcile, reject,
// annul; to pay — upload payment data, annul; accepted — annul; any — view the invoice, control
// number, date (edit-payments-data) and the manual status (edit-payment-status).
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { BILL_STATUS, PERMISSIONS as P } from '@aseo/shared/constants';
import { can } from '@aseo/shared/policy';
import { useSession } from '../../../lib/session.ts';
import { invoiceUrl, type BillRow } from '../api/payments.ts';
import type { BillAction } from './BillActionModal.tsx';

/** The modal actions, plus the vouchers list and a prefactura's payment data (their own modals). */
export type RowAction = BillAction | 'vouchers' | 'complete';

export function PaymentRowActions({ bill, onAction }: { bill: BillRow; onAction: (b: BillRow, a: RowAction) => void }) {
  const { user } = useSession();
  const edit = can(user, P.EDIT_PAYMENTS_DATA);
  const live = bill.status === BILL_STATUS.PENDING || bill.status === BILL_STATUS.ACCEPTED || bill.status === BILL_STATUS.TO_PAY;
  const url = invoiceUrl(bill);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Acciones ${bill.number_format || bill.id}`}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {url && (
          <Menu.Item component="a" href={url} target="_blank" rel="noopener">
            Ver factura
          </Menu.Item>
        )}
        {bill.status !== BILL_STATUS.TO_PAY && <Menu.Item onClick={() => onAction(bill, 'vouchers')}>Comprobantes</Menu.Item>}
        {edit && bill.status === BILL_STATUS.TO_PAY && <Menu.Item onClick={() => onAction(bill, 'complete')}>Cargar datos de pago</Menu.Item>}
        {edit && bill.status === BILL_STATUS.PENDING && <Menu.Item onClick={() => onAction(bill, 'reconcile')}>Conciliar</Menu.Item>}
        {edit && bill.status === BILL_STATUS.PENDING && <Menu.Item onClick={() => onAction(bill, 'reject')}>Reversar</Menu.Item>}
        {edit && live && (
          <Menu.Item color="red" onClick={() => onAction(bill, 'cancel')}>
            Anular pago
          </Menu.Item>
        )}
        {edit && bill.number !== null && <Menu.Item onClick={() => onAction(bill, 'control')}>Número de control</Menu.Item>}
        {edit && <Menu.Item onClick={() => onAction(bill, 'date')}>Cambiar fecha</Menu.Item>}
        {can(user, P.EDIT_PAYMENT_STATUS) && bill.status !== BILL_STATUS.TO_PAY && (
          <Menu.Item onClick={() => onAction(bill, 'status')}>Cambiar estatus</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
