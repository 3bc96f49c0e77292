// The notices a desk payment takes, in ONE statement (issue 30 item 2): the notices locked (FOR
// UPDATE, in id order), the property's statement of today their interest is computed from (DOMAIN
// "Notices": stored and frozen when the notice is billed, by the fines read that follows), and the
// ledger's oldest-first read. The property is
// locked before (cash-payer.ts), so no other debt-changing write of it runs between the lock and
// the statement's snapshot.
import { CASH_TYPE, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { rate, ucd } from '@aseo/shared/money';
import { Prisma } from '@aseo/db/client';
import type { OwnTx, Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import {
  heldByAgreementSql,
  interestChanges,
  statementRowsSql,
  oldestFirstSql,
  todayDay,
  type InterestChanges,
  type OldestFirstRead,
  type StatementLoad,
} from '../ledger/index.ts';
import { queryRows } from '../../lib/sql.ts';
import { check, type TakenItem } from './cash-item.ts';

type LockedNotice = {
  id: number;
  property_id: number;
  service_type_id: number;
  total: string;
  /** 'YYYY-MM-DD' */
  period: string;
  status: number;
  bill_id: number | null;
  agreed: boolean;
  fixed_rate: string | null;
};

const month = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/**
 * The desk's one read of its notices (sorted ids; `fineIds` the fines the bill names), for `day`:
 * the property's statement, the notices locked, the oldest-first read. The payment sends it ahead
 * with its lock when it knows the items (cash-payment.service.ts).
 */
export function noticesReadSql(propertyId: number, noticeIds: readonly number[], fineIds: readonly number[], day: string) {
  const locked = Prisma.sql`
      (SELECT coalesce(json_agg(x ORDER BY x.id), '[]') FROM (
         SELECT n.id, n.property_id, n.service_type_id, n.total::text AS total, n.period::text AS period, n.status, n.bill_id,
                ${Prisma.raw(heldByAgreementSql('notice_id', 'n.id'))} AS agreed,
                CASE WHEN n.use_conversion_local = 1 THEN n.conversion_petro::text END AS fixed_rate
         FROM notices n WHERE n.id = ANY(${noticeIds}::int[]) AND n.deleted_at IS NULL ORDER BY n.id FOR UPDATE) x) AS locked,
      ${oldestFirstSql(propertyId, noticeIds, fineIds)} AS "order"`;
  return statementRowsSql(propertyId, day, day, { extra: locked, ratesOn: [day] });
}

/**
 * Locks and reads the notices `noticeIds` (sorted) of a bill that also names the fines `fineIds` and
 * adds their lines to `taken`; answers the oldest-first read and their interest to store.
 */
export async function takeNotices(
  tx: Tx | OwnTx,
  propertyId: number,
  noticeIds: readonly number[],
  fineIds: readonly number[],
  exempt: boolean,
  taken: TakenItem[],
): Promise<{ order: OldestFirstRead; interest: InterestChanges }> {
  const day = todayDay();
  const [load] = await queryRows<StatementLoad & { locked: LockedNotice[]; order: OldestFirstRead }>(tx, noticesReadSql(propertyId, noticeIds, fineIds, day));
  const rows = load!.locked.map((n) => ({ ...n, period: new Date(`${n.period}T00:00:00Z`) }));
  check(rows, noticeIds, propertyId);
  if (rows.some((n) => n.agreed)) throw unprocessable(MSG.cash.itemInAgreement);
  // their interest as of today, to be stored (and frozen) by the fines read that follows (cash-items.ts)
  const interest = await interestChanges(
    tx,
    propertyId,
    rows.map((n) => n.id),
    { rows: load!, day },
  );
  for (const n of rows) {
    taken.push({
      // a notice whose rate staff fixed is charged at that rate, as the statement shows it (DOMAIN "Rates on lines")
      input: { kind: 'notice', id: n.id, fee: ucd(n.total), exempt, ...(n.fixed_rate ? { rate: rate(n.fixed_rate) } : {}) },
      type: 'Deuda',
      cash_type: CASH_TYPE.PAYMENTS,
      name: `${SERVICE_TYPE_LABELS[n.service_type_id as 1] ?? 'Servicio'} ${month(n.period)}`,
      ref: { notice_id: n.id },
      service_type_id: n.service_type_id,
      period: n.period,
    });
  }
  return { order: load!.order, interest };
}
