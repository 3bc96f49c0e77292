// The account statement as an issued document (docs/documents.md): what its verification page
// states (property, taxpayer with a masked document, day, totals) and its check — it stands while
// the property's payable debt is the one it listed (the same notices and fines, same amounts; the
// interest keeps running, which the page notes), otherwise it says the statement changed.
import { formatBs, formatDate, formatUcd, documentLabel, taxpayerName } from '@aseo/shared/format';
import type { Statement } from '@aseo/shared/billing';
import { MSG } from '@aseo/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db.ts';
import { issueDocument, maskDocument, registerDocumentCheck, type DocumentSummary } from '../documents/index.ts';
import type { StatementLoad } from '../ledger/index.ts';

const D = MSG.documents;

/** A fingerprint of what the property owes now: its pending notices and fines (type 1) with their amounts. */
async function debtFingerprint(db: Db, propertyId: number): Promise<string> {
  const [row] = await db.$queryRaw<{ f: string }[]>`
    SELECT md5(coalesce(string_agg(x, ',' ORDER BY x), '')) AS f FROM (
      SELECT 'n' || n.id || ':' || n.total_with_iva::text FROM notices n WHERE n.property_id = ${propertyId} AND n.status = 1 AND n.deleted_at IS NULL
      UNION ALL
      SELECT 'f' || f.id || ':' || f.amount::text FROM fines f WHERE f.property_id = ${propertyId} AND f.status = 1 AND f.deleted_at IS NULL AND f.fine_type_id = 1
    ) s(x)`;
  return row!.f;
}

registerDocumentCheck('statement', async (db, propertyId, summary) => {
  const same = summary.check?.fingerprint === (await debtFingerprint(db, propertyId));
  return same ? { valid: true, status_text: D.valid, note: D.statementNote } : { valid: false, status_text: D.changed, note: D.statementChanged };
});

/** Records a statement about to be printed; answers the code and URL its QR carries. */
export async function issueStatement(ctx: AppContext, property: NonNullable<StatementLoad['property']>, s: Statement) {
  const owner = taxpayerName(property);
  const summary: DocumentSummary = {
    fields: [
      { label: 'Inmueble', value: property.code },
      { label: 'Contribuyente', value: owner },
      { label: 'RIF', value: maskDocument(documentLabel(property.document_type_id, property.document)) },
      { label: 'Al día', value: formatDate(s.as_of) },
      { label: 'Meses pendientes', value: String(s.pending_months) },
      { label: 'Deuda total', value: `${formatUcd(s.totals.total_debt_fines)} / ${formatBs(s.totals_bs.total_debt_fines)}` },
    ],
    check: { fingerprint: await debtFingerprint(ctx.db, property.id) },
  };
  return issueDocument(ctx.db, ctx.cfg.PUBLIC_URL, { kind: 'statement', recordId: property.id, summary });
}
