// 'Historial de Comprobantes' (docs/payments.md "Voucher history").
export { voucherHistoryRoutes } from './voucher-history.routes.ts';
