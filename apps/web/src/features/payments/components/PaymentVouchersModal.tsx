// The payment-vouchers modal of 'Pagos' (001 section 2): each voucher of the bill with its method,
// bank, reference, date, amount and file (downloaded with the session); staff with
// edit-payments-data delete one while the bill is pending or to pay (its reference is freed).
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { BILL_STATUS, PERMISSIONS as P } from '@aseo/shared/constants';
import { formatBs, formatDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import { can } from '@aseo/shared/policy';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorText } from '../../../lib/api.ts';
import { confirm, showError, showSuccess } from '../../../lib/dialogs.tsx';
import { useSession } from '../../../lib/session.ts';
import { downloadVoucher, useBillVouchers, useDeleteVoucher, type BillRow } from '../api/payments.ts';

type Voucher = NonNullable<ReturnType<typeof useBillVouchers>['data']>['bill']['vouchers'][number] & Record<string, unknown>;

export function PaymentVouchersModal({ bill, staff, onClose }: { bill: BillRow | null; staff: boolean; onClose: () => void }) {
  const { user } = useSession();
  const q = useBillVouchers(bill?.id ?? null);
  const remove = useDeleteVoucher();
  const deletable = staff && can(user, P.EDIT_PAYMENTS_DATA) && (bill?.status === BILL_STATUS.PENDING || bill?.status === BILL_STATUS.TO_PAY);
  const drop = async (v: Voucher) => {
    if (!(await confirm(MSG.payments.confirmVoucherDelete))) return;
    try {
      const res = await remove.mutateAsync({ voucher_id: v.id });
      void showSuccess(res.message);
      await q.refetch();
    } catch (err) {
      void showError(errorText(err) ?? MSG.payments.voucherDeleteError);
    }
  };
  const columns: Column<Voucher>[] = [
    { key: 'payment_method', title: 'Medio de pago', primary: true },
    { key: 'bank', title: 'Banco', render: (v) => v.bank ?? '' },
    { key: 'number', title: 'Referencia', render: (v) => v.number ?? '' },
    { key: 'date', title: 'Fecha', render: (v) => formatDate(v.date) },
    { key: 'amount_paid', title: 'Monto', render: (v) => formatBs(bs(v.amount_paid)) },
    {
      key: 'actions',
      title: 'Acciones',
      render: (v) => (
        <Group gap={4} wrap="nowrap">
          {v.file && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={`Descargar comprobante ${v.number ?? v.id}`}
              onClick={() => void downloadVoucher(v.id, `comprobante-${v.number ?? v.id}`)}
            >
              Descargar
            </Button>
          )}
          {deletable && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Eliminar comprobante ${v.number ?? v.id}`}
              onClick={() => void drop(v)}
            >
              Eliminar
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Modal opened={!!bill} onClose={onClose} title={`Comprobantes de pago · ${bill?.number_format ?? ''}`} size="xl">
      <Stack>
        {q.data && (
          <Text size="sm">
            Pagado {formatBs(bs(q.data.bill.amount_paid))} de {formatBs(bs(q.data.bill.due_bs))}
          </Text>
        )}
        {q.isError && <Text c="red.8">{errorText(q.error) ?? MSG.common.connection}</Text>}
        <DataTable<Voucher> rows={(q.data?.bill.vouchers ?? []) as Voucher[]} rowKey={(v) => v.id} columns={columns} />
      </Stack>
    </Modal>
  );
}
