// The agreement as an issued document (docs/documents.md, docs/agreements.md "The document"): one
// verification code per agreement, drawn on its first print and kept (every reprint and the signed
// copy carry the same QR). Both kinds are documents of kind 'agreement'; which table the record is
// in is stored with it (`check.kind`). The public page shows what was printed (kind, number,
// taxpayer with a masked document, property, date, quotas, total) and, read at the time of the
// check, the agreement's status and its quotas paid. Whether it is in default is not shown there:
// that is the taxpayer's business, not a stranger's holding the paper.
import { AGREEMENT_STATUS, AGREEMENT_STATUS_LABELS } from '@aseo/shared/constants';
import type { AgreementKind, AgreementRow } from '@aseo/shared/contracts';
import { dayOfInstant } from '@aseo/shared/billing';
import { formatDate, formatUcd } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { ucd } from '@aseo/shared/money';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../lib/sql.ts';
import { issueDocument, maskDocument, registerDocumentCheck, type IssuedDocument } from '../documents/index.ts';
import { quotaPaidSql } from '../ledger/index.ts';
import { KIND } from './agreements.rows.ts';

const D = MSG.documents;
/** What each kind is called on paper. */
export const KIND_TEXT: Record<AgreementKind, string> = { agreement: 'Convenio de Pago', convention: 'Convenio' };

type Live = { status: number; quotas: number; paid: number; changed_at: Date | null };

registerDocumentCheck('agreement', async (db, id, summary) => {
  const kind: AgreementKind = summary.check?.kind === 'convention' ? 'convention' : 'agreement';
  const k = KIND[kind];
  const [a] = await queryRows<Live>(
    db,
    Prisma.sql`SELECT a.status,
        (SELECT count(*)::int FROM ${Prisma.raw(k.quotas)} q WHERE q.${Prisma.raw(k.fk)} = a.id) AS quotas,
        (SELECT count(*)::int FROM ${Prisma.raw(k.quotas)} q WHERE q.${Prisma.raw(k.fk)} = a.id AND ${Prisma.raw(quotaPaidSql('q'))}) AS paid,
        (SELECT max(c.created_at) FROM agreement_status_changes c WHERE c.${Prisma.raw(k.fk)} = a.id AND c.to_status = a.status) AS changed_at
      FROM ${Prisma.raw(k.table)} a WHERE a.id = ${id}`,
  );
  if (!a) return { valid: false, status_text: D.annulled, note: null };
  const statusText = AGREEMENT_STATUS_LABELS[a.status as keyof typeof AGREEMENT_STATUS_LABELS] ?? String(a.status);
  const fields = [
    { label: 'Estatus actual', value: statusText },
    { label: 'Cuotas pagadas', value: `${a.paid} de ${a.quotas}` },
  ];
  const since = a.changed_at ? formatDate(dayOfInstant(a.changed_at)) : '';
  if (a.status === AGREEMENT_STATUS.INACTIVE)
    return { valid: false, status_text: statusText, note: `Desactivado${since ? ` el ${since}` : ''}: la deuda no pagada volvió a la deuda ordinaria`, fields };
  if (a.status === AGREEMENT_STATUS.COMPLETED)
    return { valid: true, status_text: statusText, note: `Todas sus cuotas están pagadas${since ? ` (${since})` : ''}`, fields };
  return { valid: true, status_text: statusText, note: null, fields };
});

/** The agreement's code and the address its QR carries: the one issued on its first print, or a new one. */
export async function agreementVerification(ctx: AppContext, kind: AgreementKind, row: AgreementRow): Promise<IssuedDocument> {
  const url = (code: string) => `${ctx.cfg.PUBLIC_URL.replace(/\/$/, '')}/verificar/${code}`;
  const found = await ctx.db.issuedDocument.findFirst({
    where: { kind: 'agreement', record_id: row.id, summary: { path: ['check', 'kind'], equals: kind } },
    select: { code: true },
    orderBy: { id: 'asc' },
  });
  if (found) return { code: found.code, url: url(found.code) };
  return issueDocument(ctx.db, ctx.cfg.PUBLIC_URL, {
    kind: 'agreement',
    recordId: row.id,
    summary: {
      fields: [
        { label: 'Tipo', value: KIND_TEXT[kind] },
        { label: 'N° de convenio', value: row.number_format },
        { label: 'Contribuyente', value: row.user.full_name },
        { label: 'RIF', value: maskDocument(row.user.full_document) },
        { label: 'Inmueble', value: row.property.code },
        { label: 'Fecha', value: formatDate(dayOfInstant(new Date(row.created_at))) },
        { label: 'Cuotas', value: String(row.quantity_quotas) },
        { label: 'Total', value: formatUcd(ucd(row.total)) },
      ],
      check: { kind },
    },
  });
}
