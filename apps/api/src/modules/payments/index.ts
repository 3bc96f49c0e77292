// A bill after the desk: status, delivery, control number, date (docs/payments.md).
export { paymentsRoutes } from './payments.routes.ts';
export { paymentsQuery } from './payments.query.ts';
