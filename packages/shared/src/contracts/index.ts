export * from './define.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './registry.ts';
export type { AccountRow } from './account-status.ts';
export { DOCUMENT_KINDS, type DocumentKind, type VerifiedDocument } from './documents.ts';
