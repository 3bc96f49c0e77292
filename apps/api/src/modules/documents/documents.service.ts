// Issued documents (docs/documents.md, ADR 012): each PDF the portal issues gets a random
// verification code in `issued_documents` with what it states; the public page /verificar/{code}
// shows that and whether it still stands, by a check each document kind registers (a statement:
// the property's payable debt is still the one it listed; invoices, solvencies and agreements
// register theirs with their issues; a kind without one stands). Unknown codes are counted per
// address, so codes cannot be enumerated.
import type { Request, Response } from 'express';
import { DOCUMENT_KINDS, type DocumentKind, type VerifiedDocument } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { addressKey, ensureOpen, takeOne } from '../../lib/rate-limit.ts';
import { newVerificationCode, normalizeVerificationCode } from '../billing/index.ts';

const D = MSG.documents;

export type DocumentField = { label: string; value: string };
/** What an issued document keeps: its fields as printed, and what its check compares. */
export type DocumentSummary = { fields: DocumentField[]; check?: Record<string, unknown> };
/** Whether a document still stands; `fields` are what its record says NOW (an agreement's status and quotas paid), shown after the printed ones. */
export type Standing = { valid: boolean; status_text: string; note?: string | null; fields?: DocumentField[] };
export type DocumentCheck = (db: Db, recordId: number, summary: DocumentSummary, issuedAt: Date) => Promise<Standing>;

const checks = new Map<string, DocumentCheck>();

/** Registers how documents of a kind are checked (one line per kind, at module load). */
export function registerDocumentCheck(kind: DocumentKind, check: DocumentCheck) {
  checks.set(kind, check);
}

export type IssuedDocument = { code: string; url: string };

/** Records a document about to be printed and answers its code and verification URL. */
export async function issueDocument(
  db: Db | Tx,
  publicUrl: string,
  doc: { kind: DocumentKind; recordId: number; summary: DocumentSummary; code?: string },
): Promise<IssuedDocument> {
  for (let attempt = 0; ; attempt++) {
    // a code drawn by the caller (stored on its own record too) is used as it is
    const code = doc.code ?? newVerificationCode();
    try {
      await db.issuedDocument.create({ data: { kind: doc.kind, record_id: doc.recordId, code, summary: doc.summary as unknown as Prisma.InputJsonValue } });
      return { code, url: `${publicUrl.replace(/\/$/, '')}/verificar/${code}` };
    } catch (err) {
      // a collision of 50 random bits: draw again (never more than a few times)
      if (doc.code || !(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') || attempt >= 4) throw err;
    }
  }
}

/** 'V-12345678' → 'V-12***678': enough to recognise it, not enough to learn it from a public page. */
export function maskDocument(full: string): string {
  const m = /^([A-Z]-)?(\d+)(-\d)?$/.exec(full.trim());
  if (!m) return full.length > 4 ? `${full.slice(0, 2)}***${full.slice(-2)}` : '***';
  const digits = m[2]!;
  const shown = digits.length > 5 ? `${digits.slice(0, 2)}***${digits.slice(-3)}` : `***${digits.slice(-2)}`;
  return `${m[1] ?? ''}${shown}${m[3] ?? ''}`;
}

export function documentsService(ctx: AppContext) {
  const misses = ctx.limits.counter('verify-ip', { windowMin: ctx.cfg.AUTH_RATE_LIMIT_WINDOW_MIN, max: 30 });

  async function verify(req: Request, res: Response, typed: string): Promise<VerifiedDocument> {
    const rules = [{ counter: misses, key: addressKey(req.ip) }];
    await ensureOpen(res, rules);
    const code = normalizeVerificationCode(typed);
    const doc = code ? await ctx.db.issuedDocument.findUnique({ where: { code } }) : null;
    if (!doc) {
      await takeOne(res, rules);
      throw notFound(D.notFound);
    }
    const summary = (doc.summary ?? { fields: [] }) as unknown as DocumentSummary;
    const check = checks.get(doc.kind);
    const standing: Standing = check ? await check(ctx.db, doc.record_id, summary, doc.created_at) : { valid: true, status_text: D.valid };
    return {
      code: doc.code,
      kind: doc.kind,
      kind_label: DOCUMENT_KINDS[doc.kind as DocumentKind] ?? doc.kind,
      issued_at: doc.created_at.toISOString(),
      fields: [...(summary.fields ?? []), ...(standing.fields ?? [])],
      valid: standing.valid,
      status_text: standing.status_text,
      note: standing.note ?? null,
    };
  }

  return { verify };
}
