// The cash desk (docs/cash.md).
export { cashRoutes } from './cash.routes.ts';
export { writeVouchers, type PaymentFiles } from './cash-payment.writes.ts';
export { isKeyConflict, storeAnswer, storedAnswer } from './idempotency.ts';
