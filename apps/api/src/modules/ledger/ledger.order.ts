// Oldest month first (docs/cash.md "Oldest month first"): the rule of every desk — the new desk's
// 'Procesar', the old desk's 'Enviar Pago' and the taxpayer's own payment — kept here so that each
// bill-creating transaction asks the ledger the same question. A bill may take a month only when no
// earlier month of the same property is left behind: a month with a notice that is pending, in no
// live bill, in no active agreement and not in this bill. Months are compared, not notices, so the
// cleaning and disposal notices of one month may be billed apart. Fines and interest follow their
// notice: one attached to a payable notice is billed with that notice (the notice brings them), never
// alone. Loose fines (none, or a settled, notice), services and agreement quotas are no month.
// Called after the property lock, inside the transaction: it holds under concurrency.
import { Prisma } from '@aseo/db/client';
import { formatMonthYear } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { freeOfBillsSql, heldByAgreementSql } from './ledger.sql.ts';

/** SQL: the notice `n` is still to be paid on its own — pending, in no live bill, in no active agreement. */
const PAYABLE = `n.deleted_at IS NULL AND ${freeOfBillsSql('n')} AND NOT ${heldByAgreementSql('notice_id', 'n.id')}`;

/** The oldest-first read: the month of a fine taken without its payable notice, and the earliest month left behind ('YYYY-MM-DD', or null). */
export type OldestFirstRead = { orphan: string | null; earliest: string | null };

/**
 * The oldest-first read as ONE json column of a statement (the desk reads it with its notices locked);
 * `assertOldestFirstOf` refuses from it. A bill of the property takes the notices `noticeIds` and the
 * fines `fineIds`.
 */
export function oldestFirstSql(propertyId: number, noticeIds: readonly number[], fineIds: readonly number[]) {
  const notices = [...new Set(noticeIds)];
  const fines = [...new Set(fineIds)];
  const orphan = fines.length
    ? Prisma.sql`(SELECT n.period::text FROM fines f JOIN notices n ON n.id = f.notice_id
       WHERE f.id = ANY(${fines}::int[]) AND n.property_id = ${propertyId}::int AND NOT (n.id = ANY(${notices}::int[])) AND ${Prisma.raw(PAYABLE)}
       ORDER BY n.period LIMIT 1)`
    : Prisma.sql`NULL::text`;
  const earliest = notices.length
    ? Prisma.sql`(SELECT n.period::text FROM notices n
       WHERE n.property_id = ${propertyId}::int AND ${Prisma.raw(PAYABLE)} AND NOT (n.id = ANY(${notices}::int[]))
         AND n.period < (SELECT max(s.period) FROM notices s WHERE s.id = ANY(${notices}::int[]) AND s.property_id = ${propertyId}::int)
       ORDER BY n.period LIMIT 1)`
    : Prisma.sql`NULL::text`;
  return Prisma.sql`json_build_object('orphan', ${orphan}, 'earliest', ${earliest})`;
}

/**
 * Refuses (422, naming the earliest month left behind: 'Debe pagar primero el mes de febrero 2026: …')
 * a bill of the property that takes the notices `noticeIds` while an earlier month stays payable and
 * out of the bill; and (422 'La multa o los intereses del mes de … se pagan junto con ese mes') one
 * that takes a fine of `fineIds` whose notice is payable and not taken with it.
 */
export async function assertOldestFirst(tx: Tx, propertyId: number, noticeIds: readonly number[], fineIds: readonly number[] = []): Promise<void> {
  if (!fineIds.length && !noticeIds.length) return;
  const [row] = await tx.$queryRaw<{ read: OldestFirstRead }[]>`SELECT ${oldestFirstSql(propertyId, noticeIds, fineIds)} AS read`;
  assertOldestFirstOf(row!.read);
}

/** The refusal of an oldest-first read, if any (the fine's first, as assertOldestFirst asks it first). */
export function assertOldestFirstOf(read: OldestFirstRead) {
  if (read.orphan) throw unprocessable(fillMessage(MSG.cash.fineWithItsMonth, { month: formatMonthYear(read.orphan) }));
  if (read.earliest) {
    const message = fillMessage(MSG.cash.payEarlierMonth, { month: formatMonthYear(read.earliest) });
    throw unprocessable(message, { fields: { invoices: message } });
  }
}
