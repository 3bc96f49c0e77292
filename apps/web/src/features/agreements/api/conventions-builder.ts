// The calls of the new-agreement (convention) builder: the property search (as the new desk's), the
// property's debts that may enter a convention (oldest first) and the creation.
import { agreementsCalls as calls } from '@aseo/shared/contracts';
import { callApi, useCallMutation, useCallQuery } from '../../../lib/call.ts';

/** Properties by code or taxpayer (under view-payment-agreements), as select options. */
export const searchConventionProperties = (search: string) =>
  callApi(calls.conventionProperties, { search: search || undefined }, { quiet: true }).then((r) =>
    Object.entries(r.properties).map(([value, label]) => ({ value, label })),
  );

/** The property's debts that may enter a convention: months with their fines and today's interest, and loose fines. */
export const useConventionDebts = (propertyId: number | null) =>
  useCallQuery(calls.conventionDebts, { id: propertyId ?? 0 }, { enabled: !!propertyId, staleTime: 0 });

/** Creates the convention; the lists, the desks and the statements read again. Errors are the caller's to show. */
export const useCreateConvention = () =>
  useCallMutation(calls.createConvention, { quiet: true, invalidate: [['agreements'], ['cash'], ['account-status'], ['movements']] });
