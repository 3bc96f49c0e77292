// The rows of both agreement kinds as the lists, the exports and the detail show them (docs/agreements.md):
// one SQL per kind with its quotas summed in the same statement (paid = in an ACCEPTED bill), the
// "en mora" flag derived from the quotas (DOMAIN "Default"), and Bs at today's rate for an ACTIVE
// agreement, at the stored rate otherwise.
import { AGREEMENT_STATUS, AGREEMENT_STATUS_LABELS, AGREEMENT_TYPE_LABELS, LEVELS } from '@aseo/shared/constants';
import type { AgreementKind, AgreementRow, CallInput, agreementsCalls } from '@aseo/shared/contracts';
import { documentLabel, fullName } from '@aseo/shared/format';
import { rate, toWire, ucd, ucdToBs } from '@aseo/shared/money';
import { addDays } from '@aseo/shared/billing';
import { Prisma } from '@aseo/db/client';
import { portalMidnight } from '../../lib/portal-time.ts';
import { personSearchSql } from '../../lib/search.ts';
import { quotaPaidSql } from '../ledger/index.ts';

export type Filters = CallInput<typeof agreementsCalls.list>;

/** Where each kind keeps what the row needs. */
export const KIND = {
  agreement: {
    table: 'agreements',
    quotas: 'agreement_quotas',
    fk: 'agreement_id',
    amount: 'amount',
    number: 'a.number::text',
    type: 'a.type',
    quotaAmount: 'a.quota_amount::text',
    record: 'a.record_number',
    expiration: 'a.expiration_date',
    since: 'a.since',
    until: 'a.until',
  },
  convention: {
    table: 'conventions',
    quotas: 'convention_quotas',
    fk: 'convention_id',
    amount: 'total',
    number: 'a.number',
    type: 'NULL::int',
    quotaAmount: 'NULL::text',
    record: 'NULL::text',
    expiration: '(SELECT max(e.date) FROM convention_quotas e WHERE e.convention_id = a.id)',
    since: `(SELECT min(n.period) FROM convention_quota_items ci JOIN convention_quotas cq ON cq.id = ci.quota_id JOIN notices n ON n.id = ci.notice_id WHERE cq.convention_id = a.id)`,
    until: `(SELECT max(n.period) FROM convention_quota_items ci JOIN convention_quotas cq ON cq.id = ci.quota_id JOIN notices n ON n.id = ci.notice_id WHERE cq.convention_id = a.id)`,
  },
} as const;

export type Raw = {
  id: number;
  number: string;
  record_number: string | null;
  type: number | null;
  status: number;
  created_at: Date;
  total: string;
  quota_amount: string | null;
  expiration_date: Date;
  since: Date | null;
  until: Date | null;
  conversion_petro: string;
  file: boolean;
  crypt: string;
  property_id: number;
  code: string;
  user_id: number;
  username: string;
  name: string;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
  quotas: number;
  paid: number;
  to_pay: string;
  next_date: Date | null;
  overdue: number;
  /** UCD of the overdue quotas (in no bill, date before today) */
  overdue_amount: string;
  oldest_overdue: Date | null;
};

/**
 * The SELECT of one kind. `$today` is the portal's day (YYYY-MM-DD): a quota is overdue when it is in
 * no bill and its date is before today (a quota in a bill waiting for reconciliation is not overdue).
 */
export function selectSql(kind: AgreementKind, today: string) {
  const k = KIND[kind];
  return Prisma.sql`SELECT a.id, ${Prisma.raw(k.number)} AS number, ${Prisma.raw(k.record)} AS record_number, ${Prisma.raw(k.type)} AS type,
      a.status, a.created_at, a.total::text, ${Prisma.raw(k.quotaAmount)} AS quota_amount, ${Prisma.raw(k.expiration)} AS expiration_date,
      ${Prisma.raw(k.since)} AS since, ${Prisma.raw(k.until)} AS until, a.conversion_petro::text, a.file IS NOT NULL AS file, a.crypt,
      p.id AS property_id, p.code, u.id AS user_id, u.username, u.name, u.lastname, u.business_name, u.document_type_id, u.document,
      s.quotas, s.paid, s.to_pay, s.next_date, s.overdue, s.overdue_amount, s.oldest_overdue
    FROM ${Prisma.raw(k.table)} a JOIN properties p ON p.id = a.property_id JOIN users u ON u.id = a.user_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS quotas, count(*) FILTER (WHERE q.paid)::int AS paid,
             coalesce(sum(q.amount) FILTER (WHERE NOT q.paid), 0)::text AS to_pay,
             min(q.date) FILTER (WHERE q.free) AS next_date,
             count(*) FILTER (WHERE q.free AND q.date < ${today}::date)::int AS overdue,
             coalesce(sum(q.amount) FILTER (WHERE q.free AND q.date < ${today}::date), 0)::text AS overdue_amount,
             min(q.date) FILTER (WHERE q.free AND q.date < ${today}::date) AS oldest_overdue
      FROM (SELECT q.date, q.${Prisma.raw(k.amount)} AS amount, ${Prisma.raw(quotaPaidSql('q'))} AS paid, (q.status = 1 AND q.bill_id IS NULL) AS free
            FROM ${Prisma.raw(k.quotas)} q WHERE q.${Prisma.raw(k.fk)} = a.id) q) s`;
}

/** The list filters as SQL: search (taxpayer code, correlative, taxpayer name, document or user), dates, status, owner, property. */
export function whereSql(kind: AgreementKind, f: Filters, ownerId: number | null) {
  const c = [Prisma.sql`TRUE`];
  if (ownerId) c.push(Prisma.sql`a.user_id = ${ownerId}`);
  if (f.user_id && !ownerId) c.push(Prisma.sql`a.user_id = ${f.user_id}`);
  if (f.property_id) c.push(Prisma.sql`a.property_id = ${f.property_id}`);
  if (f.status !== undefined) c.push(Prisma.sql`a.status = ${f.status}`);
  if (f.since) c.push(Prisma.sql`a.created_at >= ${portalMidnight(f.since)}`);
  if (f.until) c.push(Prisma.sql`a.created_at < ${portalMidnight(addDays(f.until, 1))}`);
  const s = f.search?.trim();
  if (s) {
    // every arm can use an index: the property's code, the correlative (an old agreement's number when
    // the text is digits; a convention's typed correlative without regard to case), the taxpayer
    const arms = [Prisma.sql`a.property_id = ANY (ARRAY(SELECT p2.id FROM properties p2 WHERE p2.code = ${s.toUpperCase()}))`];
    if (kind === 'convention') arms.push(Prisma.sql`lower(a.number) = lower(${s})`);
    else if (/^\d{1,9}$/.test(s)) arms.push(Prisma.sql`a.number = ${Number(s)}`);
    if (!ownerId)
      arms.push(
        Prisma.sql`a.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.level_id = ${LEVELS.CLIENT} AND (${personSearchSql(s)} OR u.business_name ILIKE ('%' || ${s} || '%'))))`,
      );
    c.push(Prisma.sql`(${Prisma.join(arms, ' OR ')})`);
  }
  return Prisma.join(c, ' AND ');
}

/**
 * "En mora" in SQL over the columns of `selectSql` (alias `x`): the same rule as `toRow` (DOMAIN
 * "Default"), for a query that filters or counts by it (the agreements report).
 */
export function enMoraSql(x: string, today: string, graceDays: number) {
  const c = (col: string) => Prisma.raw(`${x}.${col}`);
  return Prisma.sql`(${c('status')} = ${AGREEMENT_STATUS.ACTIVE} AND (${c('overdue')} >= 2 OR (${c('oldest_overdue')} IS NOT NULL AND ${c('oldest_overdue')} + ${graceDays}::int < ${today}::date)))`;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** Days of grace before an unpaid quota puts the agreement in default (AGREEMENT_GRACE_DAYS). */
export function toRow(kind: AgreementKind, r: Raw, rateNow: string | null, today: string, graceDays: number): AgreementRow {
  const active = r.status === AGREEMENT_STATUS.ACTIVE;
  const used = active && rateNow ? rateNow : r.conversion_petro;
  const bsOf = (u: string) => toWire(ucdToBs(ucd(u), rate(used)));
  const oldest = day(r.oldest_overdue);
  const enMora = active && (r.overdue >= 2 || (oldest !== null && addDays(oldest, graceDays) < today));
  return {
    kind,
    id: r.id,
    number: r.number,
    number_format: kind === 'agreement' ? r.number.padStart(6, '0') : r.number,
    record_number: r.record_number,
    type: r.type,
    type_text: r.type ? (AGREEMENT_TYPE_LABELS[r.type as keyof typeof AGREEMENT_TYPE_LABELS] ?? null) : null,
    status: r.status,
    status_text: AGREEMENT_STATUS_LABELS[r.status as keyof typeof AGREEMENT_STATUS_LABELS] ?? String(r.status),
    en_mora: enMora,
    created_at: r.created_at.toISOString(),
    since: day(r.since),
    until: day(r.until),
    quantity_quotas: r.quotas,
    total: toWire(ucd(r.total)),
    total_bs: bsOf(r.total),
    quota_amount: r.quota_amount === null ? null : toWire(ucd(r.quota_amount)),
    bills_count: r.paid,
    to_pay: toWire(ucd(r.to_pay)),
    to_pay_bs: bsOf(r.to_pay),
    expiration_date: day(r.expiration_date) ?? '',
    new_expiration_date: day(r.next_date),
    conversion_petro: toWire(rate(used)),
    file: r.file,
    crypt: r.crypt,
    property: { id: r.property_id, code: r.code },
    user: {
      id: r.user_id,
      username: r.username,
      full_name: r.business_name?.trim() || fullName(r.name, r.lastname),
      full_document: documentLabel(r.document_type_id, r.document),
    },
  };
}
