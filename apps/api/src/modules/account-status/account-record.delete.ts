// Soft deletion of debt from the Record de Cuenta: the rows stay with who deleted them, when and
// why (DOMAIN.md "Notices": a deleted fine keeps its reason and author; a deleted month is not
// generated again). Only what is still payable goes: pending, in no bill, in no active agreement.
// Notices and the fines deleted with them share the transaction's `now()`, so restoring a month
// ('Meses Pendientes') brings back exactly what went with it.
import type { Tx } from '../../db.ts';
import { freeOfBillsSql, heldByAgreementSql } from '../ledger/index.ts';

/** SQL: the row `alias` (a notice or a fine, by `column`) is in no active agreement. */
const freeOfAgreements = (alias: string, column: 'notice_id' | 'fine_id') => `NOT ${heldByAgreementSql(column, `${alias}.id`)}`;

/** SQL: the fine `f` is payable on its own and neither it nor its notice is in an active agreement. */
const FINE_FREE = `f.deleted_at IS NULL AND ${freeOfBillsSql('f')} AND ${freeOfAgreements('f', 'fine_id')}
  AND (f.notice_id IS NULL OR EXISTS (SELECT 1 FROM notices fn WHERE fn.id = f.notice_id AND ${freeOfAgreements('fn', 'notice_id')}))`;
const SET_DELETED = `deleted_at = now(), deleted_by = $1, delete_reason = $2, updated_at = now()`;

/**
 * Deletes fines: the listed ids, or every payable fine of one type of a property (those in an
 * active agreement stay). Answers the ids deleted.
 */
export async function softDeleteFines(tx: Tx, userId: number, reason: string, which: { ids: number[] } | { propertyId: number; type: number }) {
  if ('ids' in which && !which.ids.length) return [];
  const where =
    'ids' in which
      ? `f.deleted_at IS NULL AND ${freeOfBillsSql('f')} AND f.id = ANY($3::int[])`
      : `${FINE_FREE} AND f.property_id = $3 AND f.fine_type_id = $4`;
  const args = 'ids' in which ? [which.ids] : [which.propertyId, which.type];
  const rows = await tx.$queryRawUnsafe<{ id: number }[]>(`UPDATE fines f SET ${SET_DELETED} WHERE ${where} RETURNING f.id`, userId, reason, ...args);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Deletes payable debt of a property: one notice (`noticeId`) with its fines and interest, or
 * every payable notice and fine of the property (those in an active agreement stay).
 */
export async function softDeleteDebt(tx: Tx, userId: number, reason: string, which: { propertyId: number; noticeId?: number }) {
  const one = which.noticeId !== undefined;
  const notices = await tx.$queryRawUnsafe<{ id: number }[]>(
    `UPDATE notices n SET ${SET_DELETED}
     WHERE n.property_id = $3 AND n.deleted_at IS NULL AND ${freeOfBillsSql('n')}
       AND ${one ? 'n.id = $4' : freeOfAgreements('n', 'notice_id')}
     RETURNING n.id`,
    userId,
    reason,
    which.propertyId,
    ...(one ? [which.noticeId] : []),
  );
  const noticeIds = notices.map((n) => n.id);
  const fines = await tx.$queryRawUnsafe<{ id: number }[]>(
    `UPDATE fines f SET ${SET_DELETED}
     WHERE (f.deleted_at IS NULL AND ${freeOfBillsSql('f')} AND f.notice_id = ANY($3::int[]))
       ${one ? '' : `OR (${FINE_FREE} AND f.property_id = $4)`}
     RETURNING f.id`,
    userId,
    reason,
    noticeIds,
    ...(one ? [] : [which.propertyId]),
  );
  return { notices: noticeIds.sort((a, b) => a - b), fines: fines.map((f) => f.id).sort((a, b) => a - b) };
}
