// Public surface of the billing module for other modules.
export {
  COUNTER_KINDS,
  countersSql,
  newCrypt,
  newVerificationCode,
  nextCounter,
  nextCounters,
  nextPropertyCode,
  normalizeVerificationCode,
  type CounterKind,
} from './fiscal-numbers.ts';
export { refreshBalances, sqlRunner, UPDATE_BALANCES_SQL, type SqlRunner } from './balances.sql.ts';
export { currentPeriod, DEFAULT_BATCH_SIZE, periodStart, runBilling, type BillingRunOptions, type BillingRunResult } from './billing-run.service.ts';
export { BILLING_QUEUE, startBillingScheduler, type BillingScheduler } from './billing-scheduler.ts';
export { INSERT_PROPERTY_MONTHS_SQL, VALUE_NOW_SQL } from './billing-run.sql.ts';
