// 'Pagos': the lists (the taxpayer's own bills, every bill for staff), the Excel export and the
// actions on a bill (reconcile, reject, annul, manual status, control number, date, delivery). Each
// write invalidates the lists; the 'movements' event refreshes them on every desk.
import { billsCalls, cashCalls, paymentsCalls as calls } from '@aseo/shared/contracts';
import { api } from '../../../lib/api.ts';
import { callUrl, downloadCall, useCallMutation, useCallQuery, type Answer, type Send } from '../../../lib/call.ts';

export type BillRow = Answer<typeof calls.adminList>['bills']['data'][number];
export type PaymentsQuery = Send<typeof calls.adminList>;

export const usePayments = (staff: boolean, q: PaymentsQuery) => useCallQuery(staff ? calls.adminList : calls.clientList, q, { keepPrevious: true });
export const downloadPayments = (q: PaymentsQuery) => downloadCall(calls.excel, q, 'pagos.xlsx');
const writes = { quiet: true, invalidate: [['movements']] } as const;
export const useReview = () => useCallMutation(billsCalls.review, writes);
export const useCancel = () => useCallMutation(billsCalls.cancel, writes);
export const useManualStatus = () => useCallMutation(billsCalls.status, writes);
export const useControlNumber = () => useCallMutation(billsCalls.controlNumber, writes);
export const useBillDate = () => useCallMutation(billsCalls.date, writes);
export const useDelivery = () => useCallMutation(billsCalls.delivery, writes);
/** A bill's detail: its lines, vouchers and the solvency certificates rejecting or annulling it would revoke. */
export const useBillDetail = (billId: number | null) => useCallQuery(billsCalls.detail, { bill_id: billId ?? 0 }, { enabled: !!billId });
/** The reconciliation queue: hold a pending bill while its modal is open, let go when it closes (the 'movements' event refreshes the others). */
export const useClaim = () => useCallMutation(calls.claim, { quiet: true });
export const useRelease = () => useCallMutation(calls.release, { quiet: true });
/** The payment-vouchers modal: the bill's vouchers (own bill, or staff with view-payments), a voucher's file, deleting one. */
export const useBillVouchers = (billId: number | null) => useCallQuery(calls.vouchers, { bill_id: billId ?? 0 }, { enabled: !!billId });
export const downloadVoucher = (id: number, name: string) => downloadCall(calls.voucherFile, { id }, name);
/** A voucher's image or PDF as a blob (the reconcile dialog's preview), fetched with the session; a failure is shown in place. */
export const fetchVoucherFile = (id: number, signal?: AbortSignal) =>
  api.get<Blob>(callUrl(calls.voucherFile, { id }).replace(/^\/api/, ''), { responseType: 'blob', quiet: true, signal }).then((r) => r.data);
export const useDeleteVoucher = () => useCallMutation(billsCalls.deleteVoucher, writes);
/** The invoice (or prefactura) PDF: a plain link, the crypts are its key. */
export const invoiceUrl = (b: BillRow) => (b.user.crypt ? callUrl(cashCalls.print, { a: b.crypt, b: b.user.crypt }) : null);
