// Public surface of the account-status module: its routes, and the statement of one property
// (with the access rule) for the modules that print or mail it.
export { accountStatusRoutes } from './account-status.routes.ts';
export { propertyStatement } from './account-status.service.ts';
export { debtToday, statementToday, todayDay } from '../ledger/index.ts';
export { lockProperty, ratesNow, storeInterest } from './account-record.tx.ts';
export { statementSheet } from './account-status.sheet.ts';
export { issueStatement } from './account-status.document.ts';
export { accountRecordService } from './account-record.service.ts';
