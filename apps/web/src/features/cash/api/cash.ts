// The cash desks' calls: the new desk (admin/bill/box/*), the old desk (admin/cash/*) and the
// taxpayer's 'Realizar pago' (cash/*). Every payment answers the bill; an accepted one is printed by
// its crypts (a plain link: the print call needs no session).
import { billsCalls, cashCalls as calls, cashClientCalls as client, cashOldCalls as old } from '@aseo/shared/contracts';
import { callApi, callUrl, useCallMutation, useCallQuery, type Answer } from '../../../lib/call.ts';

export type DeskCardData = Answer<typeof calls.card>;
export type DeskRow = Answer<typeof calls.paymentsFines>['data'][number];
export type DeskBill = Answer<typeof calls.createPayment>['bill'];
export type DeskChoices = Answer<typeof calls.paymentMethods>;
export type DeskQuota = Answer<typeof calls.convention>['convention_quotas'][number];

/** The payment methods a desk offers; `enabled` false until a screen that may not call it needs them (a modal not open). */
export const usePaymentMethods = (enabled = true) => useCallQuery(calls.paymentMethods, {}, { staleTime: 60_000, enabled });
export const useDeskCard = (id: number | null) => useCallQuery(calls.card, { id: id ?? 0 }, { enabled: !!id });
export const useDeskDebts = (id: number | null) => useCallQuery(calls.paymentsFines, { id: id ?? 0 }, { enabled: !!id });
export const useSetUcd = () => useCallMutation(calls.ucd, { quiet: true, invalidate: [['cash']] });
export const usePetro = (enabled: boolean) => useCallQuery(old.petro, {}, { enabled });
export const useServiceTypes = (enabled: boolean) => useCallQuery(calls.serviceTypes, {}, { enabled });
export const useCreateServiceType = () => useCallMutation(calls.createServiceType, { quiet: true });
export const loadConvention = (id: number) => callApi(calls.convention, { id });
export const searchDeskProperties = (search: string, clientId?: number) =>
  callApi(calls.properties, { search: search || undefined, client_id: clientId }, { quiet: true }).then((r) =>
    Object.entries(r.properties).map(([value, label]) => ({ value, label })),
  );
export const checkReference = (bank_id: number, number: string) => callApi(calls.validateVoucher, { bank_id, number }, { quiet: true });
export const useCreatePayment = () => useCallMutation(calls.createPayment, { quiet: true });
/** Deleting a debt (a pending notice with its fines and interest) or a fine line at a desk: cash-record-fines-delete. */
export const useDeleteDebt = () => useCallMutation(old.deletePayment, { quiet: true, invalidate: [['cash'], ['account-status']] });
export const useDeleteFine = () => useCallMutation(old.deleteFine, { quiet: true, invalidate: [['cash'], ['account-status']] });

/** The old desk: clients, their properties and the months to tick. */
export const searchClients = (search: string) =>
  callApi(old.clients, { search: search || undefined }, { quiet: true }).then((r) => r.clients.map((c) => ({ value: String(c.id), label: c.label })));
/** The label of a client named by the route (old desk's /admin/cash/{id}). */
export const useClientLabel = (clientId: number | null) =>
  useCallQuery(
    old.clients,
    { client_id: clientId ?? 0 },
    { enabled: !!clientId, select: (r) => (r.clients[0] ? { value: String(r.clients[0].id), label: r.clients[0].label } : null) },
  );
export const useClientProperties = (clientId: number | null, own: boolean) =>
  useCallQuery(own ? client.pay : old.properties, own ? {} : { client_id: clientId ?? 0 }, { enabled: own || !!clientId });
/** The months the desk may tick (oldest first) and the property card; the taxpayer's come with its properties. */
export const usePendingMonths = (propertyId: number | null, own: boolean) =>
  useCallQuery(own ? client.pay : old.payments, { property_id: propertyId ?? 0 }, { enabled: !!propertyId });
export const useDeskAgreements = (propertyId: number | null, own: boolean, enabled: boolean) =>
  useCallQuery(own ? client.agreements : old.agreements, { property_id: propertyId ?? 0 }, { enabled: enabled && !!propertyId });
export const useFinishMonths = (own: boolean) => useCallMutation(own ? client.finish : old.finish, { quiet: true });
export const useFinishAgreement = (own: boolean) => useCallMutation(own ? client.agreementsFinish : old.agreementsFinish, { quiet: true });

/** Opens the invoice (or prefactura) PDF in another window. */
export const billPrintUrl = (bill: DeskBill) => callUrl(calls.print, { a: bill.crypt, b: bill.user.crypt });
export const printBill = (bill: DeskBill) => window.open(billPrintUrl(bill), '_blank', 'noopener');

/** A prefactura's payment data (the retention agent's, or staff's for it). */
export const useCompletePrefactura = (own: boolean) => useCallMutation(own ? billsCalls.clientComplete : billsCalls.complete, { quiet: true });
