// The staff writes of the 'Record de Cuenta' (docs/account-status.md "Staff writes") and the
// statement-mail flags of a property. Quiet: each caller shows a refusal where it belongs (under a
// field of its modal, or in a dialog); every success reads the account-status lists again.
import { accountStatusCalls as calls, propertiesCalls } from '@aseo/shared/contracts';
import { useCallMutation } from '../../../lib/call.ts';

const opts = { invalidate: [['account-status']], quiet: true } as const;

export function useRecordActions() {
  return {
    calculate: useCallMutation(calls.calculate, opts),
    setPendingMonths: useCallMutation(calls.setPendingMonths, opts),
    setConversionPetro: useCallMutation(calls.setConversionPetro, opts),
    setFine: useCallMutation(calls.setFine, opts),
    setStatus: useCallMutation(calls.setStatus, opts),
    setCheck: useCallMutation(calls.setCheck, opts),
    removePayment: useCallMutation(calls.removePayment, opts),
    removeFine: useCallMutation(calls.removeFine, opts),
    removeAll: useCallMutation(calls.removeAll, opts),
    removeAllFines: useCallMutation(calls.removeAllFines, opts),
    paymentsStatus: useCallMutation(calls.paymentsStatus, opts),
    manualSent: useCallMutation(propertiesCalls.manualSent, opts),
    canBeSent: useCallMutation(propertiesCalls.canBeSent, opts),
    notificationSent: useCallMutation(propertiesCalls.notificationSent, opts),
    refresh: useCallMutation(propertiesCalls.refresh, opts),
  };
}
export type RecordActions = ReturnType<typeof useRecordActions>;
