// Agreements as the ledger sees them (DOMAIN "Agreements (payment plans)", docs/agreements.md): an
// agreement of either kind holds its items (agreement_holds, one row per item, unique per item), its
// quotas are paid like any line, and it is COMPLETED when every quota is in an ACCEPTED bill — at the
// desk when the cash is taken, or when staff reconcile the bill. Annulling or rejecting a bill that
// completed one makes it ACTIVE again. Every change of status leaves a row with its author and bill.
import { AGREEMENT_STATUS, BILL_STATUS } from '@aseo/shared/constants';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';

/** The quota tables of the two kinds and their parents. */
const KINDS = [
  { quotas: 'agreement_quotas', parent: 'agreements', fk: 'agreement_id', line: 'agreement_quota_id' },
  { quotas: 'convention_quotas', parent: 'conventions', fk: 'convention_id', line: 'convention_quota_id' },
] as const;

/** SQL: quota `q` is in an ACCEPTED bill (money received). */
export const quotaPaidSql = (q: string) => `EXISTS (SELECT 1 FROM bills qb WHERE qb.id = ${q}.bill_id AND qb.status = ${BILL_STATUS.ACCEPTED})`;

/**
 * Completes every ACTIVE agreement (either kind) with a quota in bill `billId` whose quotas are all in
 * ACCEPTED bills. Call it inside the transaction that made the bill ACCEPTED.
 */
export async function completeAgreementsOf(tx: Tx, billId: number, userId: number | null) {
  // both kinds in one statement (one round trip): a data-modifying CTE per kind
  const parts = KINDS.map(
    (k) => `done_${k.parent} AS (
         UPDATE ${k.parent} a SET status = ${AGREEMENT_STATUS.COMPLETED}, updated_at = now()
         WHERE a.status = ${AGREEMENT_STATUS.ACTIVE}
           AND a.id IN (SELECT q.${k.fk} FROM ${k.quotas} q WHERE q.bill_id = $1)
           AND NOT EXISTS (SELECT 1 FROM ${k.quotas} q WHERE q.${k.fk} = a.id AND NOT ${quotaPaidSql('q')})
         RETURNING a.id),
       logged_${k.parent} AS (
         INSERT INTO agreement_status_changes (${k.fk}, from_status, to_status, user_id, bill_id)
         SELECT id, ${AGREEMENT_STATUS.ACTIVE}, ${AGREEMENT_STATUS.COMPLETED}, $2, $1 FROM done_${k.parent} RETURNING 1)`,
  );
  await tx.$executeRawUnsafe(`WITH ${parts.join(',\n')}\n SELECT 1`, billId, userId);
}

/** A bill released (rejected or annulled) gives its quotas back: an agreement it had completed is ACTIVE again. */
export async function reopenAgreementsOf(tx: Tx, billId: number, userId: number | null) {
  const parts = KINDS.map(
    (k) => `back_${k.parent} AS (
         UPDATE ${k.parent} a SET status = ${AGREEMENT_STATUS.ACTIVE}, updated_at = now()
         WHERE a.status = ${AGREEMENT_STATUS.COMPLETED}
           AND a.id IN (SELECT q.${k.fk} FROM ${k.quotas} q JOIN bill_lines l ON l.${k.line} = q.id WHERE l.bill_id = $1)
         RETURNING a.id),
       logged_${k.parent} AS (
         INSERT INTO agreement_status_changes (${k.fk}, from_status, to_status, user_id, bill_id)
         SELECT id, ${AGREEMENT_STATUS.COMPLETED}, ${AGREEMENT_STATUS.ACTIVE}, $2, $1 FROM back_${k.parent} RETURNING 1)`,
  );
  await tx.$executeRawUnsafe(`WITH ${parts.join(',\n')}\n SELECT 1`, billId, userId);
}

/** Quotas are paid in order: refuses quota ids of an agreement while an earlier quota of it is still free and not among them. */
export async function assertQuotasInOrder(tx: Tx, kind: 'agreement' | 'convention', quotaIds: readonly number[]) {
  if (!quotaIds.length) return;
  const k = KINDS[kind === 'agreement' ? 0 : 1];
  const [skipped] = await tx.$queryRawUnsafe<{ position: number }[]>(
    `SELECT e.position FROM ${k.quotas} q JOIN ${k.quotas} e ON e.${k.fk} = q.${k.fk} AND e.position < q.position
     WHERE q.id = ANY($1::int[]) AND e.status = 1 AND e.bill_id IS NULL AND NOT (e.id = ANY($1::int[])) ORDER BY e.position LIMIT 1`,
    quotaIds,
  );
  if (skipped) throw unprocessable(fillMessage(MSG.cash.quotasInOrder, { position: skipped.position }));
}
