// Public surface of the ledger core (docs/billing.md "The ledger core"): the property lock, the
// values now, the active discount, the in-agreement / in-live-bill SQL, debt not yet received.
export { lockProperty, type LockedProperty } from './ledger.lock.ts';
export { activeDiscount, ratesNow, valueNow, valuesNow } from './ledger.values.ts';
export {
  freeOfBillsSql,
  outOfBillsSql,
  heldByAgreementSql,
  inLiveBill,
  inLiveBillSql,
  LIVE_BILL_STATUSES,
  UNRECEIVED_BILL_STATUSES,
  VALUE_NOW_SQL,
  valueNowSql,
} from './ledger.sql.ts';
export { agreementDebt, unreceivedDebt } from './ledger.debt.ts';
export { heldFineIds, payableNoticeIds, payableToday } from './ledger.payable.ts';
export { assertQuotasInOrder, completeAgreementsOf, quotaPaidSql, reopenAgreementsOf } from './ledger.agreements.ts';
export { assertOldestFirst, assertOldestFirstOf, oldestFirstSql, type OldestFirstRead } from './ledger.order.ts';
export { debtsToday, type DebtNow } from './ledger.debts.ts';
export { billTerms, billTermsOf, billTermsSql, type BillTerms } from './ledger.terms.ts';
export type { ValuesAndDiscount } from './ledger.values.ts';
export {
  assertClientVouchers,
  creditNotes,
  issueCreditNote,
  useCredit,
  voucherRows,
  vouchersSql,
  writeVouchers,
  type PaymentFiles,
  type VoucherRow,
} from './ledger.vouchers.ts';
export { isKeyConflict, isUniqueViolation, readAnswerAhead, storeAnswer, storedAnswer } from './ledger.idempotency.ts';
export { certificatesBackedBy, revokeCertificates } from './ledger.certificates.ts';
export {
  debtOf,
  debtToday,
  loadStatementRows,
  statementRowsSql,
  statementToday,
  todayDay,
  type StatementLoad,
  type StatementPropertyRow,
} from './ledger.statement.ts';
export { interestChanges, storeInterest, type InterestChanges, type LoadedToday } from './ledger.interest.ts';
