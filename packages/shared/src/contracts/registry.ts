// Every call of the portal, by area. The API mounts them, the OpenAPI document lists them, the
// fuzz test walks them.
import type { AnyCall } from './define.ts';
import { accountStatusCalls } from './account-status.ts';
import { agreementsCalls } from './agreements.ts';
import { reportsCalls } from './reports/index.ts';
import { activityHistoriesCalls } from './activity-histories.ts';
import { authCalls } from './auth.ts';
import { bankAccountsCalls } from './bank-accounts.ts';
import { billsCalls } from './bills.ts';
import { cashCalls } from './cash.ts';
import { cashClientCalls, cashOldCalls } from './cash-old.ts';
import { paymentsCalls } from './payments.ts';
import { creditNotesCalls } from './credit-notes.ts';
import { voucherHistoryCalls } from './voucher-history.ts';
import { documentsCalls } from './documents.ts';
import { homeCalls } from './home.ts';
import { moderatorsCalls } from './moderators.ts';
import { portalCalls } from './portal.ts';
import { profileCalls } from './profile.ts';
import { propertiesCalls } from './properties.ts';
import { referencesCalls } from './references.ts';
import { routesCalls } from './routes.ts';
import { solvencyCalls } from './solvency.ts';
import { statementsCalls } from './statements.ts';
import { suggestionsCalls } from './suggestions.ts';
import { systemCalls } from './system.ts';
import { tariffsCalls } from './tariffs.ts';
import { taxpayersCalls } from './taxpayers.ts';

export const CALLS_BY_AREA = {
  system: systemCalls,
  auth: authCalls,
  references: referencesCalls,
  profile: profileCalls,
  taxpayers: taxpayersCalls,
  properties: propertiesCalls,
  'activity-histories': activityHistoriesCalls,
  tariffs: tariffsCalls,
  'bank-accounts': bankAccountsCalls,
  moderators: moderatorsCalls,
  portal: portalCalls,
  home: homeCalls,
  'account-status': accountStatusCalls,
  agreements: agreementsCalls,
  reports: reportsCalls,
  documents: documentsCalls,
  routes: routesCalls,
  solvency: solvencyCalls,
  suggestions: suggestionsCalls,
  cash: cashCalls,
  'cash-old': cashOldCalls,
  'cash-client': cashClientCalls,
  bills: billsCalls,
  payments: paymentsCalls,
  'credit-notes': creditNotesCalls,
  'voucher-history': voucherHistoryCalls,
  statements: statementsCalls,
} as const satisfies Record<string, Record<string, AnyCall>>;

/** Every contract, in area order. */
export const ALL_CALLS: readonly AnyCall[] = /* @__PURE__ */ Object.values(CALLS_BY_AREA).flatMap((area) => Object.values(area) as AnyCall[]);

export {
  accountStatusCalls,
  activityHistoriesCalls,
  agreementsCalls,
  reportsCalls,
  authCalls,
  bankAccountsCalls,
  billsCalls,
  cashCalls,
  cashClientCalls,
  cashOldCalls,
  creditNotesCalls,
  documentsCalls,
  homeCalls,
  moderatorsCalls,
  paymentsCalls,
  portalCalls,
  profileCalls,
  propertiesCalls,
  referencesCalls,
  routesCalls,
  solvencyCalls,
  statementsCalls,
  suggestionsCalls,
  systemCalls,
  tariffsCalls,
  taxpayersCalls,
  voucherHistoryCalls,
};
