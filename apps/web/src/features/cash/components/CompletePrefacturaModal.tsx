// 'Cargar datos de pago' of a prefactura (001 "New cash desk", upload payment data modal): the
// receipts of what is due; the invoice number is taken when they are saved.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBs } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, gt, sub, sum } from '@aseo/shared/money';
import { Modal } from '../../../components/Modal.tsx';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useCompletePrefactura, usePaymentMethods, type DeskBill } from '../api/cash.ts';
import { paymentBody, type DeskVoucher } from '../lib/desk-bill.ts';
import { VoucherModal } from './VoucherModal.tsx';
import { VouchersTable } from './VouchersTable.tsx';

type Props = { bill: Pick<DeskBill, 'id' | 'due_bs' | 'proforma_number'> | null; own: boolean; onClose: () => void; onDone: (b: DeskBill) => void };

export function CompletePrefacturaModal({ bill, own, onClose, onDone }: Props) {
  // read when the modal opens: 'Pagos' mounts it for staff who may lack view-cash (the call would answer 403)
  const choices = usePaymentMethods(!!bill);
  const complete = useCompletePrefactura(own);
  const [vouchers, setVouchers] = useState<DeskVoucher[]>([]);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  useEffect(() => {
    setVouchers([]);
    setError(null);
    setKey(crypto.randomUUID());
  }, [bill]);
  const due = bs(bill?.due_bs ?? '0');
  const paid = sum(
    'Bs',
    vouchers.map((v) => bs(v.amount_paid || '0')),
  );
  const missing = gt(due, paid) ? sub(due, paid) : bs(0);
  const save = async () => {
    if (!bill) return;
    if (!vouchers.length) return setError(MSG.cash.receiptRequired);
    if (!missing.isZero()) return setError(MSG.cash.paidBelowTotal);
    const { receipts, files } = paymentBody([], vouchers);
    try {
      const res = await complete.mutateAsync({ bill_id: bill.id, receipts, files, request_key: key });
      void showSuccess(res.message);
      onDone(res.bill);
    } catch (err) {
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Modal
      opened={!!bill}
      onClose={onClose}
      title="Cargar datos de pago"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={complete.isPending}>
            Guardar
          </Button>
        </>
      }
    >
      <Stack>
        <Text>
          Prefactura N° {bill?.proforma_number}: a pagar {formatBs(due)}
          {!missing.isZero() && ` (falta ${formatBs(missing)})`}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <VouchersTable
          vouchers={vouchers}
          choices={choices.data}
          onAdd={() => setAdding(true)}
          onRemove={(k) => setVouchers((l) => l.filter((v) => v.key !== k))}
        />
      </Stack>
      <VoucherModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdd={(v) => setVouchers((l) => [...l, v])}
        choices={choices.data}
        suggested={missing.isZero() ? '' : missing.toFixed(2)}
        context={own ? 'upload' : 'desk'}
        existing={vouchers}
      />
    </Modal>
  );
}
