// The modals of a bill's actions in 'Pagos': reconcile (every voucher with its image or PDF beside
// its method, bank, reference, date and amount; reception date and amount prefilled, 001 section 5;
// then the invoice opens, 001 section 4), reject or annul (a comment), control number, creation date
// and the manual status.
// Each confirms, shows the server's refusal in place, and toasts its success. A pending bill is
// held in the reconciliation queue while the modal is open (the screen claims it; the hold is shown).
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BILL_STATUS, BILL_STATUS_LABELS, MANUAL_BILL_STATUSES } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { DateField } from '../../../components/DateField.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useIsPhone } from '../../../components/use-is-phone.ts';
import { errorText } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { openPrintWindow } from '../lib/print-window.ts';
import { reconcileDefaults } from '../lib/reconcile-defaults.ts';
import { ReconcileVouchers } from './ReconcileVouchers.tsx';
import { invoiceUrl, useBillDate, useBillDetail, useCancel, useControlNumber, useManualStatus, useReview, type BillRow } from '../api/payments.ts';
import { reconcileError, todayYmd } from '@aseo/shared/schemas';

export type BillAction = 'reconcile' | 'reject' | 'cancel' | 'control' | 'date' | 'status';
const TITLES: Record<BillAction, string> = {
  reconcile: 'Conciliar pago',
  reject: 'Reversar pago',
  cancel: 'Anular pago',
  control: 'Número de control',
  date: 'Fecha de la factura',
  status: 'Cambiar estatus',
};

type Props = {
  bill: BillRow | null;
  action: BillAction | null;
  onClose: () => void;
  /** the queue's hold, e.g. 'Reservado para usted hasta las 10:35…' */ held?: string | null;
};

export function BillActionModal({ bill, action, onClose, held }: Props) {
  const review = useReview();
  const cancel = useCancel();
  const status = useManualStatus();
  const control = useControlNumber();
  const date = useBillDate();
  const phone = useIsPhone();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // rejecting or annulling a bill revokes the certificates it backs: the confirmation names them (DOMAIN "Certificates")
  const ends =
    action === 'reject' || action === 'cancel' || (action === 'status' && (next === String(BILL_STATUS.REJECTED) || next === String(BILL_STATUS.CANCELLED)));
  const detail = useBillDetail(ends && bill ? bill.id : null);
  const backed = ends ? (detail.data?.bill.backs_solvencies ?? []) : [];
  useEffect(() => {
    const proposed = bill ? reconcileDefaults(bill, todayYmd()) : null;
    setText(action === 'control' ? (bill?.control_number ?? '') : '');
    setAmount(proposed?.amount ?? '');
    setDay(action === 'date' ? (bill?.created_at.slice(0, 10) ?? null) : (proposed?.day ?? todayYmd()));
    setNext(null);
    setError(null);
  }, [bill, action]);
  if (!bill || !action) return null;
  const busy = review.isPending || cancel.isPending || status.isPending || control.isPending || date.isPending;
  const run = async () => {
    setError(null);
    const invalid = action === 'reconcile' ? reconcileError({ reception_date: day, amount_paid: amount }) : null;
    if (invalid) return setError(invalid);
    // reconciling prints the invoice: its window opens now, in the click (lib/print-window.ts)
    const printing = action === 'reconcile' ? openPrintWindow() : null;
    try {
      const res =
        action === 'reconcile'
          ? await review.mutateAsync({ bill_id: bill.id, status: BILL_STATUS.ACCEPTED, reception_date: day ?? undefined, amount_paid: amount })
          : action === 'reject'
            ? await review.mutateAsync({ bill_id: bill.id, status: BILL_STATUS.REJECTED, comments: text })
            : action === 'cancel'
              ? await cancel.mutateAsync({ bill_id: bill.id, comments: text })
              : action === 'control'
                ? await control.mutateAsync({ id: bill.id, control_number: text })
                : action === 'date'
                  ? await date.mutateAsync({ id: bill.id, created_at: day ?? '' })
                  : await status.mutateAsync({ a: bill.id, b: Number(next), comments: text });
      void showSuccess(res.message);
      // reconciling accepts the payment and prints its invoice (now a FACTURA with its number), as the desk does after a payment
      const url = action === 'reconcile' ? invoiceUrl(bill) : null;
      if (url) void printing?.show(url).catch(() => printing.close());
      else printing?.close();
      onClose();
    } catch (err) {
      printing?.close();
      setError(errorText(err) ?? MSG.common.connection);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${TITLES[action]} · ${bill.number_format}`}
      size={action === 'reconcile' ? 'xl' : undefined}
      fullScreen={action === 'reconcile' && phone}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {MSG.common.cancel}
          </Button>
          <Button onClick={() => void run()} loading={busy} disabled={action === 'status' && !next}>
            {action === 'cancel' ? 'Anular pago' : 'Guardar'}
          </Button>
        </>
      }
    >
      <Stack>
        {held && (
          <Alert color="blue" variant="light" icon={<IconLock size={16} aria-hidden />}>
            {held}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {backed.length > 0 && (
          <Alert color="orange" variant="light" title="Solvencias afectadas">
            {fillMessage(MSG.payments.revokesSolvencies, { numbers: backed.map((s) => s.number_format).join(', ') })}
          </Alert>
        )}
        {action === 'reconcile' && <ReconcileVouchers bill={bill} />}
        {(action === 'reconcile' || action === 'date') && (
          <DateField label={action === 'reconcile' ? 'Fecha de recepción' : 'Fecha'} required value={day} onChange={setDay} max={todayYmd()} />
        )}
        {action === 'reconcile' && <NumberField label="Monto pagado (Bs)" required value={amount} onChange={setAmount} />}
        {action === 'control' && <TextInput label="Número de control" required maxLength={40} value={text} onChange={(e) => setText(e.currentTarget.value)} />}
        {action === 'status' && (
          <SelectField
            label="Nuevo estatus"
            required
            data={MANUAL_BILL_STATUSES.filter((s) => s !== bill.status).map((s) => ({ value: String(s), label: BILL_STATUS_LABELS[s] }))}
            value={next}
            onChange={setNext}
          />
        )}
        {(action === 'reject' || action === 'cancel' || action === 'status') && (
          <Textarea
            label={action === 'cancel' ? 'Motivo' : 'Comentario'}
            autosize
            minRows={2}
            maxLength={500}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        )}
      </Stack>
    </Modal>
  );
}
