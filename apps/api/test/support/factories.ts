// Factories that write real rows through the portal's own database client, with sensible defaults
// and any column overridable (decimals as text): accounts, properties and the money tables.
export { buildTaxpayer, createUser, login, signedIn, uniq, type TaxpayerOverrides, type UserSpec } from './factories/users.ts';
export { activityFor, buildProperty, type PropertyOverrides } from './factories/properties.ts';
export { buildBill, buildNotice, FACTORY_RATE, type BillOverrides, type NoticeOverrides } from './factories/notices.ts';
export { buildCreditNote, buildVoucher, type CreditNoteOverrides, type VoucherOverrides } from './factories/payments.ts';
export { buildFine, refreshBalanceOf, setHistory, type FineOverrides } from './factories/account-status.ts';
