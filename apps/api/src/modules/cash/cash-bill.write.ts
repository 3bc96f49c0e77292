// The desk payment's writes in two statements (issue 30 item 2, docs/performance.md "Profile of one
// payment"). Everything is checked and composed before them; they only store it.
//   1. writeBill — ONE data-modifying statement: the receipt / proforma / invoice numbers (nextCounters'
//      upsert, in its fixed order: taken with the bill, every check and lock behind us), the bill, its
//      lines, the items marked taken, the audit row (as writeAudit writes it: unsealed, audit_seal()
//      chains it later), the owner's print crypt on first use, and the lock of the property's
//      balance row.
//   2. writeMoney — ONE statement: the vouchers with their bank references, and the balance row
//      recomputed. The vouchers cannot join statement 1: the collection_days row triggers of a bill
//      and of its vouchers inserted by one statement would both see the other and count the vouchers
//      twice. The balance, locked by statement 1, is recomputed here from a snapshot taken after
//      that lock (what refreshBalances' lock-then-update order guarantees).
import { Prisma } from '@aseo/db/client';
import { NOTICE_STATUS } from '@aseo/shared/constants';
import type { Tx } from '../../db.ts';
import { auditData, type AuditFacts } from '../../lib/audit.ts';
import { countersSql, newCrypt, refreshBalances, sqlRunner, UPDATE_BALANCES_SQL, type CounterKind } from '../billing/index.ts';
import { vouchersSql, type VoucherRow } from '../ledger/index.ts';
import type { ItemRef } from './cash-items.ts';
import { prepared } from '../../lib/prepared.ts';

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

/** The item tables a bill takes, by kind: a fine taken is frozen, notices and fines are stamped. */
const MARKS: Record<ItemRef['type'], { table: string; stamped: boolean; frozen?: boolean }> = {
  Deuda: { table: 'notices', stamped: true },
  Multa: { table: 'fines', stamped: true, frozen: true },
  Servicio: { table: 'services', stamped: false },
  Cuota: { table: 'convention_quotas', stamped: false },
  Acuerdo: { table: 'agreement_quotas', stamped: false },
};

const ident = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`column ${name}`);
  return Prisma.raw(`"${name}"`);
};

export type BillWrite = {
  counters: readonly CounterKind[];
  bill: BillColumns;
  accepted: boolean;
  lines: readonly LineColumns[];
  taken: Partial<Record<ItemRef['type'], number[]>>;
  audit: { event: 'bill.registered' | 'bill.proforma-created'; facts: Omit<AuditFacts, 'value_id'> };
  /** The owner, when it has no print crypt yet (set now, unless another payment set it first). */
  ownerWithoutCrypt: number | null;
  propertyId: number;
};

export type WrittenBill = {
  id: number;
  crypt: string;
  number: number | null;
  receipt_number: number | null;
  proforma_number: number | null;
  owner_crypt: string | null;
  balance_locked: boolean;
};

/** Statement 1: numbers, bill, lines, items taken, audit row, owner's crypt, balance row locked. */
export async function writeBill(tx: Tx, w: BillWrite): Promise<WrittenBill> {
  const columns = Object.keys(w.bill);
  const number = (kind: CounterKind) => Prisma.sql`max(last_value) FILTER (WHERE kind = ${kind})`;
  // the audit row's new values without the numbers, which the statement adds as it takes them
  const audit = auditData(w.audit.event, { ...w.audit.facts, value_id: 0 });
  const marks = Object.entries(w.taken).flatMap(([type, ids]) => {
    const m = MARKS[type as ItemRef['type']];
    if (!ids?.length) return [];
    const stamp = m.stamped ? Prisma.sql`, updated_at = (SELECT stamp FROM b)` : Prisma.empty;
    const frozen = m.frozen ? Prisma.sql`, frozen_at = (SELECT stamp FROM b)` : Prisma.empty;
    return [
      Prisma.sql`, ${Prisma.raw(`mark_${m.table}`)} AS (UPDATE ${Prisma.raw(m.table)} SET status = ${NOTICE_STATUS.PROCESSED}, bill_id = (SELECT id FROM b)${stamp}${frozen}
           WHERE id = ANY(${ids}::int[]))`,
    ];
  });
  const owner = w.ownerWithoutCrypt
    ? Prisma.sql`, u AS (UPDATE users SET crypt = coalesce(crypt, ${newCrypt()}::text), updated_at = now() WHERE id = ${w.ownerWithoutCrypt}::int RETURNING crypt)`
    : Prisma.empty;
  const [row] = await tx.$queryRaw<WrittenBill[]>(
    prepared(Prisma.sql`
    WITH c AS (${countersSql(w.counters)}),
    k AS (SELECT ${number('invoice')} AS invoice, ${number('receipt')} AS receipt, ${number('proforma')} AS proforma FROM c),
    b AS (INSERT INTO bills (${Prisma.join(columns.map(ident))}, number, receipt_number, proforma_number, issued_at, created_at, updated_at)
          SELECT ${Prisma.join(columns.map((col) => Prisma.sql`r.${ident(col)}`))}, k.invoice, k.receipt, k.proforma,
                 ${Prisma.raw(w.accepted ? 's.stamp' : 'NULL::timestamp')}, s.stamp, s.stamp
          FROM k CROSS JOIN LATERAL (SELECT clock_timestamp() AT TIME ZONE 'UTC' AS stamp, k.invoice) s
               CROSS JOIN json_populate_record(NULL::bills, ${JSON.stringify(w.bill)}::json) r
          RETURNING id, crypt, number, receipt_number, proforma_number, created_at AS stamp),
    l AS (INSERT INTO bill_lines (bill_id, ${Prisma.join(LINE_COLUMNS.map(ident))})
          SELECT (SELECT id FROM b), ${Prisma.join(LINE_COLUMNS.map((col) => Prisma.sql`x.${ident(col)}`))}
          FROM json_populate_recordset(NULL::bill_lines, ${JSON.stringify(w.lines)}::json) WITH ORDINALITY AS x ORDER BY x.ordinality)
    ${marks.length ? Prisma.join(marks, '') : Prisma.empty},
    a AS (INSERT INTO audit_logs (module_id, value_id, user_id, description, log_name, subject_type, property_id, old_values, new_values)
          SELECT ${audit.module_id}::int, b.id::text, ${audit.user_id}::int, ${audit.description}::text, ${audit.log_name}::text, ${audit.subject_type}::text,
                 ${audit.property_id}::int,
                 ${audit.old_values === undefined ? null : JSON.stringify(audit.old_values)}::jsonb,
                 ${JSON.stringify(audit.new_values ?? {})}::jsonb
                   || jsonb_build_object('number', b.number, 'receipt', b.receipt_number, 'proforma', b.proforma_number)
          FROM b)
    ${owner},
    bl AS (SELECT property_id FROM property_balances WHERE property_id = ${w.propertyId}::int FOR UPDATE)
    SELECT b.id, b.crypt, b.number, b.receipt_number, b.proforma_number,
           ${w.ownerWithoutCrypt ? Prisma.sql`(SELECT crypt FROM u)` : Prisma.sql`NULL::text`} AS owner_crypt,
           EXISTS (SELECT 1 FROM bl) AS balance_locked
    FROM b`),
  );
  return row!;
}

const [BEFORE_IDS, AFTER_IDS, ...REST] = UPDATE_BALANCES_SQL.split('$1');
if (REST.length || AFTER_IDS === undefined) throw new Error('UPDATE_BALANCES_SQL: one $1 expected');

/** Statement 2: the vouchers and their references, and the balance row (locked by writeBill) recomputed. */
export async function writeMoney(tx: Tx, billId: number, userId: number, vouchers: readonly VoucherRow[], propertyId: number, balanceLocked: boolean) {
  const parts = [
    ...(vouchers.length ? [vouchersSql(billId, userId, vouchers)] : []),
    ...(balanceLocked ? [Prisma.sql`bal AS (${new Prisma.Sql([BEFORE_IDS!, AFTER_IDS!], [[propertyId]])})`] : []),
  ];
  if (parts.length) await tx.$queryRaw(prepared(Prisma.sql`WITH ${Prisma.join(parts, ',')} SELECT 1`));
  // no balance row yet: refreshBalances creates it (or locks and recomputes one created meanwhile)
  if (!balanceLocked) await refreshBalances(sqlRunner(tx), [propertyId]);
}
