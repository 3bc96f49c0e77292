export * from './define.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './registry.ts';
export type { AccountRow } from './account-status.ts';
export { DOCUMENT_KINDS, type DocumentKind, type VerifiedDocument } from './documents.ts';
export { ROUTE_DAYS, ROUTE_DAY_LABELS, type RouteDay, type RouteRow } from './routes.ts';
export type { SolvencyRow } from './solvency.ts';
export type { BillSummary, DeskCard } from './cash.ts';
