// The statement of one property as the ledger reads it (DOMAIN "Notices", "Certificates"): the rows
// it is computed from in ONE statement, the portal's today, the statement and debt as of today (the
// interest stored into its rows: ledger.interest.ts). Account status prints and lists it; the desks, the certificate and
// the statement mail read it from here.
import { statementInput, statementOf, type FineRow, type GlobalValueRow, type NoticeRow } from '@aseo/shared/billing';
import { dayOfInstant } from '@aseo/shared/billing';
import { NOTICE_STATUS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { add } from '@aseo/shared/money';
import { Prisma } from '@aseo/db/client';
import type { Db, OwnTx, Tx } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { isoUtc } from '../users/index.ts';
import { agreementDebt, unreceivedDebt } from './ledger.debt.ts';
import { valueNowSql } from './ledger.sql.ts';
import { prepared } from '../../lib/prepared.ts';
import { portalDay } from '../../lib/portal-time.ts';

/** The portal's today (America/Caracas). */
export const todayDay = () => dayOfInstant(new Date());

/** The value of a global key in force now, as numeric text. */
const currentValue = (key: string) => Prisma.sql`${valueNowSql(key)}::text`;

/** The property data of the statement modal, with its owner. */
export type StatementPropertyRow = {
  id: number;
  code: string;
  user_id: number;
  property_type_id: number;
  property_use_id: number;
  size: string;
  activity_code: string;
  activity_name: string;
  tax_free: number;
  name: string | null;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
  email: string | null;
  phone_code: string | null;
  phone: string | null;
};

export type StatementLoad = {
  property: StatementPropertyRow | null;
  notices: NoticeRow[];
  fines: FineRow[];
  conversion_petro: GlobalValueRow[];
  bankInterest: GlobalValueRow[];
  dolar: string | null;
};

/** The entries of a global value's history as JSON, from `global_values` rows named `g`, in order. */
const HISTORY_ENTRIES = Prisma.sql`json_agg(json_build_object('valid_from', ${isoUtc('g.valid_from')}, 'amount', trim_scale(g.amount)::text) ORDER BY g.valid_from, g.id)`;
export const historySql = (key: string) => Prisma.sql`coalesce((SELECT ${HISTORY_ENTRIES} FROM global_values g WHERE g.key = ${key}), '[]')`;
const RATE_HISTORY = historySql('conversion_petro');
/**
 * Of the UCD rate's history, the entries in force on `days` (statementOf of one day reads the rate in
 * force that day: the newest entry of that portal day or before, the last saved among those of one
 * instant), as a history of those entries in order: a portal that saves the day's rate every day has
 * hundreds of entries a year, and the desk reads its statement on every payment.
 */
export const rateInForceSql = (days: readonly string[]) =>
  Prisma.sql`coalesce((SELECT ${HISTORY_ENTRIES}
                       FROM (SELECT DISTINCT r.id, r.valid_from, r.amount FROM unnest(${days}::date[]) AS d(day)
                             CROSS JOIN LATERAL (SELECT r.id, r.valid_from, r.amount FROM global_values r
                                                 WHERE r.key = 'conversion_petro' AND ${Prisma.raw(portalDay('r.valid_from'))} <= d.day
                                                 ORDER BY r.valid_from DESC, r.id DESC LIMIT 1) r) g), '[]')`;
const INTEREST_HISTORY = historySql('bankInterest');
const DOLAR_NOW = currentValue('conversion_dolar');

/** The portal's day an item was taken into an agreement (ADR 016: its Caracas day, not its UTC one). */
const HELD_DAY = portalDay('h.created_at');
// the statement's fixed pieces, built once (a statement is read on every desk payment)
const HELD_DAY_SQL = Prisma.raw(HELD_DAY);
const NOTICE_SETTLED_AT = isoUtc('nb.created_at');
const FINE_CREATED_AT = isoUtc('f.created_at');
const FINE_SETTLED_AT = isoUtc('fb.created_at');
const FINE_DELETED_AT = isoUtc('f.deleted_at');
const FINE_FROZEN_AT = isoUtc('f.frozen_at');

/** The statement's notices of the property `id` (an SQL expression) as JSON: see loadStatementRows. */
export const noticesJsonSql = (id: Prisma.Sql | number, asOf: string, upTo: string) => Prisma.sql`
      coalesce((SELECT json_agg(json_build_object('id', n.id, 'service_type_id', n.service_type_id, 'period', n.period::text,
                  'total', n.total::text, 'iva', n.iva::text, 'exempt', n.exempt::text, 'total_with_iva', n.total_with_iva::text,
                  'iva_percentage', n.iva_percentage::text, 'conversion_petro', n.conversion_petro::text,
                  'use_conversion_local', n.use_conversion_local, 'status', n.status,
                  'settled_at', CASE WHEN n.status = ${NOTICE_STATUS.PROCESSED} THEN ${NOTICE_SETTLED_AT} END) ORDER BY n.period, n.id)
                FROM notices n LEFT JOIN bills nb ON nb.id = n.bill_id
                WHERE n.property_id = ${id} AND n.period <= ${upTo}::date AND n.deleted_at IS NULL
                  AND (n.status = ${NOTICE_STATUS.PENDING} OR nb.created_at >= ${asOf}::date)
                  AND NOT EXISTS (SELECT 1 FROM agreement_holds h WHERE h.notice_id = n.id AND ${HELD_DAY_SQL} <= ${asOf}::date)), '[]')`;

/**
 * The statement's fines of the property `id` (an SQL expression) as JSON: see loadStatementRows. A
 * fine settled before `asOf` whose notice was settled before it too (or that has none) is left out:
 * statementOf would not show it on `asOf` (pendingOn), and a property's history would otherwise be
 * read in full on every statement.
 */
export const finesJsonSql = (id: Prisma.Sql | number, asOf: string, upTo: string) => Prisma.sql`
      coalesce((SELECT json_agg(json_build_object('id', f.id, 'notice_id', f.notice_id, 'fine_type_id', f.fine_type_id, 'amount', f.amount::text,
                  'created_at', ${FINE_CREATED_AT}, 'status', f.status,
                  'settled_at', CASE WHEN f.status = ${NOTICE_STATUS.PROCESSED} THEN ${FINE_SETTLED_AT} END,
                  'deleted_at', ${FINE_DELETED_AT}, 'frozen_at', ${FINE_FROZEN_AT}) ORDER BY f.id)
                FROM fines f LEFT JOIN bills fb ON fb.id = f.bill_id
                WHERE f.property_id = ${id} AND f.created_at < ${upTo}::date + 2
                  AND (f.status = ${NOTICE_STATUS.PENDING} OR fb.created_at >= ${asOf}::date
                       OR EXISTS (SELECT 1 FROM notices fn LEFT JOIN bills fnb ON fnb.id = fn.bill_id
                                  WHERE fn.id = f.notice_id AND (fn.status = ${NOTICE_STATUS.PENDING} OR fnb.created_at >= ${asOf}::date)))
                  AND NOT EXISTS (SELECT 1 FROM agreement_holds h WHERE h.fine_id = f.id AND ${HELD_DAY_SQL} <= ${upTo}::date)), '[]')`;

/** More columns of the caller's, read in the same statement (the desk: its notices locked, the oldest-first read); the days whose rate in force is read instead of the rate's history. */
export type StatementRead = { extra?: Prisma.Sql; ratesOn?: readonly string[] };

/**
 * Everything one property's statement needs, in ONE statement: the property and its owner; its
 * notices (not deleted by staff) of months up to `upTo` that are pending now or were settled (their bill made) on or after
 * `asOf`; its fines created by `upTo` (deleted and settled ones too: a past day still sees them);
 * the full rate and bankInterest histories — or, with `ratesOn`, of the rate only its entries in force
 * on those days: all that `statementOf(…, day)` reads of it for each of them (ADR 033).
 * Day bounds are generous (UTC vs Caracas): `statementOf` decides what was pending on the day.
 */
export async function loadStatementRows<E extends object = object>(
  db: Db | Tx | OwnTx,
  propertyId: number,
  asOf: string,
  upTo: string,
  read: StatementRead = {},
): Promise<StatementLoad & E> {
  const [row] = await queryRows<StatementLoad & E>(db, statementRowsSql(propertyId, asOf, upTo, read));
  return row!;
}

/** loadStatementRows' statement, for a caller that sends it ahead (the desk, lib/sql.ts queryAhead). */
export function statementRowsSql(propertyId: number, asOf: string, upTo: string, { extra, ratesOn }: StatementRead = {}) {
  return prepared(Prisma.sql`
    SELECT
      (SELECT json_build_object('id', p.id, 'code', p.code, 'user_id', p.user_id, 'property_type_id', p.property_type_id,
                'property_use_id', p.property_use_id, 'size', p.size::text, 'activity_code', a.code, 'activity_name', a.name, 'tax_free', a.tax_free,
                'name', u.name, 'lastname', u.lastname, 'business_name', u.business_name, 'document_type_id', u.document_type_id,
                'document', u.document, 'email', u.email, 'phone_code', u.phone_code, 'phone', u.phone)
       FROM properties p JOIN users u ON u.id = p.user_id JOIN economic_activities a ON a.id = p.economic_activity_id
       WHERE p.id = ${propertyId} AND p.deleted_at IS NULL) AS property,
      ${noticesJsonSql(propertyId, asOf, upTo)} AS notices,
      ${finesJsonSql(propertyId, asOf, upTo)} AS fines,
      ${ratesOn ? rateInForceSql(ratesOn) : RATE_HISTORY} AS conversion_petro,
      ${INTEREST_HISTORY} AS "bankInterest",
      ${DOLAR_NOW} AS dolar${extra ? Prisma.sql`, ${extra}` : Prisma.empty}`);
}

/** What a property owes today on its statement (fees, VAT, fines, interest), read in the caller's transaction. */
export async function debtToday(db: Db | Tx, propertyId: number) {
  const day = todayDay();
  const rows = await loadStatementRows(db, propertyId, day, day, { ratesOn: [day] });
  if (!rows.property) throw notFound(MSG.server.notFound);
  return statementOf(statementInput(rows), day).totals.total_debt_fines;
}

/**
 * Debt as DOMAIN "Certificates" defines it: what is pending on the statement, plus what sits in bills
 * whose money is not received yet ('en conciliación'; `reconciling`), plus the quotas of its active
 * agreements in no bill yet (`agreements`), all in UCD.
 */
export async function debtOf(db: Db | Tx, propertyId: number) {
  const pending = await debtToday(db, propertyId);
  const reconciling = (await unreceivedDebt(db, propertyId)).ucd;
  const agreements = (await agreementDebt(db, propertyId)).ucd;
  return { debt: add(add(pending, reconciling), agreements), reconciling, agreements };
}

/** A property's statement as of today (no session: the caller checked access). */
export async function statementToday(db: Db | Tx, propertyId: number) {
  const day = todayDay();
  const rows = await loadStatementRows(db, propertyId, day, day, { ratesOn: [day] });
  if (!rows.property) throw notFound(MSG.server.notFound);
  return { property: rows.property, statement: statementOf(statementInput(rows), day) };
}
