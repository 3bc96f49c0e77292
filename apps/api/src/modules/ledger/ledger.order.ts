// Oldest month first (docs/cash.md "Oldest month first"): the rule of every desk — the new desk's
// 'Procesar', the old desk's 'Enviar Pago' and the taxpayer's own payment — kept here so that each
// bill-creating transaction asks the ledger the same question. A bill may take a month only when no
// earlier month of the same property is left behind: a month with a notice that is pending, in no
// live bill, in no active agreement and not in this bill. Months are compared, not notices, so the
// cleaning and disposal notices of one month may be billed apart. Fines and interest follow their
// notice: one attached to a payable notice is billed with that notice (the notice brings them), never
// alone. Loose fines (none, or a settled, notice), services and agreement quotas are no month.
// Called after the property lock, inside the transaction: it holds under concurrency.
import { dbDateToYmd, formatMonthYear } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import { freeOfBillsSql, heldByAgreementSql } from './ledger.sql.ts';

/** SQL: the notice `n` is still to be paid on its own — pending, in no live bill, in no active agreement. */
const PAYABLE = `n.deleted_at IS NULL AND ${freeOfBillsSql('n')} AND NOT ${heldByAgreementSql('notice_id', 'n.id')}`;

const monthText = (period: Date) => formatMonthYear(dbDateToYmd(period));

/**
 * Refuses (422, naming the earliest month left behind: 'Debe pagar primero el mes de febrero 2026: …')
 * a bill of the property that takes the notices `noticeIds` while an earlier month stays payable and
 * out of the bill; and (422 'La multa o los intereses del mes de … se pagan junto con ese mes') one
 * that takes a fine of `fineIds` whose notice is payable and not taken with it.
 */
export async function assertOldestFirst(tx: Tx, propertyId: number, noticeIds: readonly number[], fineIds: readonly number[] = []): Promise<void> {
  const notices = [...new Set(noticeIds)];
  if (fineIds.length) {
    const [orphan] = await tx.$queryRawUnsafe<{ period: Date }[]>(
      `SELECT n.period FROM fines f JOIN notices n ON n.id = f.notice_id
       WHERE f.id = ANY($1::int[]) AND n.property_id = $2 AND NOT (n.id = ANY($3::int[])) AND ${PAYABLE}
       ORDER BY n.period LIMIT 1`,
      [...new Set(fineIds)],
      propertyId,
      notices,
    );
    if (orphan) throw unprocessable(fillMessage(MSG.cash.fineWithItsMonth, { month: monthText(orphan.period) }));
  }
  if (!notices.length) return;
  const [earliest] = await tx.$queryRawUnsafe<{ period: Date }[]>(
    `SELECT n.period FROM notices n
     WHERE n.property_id = $1 AND ${PAYABLE} AND NOT (n.id = ANY($2::int[]))
       AND n.period < (SELECT max(s.period) FROM notices s WHERE s.id = ANY($2::int[]) AND s.property_id = $1)
     ORDER BY n.period LIMIT 1`,
    propertyId,
    notices,
  );
  if (earliest) {
    const message = fillMessage(MSG.cash.payEarlierMonth, { month: monthText(earliest.period) });
    throw unprocessable(message, { fields: { invoices: message } });
  }
}
