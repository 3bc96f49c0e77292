// Documents that can be checked (issue 12 item 6, docs/documents.md): every PDF the portal issues
// carries a verification code and a QR to /verificar/{code}; this public call answers what the
// document states and whether it still stands. No sign-in; the owner's document is masked.
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { formObject } from '../schemas/index.ts';
import { defineCall } from './define.ts';

/** The kinds of issued documents and their names. Invoice, solvency and agreement register their checks with their issues. */
export const DOCUMENT_KINDS = {
  statement: 'Estado de cuenta',
  invoice: 'Factura',
  receipt: 'Comprobante de pago',
  solvency: 'Solvencia de Aseo Urbano',
  agreement: 'Convenio de pago',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export const verifiedDocument = z.object({
  code: z.string(),
  kind: z.string(),
  kind_label: z.string(),
  issued_at: z.string(),
  /** What the document states, in its own words (label, value) */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Whether it still stands, and why not */
  valid: z.boolean(),
  status_text: z.string(),
  note: z.string().nullable(),
});
export type VerifiedDocument = z.infer<typeof verifiedDocument>;

export const documentsCalls = {
  verify: defineCall({
    id: 'documents.verify',
    summary: 'Verifica un documento emitido por su código (QR): qué dice y si sigue vigente. Público, limitado por dirección',
    methods: ['GET'],
    path: '/verificar/:code',
    access: { kind: 'public' },
    request: formObject({ code: z.string().trim().min(1, MSG.documents.notFound).max(40, MSG.documents.notFound) }),
    response: verifiedDocument,
    tags: ['documents'],
  }),
} as const;
