// Public surface of the billing module for other modules.
export { COUNTER_KINDS, newCrypt, newVerificationCode, nextCounter, nextPropertyCode, normalizeVerificationCode, type CounterKind } from './fiscal-numbers.ts';
