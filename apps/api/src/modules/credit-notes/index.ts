// Credit notes (docs/payments.md "Credit notes").
export { creditNotesRoutes } from './credit-notes.routes.ts';
