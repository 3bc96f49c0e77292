// The desk payment's writes in two statements (issue 30 item 2, docs/performance.md "Profile of one
// payment"). Everything is checked and composed before them; they only store it.
//   1. writeBill — ONE data-modifying statement: the bill without its numbers and not yet issued
//      (issued_at NULL: not counted by collection_days, ADR 025), its lines, the items marked taken,
//      the notices' interest stored and frozen (DOMAIN "Notices": a live interest row at today's
//      amount, a missing one inserted, its line taking the new row's id), its vouchers with their bank references, the owner's print crypt on first use, and the lock of
//      the property's balance row. Its vouchers can share the bill's statement because the bill does
//      not count yet: the collection_days triggers of a counted bill and of its vouchers inserted by
//      one statement would each see the other and count the vouchers twice.
//   2. numberBill — ONE statement, the last, written together with the COMMIT (ADR 029): the
//      receipt / proforma / invoice numbers (nextCounters' upsert, in its fixed order), the bill
//      numbered and, when its money is received, issued (its collection_days trigger then counts it
//      with its vouchers, once), the audit row (as writeAudit writes it: unsealed, audit_seal()
//      chains it later), the balance row (locked by statement 1) recomputed from a snapshot taken
//      after that lock, and the call's idempotency answer with the numbers in it. The invoice
//      counter and the day's collection_days row, which every accepted payment of the portal
//      updates, are held for this statement and its COMMIT only (ADR 028).
import { Prisma } from '@aseo/db/client';
import { FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';
import type { OwnTx, Tx } from '../../db.ts';
import { auditData, type AuditFacts } from '../../lib/audit.ts';
import { countersSql, newCrypt, refreshBalances, sqlRunner, UPDATE_BALANCES_SQL, type CounterKind } from '../billing/index.ts';
import { vouchersSql, type VoucherRow } from '../ledger/index.ts';
import type { ItemRef } from './cash-items.ts';
import { prepared } from '../../lib/prepared.ts';
import { lastRows, lastStatements, queryRows } from '../../lib/sql.ts';

/** The bill's columns besides its numbers and stamps (billRow and the caller's), as JSON-able values. */
export type BillColumns = Record<string, string | number | boolean | null>;
/** One line's columns (billRow's lines), in the bill's order. */
export type LineColumns = Record<string, string | number>;

const LINE_COLUMNS = [
  'type',
  'cash_type',
  'name',
  'notice_id',
  'fine_id',
  'service_id',
  'convention_quota_id',
  'agreement_quota_id',
  'amount',
  'amount_bs',
  'discount',
  'discount_bs',
  'exempt',
  'iva',
  'iva_bs',
  'total',
  'total_bs',
  'conversion_petro',
] as const;

/** The item tables a bill takes, by kind, but its fines (`fines`): notices are stamped. */
const MARKS: Record<Exclude<ItemRef['type'], 'Multa'>, { table: string; stamped: boolean }> = {
  Deuda: { table: 'notices', stamped: true },
  Servicio: { table: 'services', stamped: false },
  Cuota: { table: 'convention_quotas', stamped: false },
  Acuerdo: { table: 'agreement_quotas', stamped: false },
};

const ident = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`column ${name}`);
  return Prisma.raw(`"${name}"`);
};

/** The bill's column list and the same columns read from the JSON record `r`, built once per list of columns. */
const billColumns = new Map<string, [Prisma.Sql, Prisma.Sql]>();
function billColumnsSql(columns: readonly string[]): [Prisma.Sql, Prisma.Sql] {
  const key = columns.join(',');
  let known = billColumns.get(key);
  if (!known) {
    known = [Prisma.join(columns.map(ident)), Prisma.join(columns.map((col) => Prisma.sql`r.${ident(col)}`))];
    // the bill's columns are billRow's and the payment's own: a handful of lists, never one per call
    if (billColumns.size < 64) billColumns.set(key, known);
  }
  return known;
}
const LINE_NAMES = Prisma.join(LINE_COLUMNS.map(ident));
/** The lines' values; with new interest rows, a line of one takes that row's id. */
const lineValues = (added: boolean) =>
  Prisma.join(LINE_COLUMNS.map((col) => (added && col === 'fine_id' ? Prisma.sql`coalesce(x.fine_id, nf.id)` : Prisma.sql`x.${ident(col)}`)));
const LINE_VALUES = lineValues(false);
const LINE_VALUES_NEW_INTEREST = lineValues(true);

export type BillWrite = {
  bill: BillColumns;
  lines: readonly LineColumns[];
  /** Per line, the notice whose new interest row (`newInterest`) it takes, else null. */
  interestOf: readonly (number | null)[];
  taken: Partial<Record<Exclude<ItemRef['type'], 'Multa'>, number[]>>;
  /**
   * The fines rows written, all frozen now: each fine the bill takes (`taken`; `amount` a live
   * interest row's amount of today, else null) and each other live interest row of its notices at
   * today's amount (zero: no line).
   */
  fines: readonly { id: number; amount: string | null; taken: boolean }[];
  /** The notices' interest rows missing until now, inserted frozen and taken (each has its line). */
  newInterest: readonly { notice_id: number; amount: string }[];
  vouchers: readonly VoucherRow[];
  userId: number;
  /** The owner, when it has no print crypt yet (set now, unless another payment set it first). */
  ownerWithoutCrypt: number | null;
  propertyId: number;
};

export type WrittenBill = { id: number; crypt: string; owner_crypt: string | null; balance_locked: boolean };

/** Statement 1: the bill (unnumbered, not issued), lines, items taken, interest stored, vouchers, owner's crypt, balance row locked. */
export async function writeBill(tx: Tx | OwnTx, w: BillWrite): Promise<WrittenBill> {
  const [row] = await queryRows<WrittenBill>(tx, writeBillSql(w));
  return row!;
}

/** writeBill's statement. */
export function writeBillSql(w: BillWrite) {
  const columns = Object.keys(w.bill);
  const stamp = Prisma.sql`(SELECT stamp FROM b)`;
  const marks = Object.entries(w.taken).flatMap(([type, ids]) => {
    const m = MARKS[type as keyof typeof MARKS];
    if (!ids?.length) return [];
    const stamped = m.stamped ? Prisma.sql`, updated_at = ${stamp}` : Prisma.empty;
    return [
      Prisma.sql`, ${Prisma.raw(`mark_${m.table}`)} AS (UPDATE ${Prisma.raw(m.table)} SET status = ${NOTICE_STATUS.PROCESSED}, bill_id = (SELECT id FROM b)${stamped}
           WHERE id = ANY(${ids}::int[]))`,
    ];
  });
  // a fine taken is frozen and stamped; a live interest row of a notice taken gets today's amount, frozen
  const fines = w.fines.length
    ? Prisma.sql`, mark_fines AS (UPDATE fines f SET amount = coalesce(t.amount, f.amount), frozen_at = ${stamp}, updated_at = ${stamp},
           status = CASE WHEN t.taken THEN ${NOTICE_STATUS.PROCESSED}::int ELSE f.status END,
           bill_id = CASE WHEN t.taken THEN (SELECT id FROM b) ELSE f.bill_id END
         FROM json_to_recordset(${JSON.stringify(w.fines)}::json) AS t(id int, amount numeric, taken boolean) WHERE f.id = t.id)`
    : Prisma.empty;
  const added = w.newInterest.length > 0;
  const newInterest = added
    ? Prisma.sql`, nf AS (INSERT INTO fines (property_id, notice_id, fine_type_id, amount, status, bill_id, created_by, frozen_at, updated_at)
         SELECT ${w.propertyId}::int, x.notice_id, ${FINE_TYPE.INTEREST}::int, x.amount, ${NOTICE_STATUS.PROCESSED}::int, (SELECT id FROM b), ${w.userId}::int, ${stamp}, ${stamp}
         FROM json_to_recordset(${JSON.stringify(w.newInterest.map((c, o) => ({ ...c, o })))}::json) AS x(notice_id int, amount numeric, o int)
         ORDER BY x.o RETURNING id, notice_id)`
    : Prisma.empty;
  const lineJoin = added
    ? Prisma.sql`LEFT JOIN unnest(${w.interestOf}::int[]) WITH ORDINALITY AS io(notice_id, o) ON io.o = x.ordinality LEFT JOIN nf ON nf.notice_id = io.notice_id`
    : Prisma.empty;
  const vouchers = w.vouchers.length ? Prisma.sql`, ${vouchersSql(Prisma.sql`(SELECT id FROM b)`, w.userId, w.vouchers)}` : Prisma.empty;
  const owner = w.ownerWithoutCrypt
    ? Prisma.sql`, u AS (UPDATE users SET crypt = coalesce(crypt, ${newCrypt()}::text), updated_at = now() WHERE id = ${w.ownerWithoutCrypt}::int RETURNING crypt)`
    : Prisma.empty;
  const [names, picked] = billColumnsSql(columns);
  return prepared(Prisma.sql`
    WITH b AS (INSERT INTO bills (${names}, created_at, updated_at)
          SELECT ${picked}, s.stamp, s.stamp
          FROM (SELECT clock_timestamp() AT TIME ZONE 'UTC' AS stamp) s
               CROSS JOIN json_populate_record(NULL::bills, ${JSON.stringify(w.bill)}::json) r
          RETURNING id, crypt, created_at AS stamp)
    ${newInterest},
    l AS (INSERT INTO bill_lines (bill_id, ${LINE_NAMES})
          SELECT (SELECT id FROM b), ${added ? LINE_VALUES_NEW_INTEREST : LINE_VALUES}
          FROM json_populate_recordset(NULL::bill_lines, ${JSON.stringify(w.lines)}::json) WITH ORDINALITY AS x ${lineJoin}
          ORDER BY x.ordinality)
    ${marks.length ? Prisma.join(marks, '') : Prisma.empty}
    ${fines}
    ${vouchers}
    ${owner},
    bl AS (SELECT property_id FROM property_balances WHERE property_id = ${w.propertyId}::int FOR UPDATE)
    SELECT b.id, b.crypt, ${w.ownerWithoutCrypt ? Prisma.sql`(SELECT crypt FROM u)` : Prisma.sql`NULL::text`} AS owner_crypt,
           EXISTS (SELECT 1 FROM bl) AS balance_locked
    FROM b`);
}

const [BEFORE_IDS, AFTER_IDS, ...REST] = UPDATE_BALANCES_SQL.split('$1');
if (REST.length || AFTER_IDS === undefined) throw new Error('UPDATE_BALANCES_SQL: one $1 expected');

export type BillNumbering = {
  /** The bill, by its print crypt (written by writeBill in an earlier statement, or just before in the same write). */
  crypt: string;
  ownerId: number;
  counters: readonly CounterKind[];
  /** Its money is received: issued now (issued_at), with its invoice number. */
  accepted: boolean;
  audit: { event: 'bill.registered' | 'bill.proforma-created'; facts: Omit<AuditFacts, 'value_id'> };
  propertyId: number;
  /** writeBill locked the balance row: recompute it here (else the caller ran refreshBalances). */
  balanceLocked: boolean;
  /** The call's idempotency key and its answer, stored with the bill's id, numbers and owner's crypt in it (ledger.idempotency.ts). */
  answer: { key: string; userId: number; call: string; response: { bill: object } } | null;
};

export type BillNumbers = { number: number | null; receipt_number: number | null; proforma_number: number | null };

/** Statement 2, the last, sent with COMMIT: numbers taken, bill numbered and issued, audit row, balance recomputed, the call's answer stored. */
export async function numberBill(tx: Tx | OwnTx, n: BillNumbering): Promise<BillNumbers> {
  const [row] = await lastRows<BillNumbers>(tx, numberBillSql(n));
  return row!;
}

/**
 * writeBill and numberBill written together with the COMMIT, for a bill whose balance row exists
 * (writeBill locks it) and that uses no credit nor completes an agreement (nothing to write between
 * them): one round trip for the three (ADR 029).
 */
export async function writeAndNumberBill(tx: Tx | OwnTx, w: BillWrite, n: BillNumbering): Promise<[WrittenBill, BillNumbers]> {
  const [[written], [numbers]] = await lastStatements<[WrittenBill, BillNumbers]>(tx, [writeBillSql(w), numberBillSql(n)]);
  return [written!, numbers!];
}

function numberBillSql(n: BillNumbering) {
  const number = (kind: CounterKind) => Prisma.sql`max(last_value) FILTER (WHERE kind = ${kind})`;
  // the audit row's new values without the numbers, which the statement adds as it takes them
  const audit = auditData(n.audit.event, { ...n.audit.facts, value_id: 0 });
  const balance = n.balanceLocked ? Prisma.sql`, bal AS (${new Prisma.Sql([BEFORE_IDS!, AFTER_IDS!], [[n.propertyId]])})` : Prisma.empty;
  const numbers = Prisma.sql`jsonb_build_object('id', b.id, 'number', b.number, 'receipt_number', b.receipt_number, 'proforma_number', b.proforma_number)`;
  const owner = Prisma.sql`jsonb_build_object('crypt', (SELECT crypt FROM users WHERE id = ${n.ownerId}::int))`;
  const answer = n.answer
    ? Prisma.sql`, ik AS (INSERT INTO idempotency_keys (key, user_id, call_id, status, response)
          SELECT ${n.answer.key}::text, ${n.answer.userId}::int, ${n.answer.call}::text, 200,
                 jsonb_set(r.response, '{bill}', (r.response -> 'bill') || ${numbers} || jsonb_build_object('user', (r.response #> '{bill,user}') || ${owner}))
          FROM b CROSS JOIN (SELECT ${JSON.stringify(n.answer.response)}::jsonb AS response) r)`
    : Prisma.empty;
  return prepared(Prisma.sql`
    WITH c AS (${countersSql(n.counters)}),
    k AS (SELECT ${number('invoice')} AS invoice, ${number('receipt')} AS receipt, ${number('proforma')} AS proforma FROM c),
    s AS (SELECT k.invoice, k.receipt, k.proforma, x.stamp
          FROM k CROSS JOIN LATERAL (SELECT clock_timestamp() AT TIME ZONE 'UTC' AS stamp, k.invoice) x),
    b AS (UPDATE bills SET number = s.invoice, receipt_number = s.receipt, proforma_number = s.proforma,
                 issued_at = ${Prisma.raw(n.accepted ? 's.stamp' : 'NULL::timestamp')}, updated_at = s.stamp
          FROM s WHERE bills.crypt = ${n.crypt}::text
          RETURNING bills.id, bills.number, bills.receipt_number, bills.proforma_number),
    a AS (INSERT INTO audit_logs (module_id, value_id, user_id, description, log_name, subject_type, property_id, old_values, new_values)
          SELECT ${audit.module_id}::int, b.id::text, ${audit.user_id}::int, ${audit.description}::text, ${audit.log_name}::text, ${audit.subject_type}::text,
                 ${audit.property_id}::int,
                 ${audit.old_values === undefined ? null : JSON.stringify(audit.old_values)}::jsonb,
                 ${JSON.stringify(audit.new_values ?? {})}::jsonb
                   || jsonb_build_object('number', b.number, 'receipt', b.receipt_number, 'proforma', b.proforma_number)
          FROM b)
    ${balance}
    ${answer}
    SELECT b.number, b.receipt_number, b.proforma_number FROM b`);
}

/** No balance row yet (writeBill locked none): refreshBalances creates it, or locks and recomputes one created meanwhile. */
export const createBalance = (tx: Tx | OwnTx, propertyId: number) => refreshBalances(sqlRunner(tx), [propertyId]);
