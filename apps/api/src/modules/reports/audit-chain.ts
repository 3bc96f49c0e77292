// The audit hash chain (DOMAIN "Reports"; ADR 024; docs/reports.md "Auditoría"). The migration
// reports_and_audit_chain holds the SQL: `audit_row_content(row)` (one canonical JSON array of the
// row's columns), `audit_hash(prev, content)` (sha256 hex of the previous hash and the content) and
// `audit_seal()` (seals every committed unsealed row in id order, one sealer at a time). Here:
//  - sealAuditChain: seals what is waiting (before every verification and every audit export);
//  - verifyAuditChain: seals, then walks every sealed row in chain_seq order in ONE statement (one
//    snapshot): each row's stored hash must equal audit_hash(the previous row's stored hash, its own
//    content), and its chain_seq must follow the previous one's by 1 (a deleted row leaves a gap).
//    The first row that fails is named; the head (last sealed row) is what the exports print.
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { Prisma } from '@aseo/db/client';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { AuditVerifyAnswer } from '@aseo/shared/contracts';
import type { Db } from '../../db.ts';
import { queryRows } from '../../lib/sql.ts';

/** Seals every committed row not yet in the chain; how many it sealed. */
export async function sealAuditChain(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, Prisma.sql`SELECT audit_seal() AS n`);
  return row?.n ?? 0;
}

type Walk = { checked: number; head_hash: string | null; head_seq: string | null; id: string | null; chain_seq: string | null; created_at: Date | null };

/** Seals, then checks the whole chain; names the first broken row. */
export async function verifyAuditChain(db: Db): Promise<AuditVerifyAnswer> {
  const sealed = await sealAuditChain(db);
  const [w] = await queryRows<Walk>(
    db,
    Prisma.sql`
    WITH c AS (
      SELECT a.id, a.chain_seq, a.created_at, a.hash,
             lag(a.hash) OVER w AS prev_hash, lag(a.chain_seq) OVER w AS prev_seq, audit_row_content(a) AS content
      FROM audit_logs a
      WHERE a.chain_seq IS NOT NULL
      WINDOW w AS (ORDER BY a.chain_seq)
    ),
    bad AS (
      SELECT id, chain_seq, created_at FROM c
      WHERE hash IS DISTINCT FROM audit_hash(prev_hash, content) OR chain_seq <> coalesce(prev_seq, 0) + 1
      ORDER BY chain_seq LIMIT 1
    ),
    head AS (SELECT hash, chain_seq FROM c ORDER BY chain_seq DESC LIMIT 1)
    SELECT (SELECT count(*) FROM c)::int AS checked, (SELECT hash FROM head) AS head_hash, (SELECT chain_seq::text FROM head) AS head_seq,
           bad.id::text AS id, bad.chain_seq::text AS chain_seq, bad.created_at
    FROM (SELECT 1) one LEFT JOIN bad ON TRUE`,
  );
  const walk = w!;
  const broken = walk.id ? { id: walk.id, chain_seq: walk.chain_seq!, created_at: walk.created_at!.toISOString() } : null;
  const message = broken
    ? fillMessage(MSG.reports.auditChainBroken, { id: broken.id, seq: broken.chain_seq, date: caracasDateTime(walk.created_at!) })
    : walk.checked
      ? fillMessage(MSG.reports.auditChainOk, { checked: walk.checked })
      : MSG.reports.auditChainEmpty;
  return { ok: !broken, checked: walk.checked, sealed, head_hash: walk.head_hash, head_seq: walk.head_seq, broken, message };
}

const CARACAS = new Intl.DateTimeFormat('es-VE', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'DD/MM/YYYY HH:mm' of an instant in the portal's time zone. */
export function caracasDateTime(at: Date): string {
  const p = Object.fromEntries(CARACAS.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
