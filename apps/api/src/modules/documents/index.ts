// Issued documents: codes, QR links and the public check (docs/documents.md).
export { documentsRoutes } from './documents.routes.ts';
export {
  issueDocument,
  maskDocument,
  registerDocumentCheck,
  type DocumentCheck,
  type DocumentField,
  type DocumentSummary,
  type IssuedDocument,
  type Standing,
} from './documents.service.ts';
