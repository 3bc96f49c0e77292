// Writes the ledger in bulk (one INSERT per table, in foreign-key order), moves each table's id
// sequence past the ids the ledger took, stores the counters, records a finished billing run per
// month and refreshes every property's balance row with the rules of the portal's refreshBalances
// (apps/api/src/modules/billing/balances.sql.ts; the demo seed test holds both to the same rows).
import { DEFAULT_INSTITUTION, FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';
import { instantOf, valueOn } from '@aseo/shared/billing';
import type { Prisma, PrismaClient } from '../../generated/client/client.ts';
import type { DemoClock } from './clock.ts';
import { TABLES, type CounterKind, type Ledger, type Table } from './ledger.ts';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const COUNTERS: CounterKind[] = ['invoice', 'receipt', 'proforma', 'solvency'];
const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** The largest id of each table the ledger writes, and the counters' last values. */
export async function ledgerStart(tx: Tx) {
  const ids = {} as Record<Table, number>;
  for (const t of TABLES) ids[t] = await maxId(tx, t);
  const rows = await tx.fiscalCounter.findMany({ where: { institution_id: DEFAULT_INSTITUTION, kind: { in: COUNTERS } } });
  const counters = Object.fromEntries(COUNTERS.map((k) => [k, rows.find((r) => r.kind === k)?.last_value ?? 0])) as Record<CounterKind, number>;
  return { ids, counters };
}

/**
 * Rows into a table in ONE statement (Prisma's createMany builds a parameter per value: seconds for
 * a few thousand rows). The rows travel as one JSON array; the columns are the keys the rows name,
 * so every other column takes its default. Dates go as ISO text in UTC: a `timestamp` column keeps
 * the UTC wall time (the zone of the text is ignored), a `date` column its UTC day.
 */
export async function insertRows<T extends object>(tx: Tx, table: string, rows: readonly T[]) {
  if (!rows.length) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].map((c) => `"${c}"`).join(', ');
  const text = JSON.stringify(rows, (_, v: unknown) => (v === undefined ? null : v));
  await tx.$executeRawUnsafe(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`, text);
}

/** Moves each table's id sequence past the largest id written with explicit ids (never backwards). */
export async function moveSequences(tx: Tx, tables: readonly string[]) {
  for (const t of tables)
    await tx.$executeRawUnsafe(
      `SELECT setval(pg_get_serial_sequence('${t}', 'id'), GREATEST((SELECT COALESCE(max(id), 1) FROM ${t}), (SELECT COALESCE(last_value, 1) FROM pg_sequences WHERE sequencename = '${t}_id_seq')))`,
    );
}

/** The largest id of a table (0 when empty). */
export const maxId = async (tx: Tx, table: string) =>
  (await tx.$queryRawUnsafe<{ max: number }[]>(`SELECT COALESCE(max(id), 0)::int AS max FROM ${table}`))[0]!.max;

export async function writeLedger(tx: Tx, l: Ledger) {
  await insertRows<Prisma.BillCreateManyInput>(
    tx,
    'bills',
    l.bills.map((b) => b.row),
  );
  await insertRows<Prisma.NoticeCreateManyInput>(
    tx,
    'notices',
    l.notices.map((n) => ({
      id: n.id,
      property_id: n.property_id,
      service_type_id: n.service_type_id,
      period: day(n.period),
      total: n.total.toFixed(4),
      iva: n.iva.toFixed(4),
      exempt: n.exempt.toFixed(4),
      total_with_iva: n.total_with_iva.toFixed(4),
      iva_percentage: n.iva_percentage.toFixed(2),
      conversion_petro: n.rate.toFixed(8),
      use_conversion_local: n.use_local ? 1 : 0,
      status: n.status,
      bill_id: n.bill_id,
      created_at: n.created_at,
      updated_at: n.updated_at,
    })),
  );
  await insertRows<Prisma.FineCreateManyInput>(
    tx,
    'fines',
    l.fines.map((f) => ({ ...f, amount: f.amount.toFixed(4) })),
  );
  await insertRows<Prisma.BillLineCreateManyInput>(
    tx,
    'bill_lines',
    l.bills.flatMap((b) => b.lines),
  );
  await insertRows<Prisma.VoucherCreateManyInput>(
    tx,
    'vouchers',
    l.bills.flatMap((b) => b.vouchers.map((v) => v.row)),
  );
  // a reference row per voucher whose bank reference is in use (a rejected bill's were freed)
  await insertRows<Prisma.VoucherReferenceCreateManyInput>(
    tx,
    'voucher_references',
    l.bills.flatMap((b) =>
      b.vouchers
        .filter((v) => v.referenced)
        .map((v) => ({ id: l.id('voucher_references'), bank_id: v.row.bank_id!, number: v.row.number!, voucher_id: v.row.id })),
    ),
  );
  await insertRows<Prisma.CreditNoteCreateManyInput>(
    tx,
    'credit_notes',
    l.creditNotes.map((c) => ({ ...c, amount: c.amount.toFixed(4), balance: c.balance.toFixed(4) })),
  );
  await insertRows(tx, 'credit_note_uses', l.creditUses);
  await insertRows(tx, 'withholding_vouchers', l.withholdings);
  await moveSequences(tx, TABLES);
  for (const kind of COUNTERS)
    await tx.fiscalCounter.upsert({
      where: { institution_id_kind: { institution_id: DEFAULT_INSTITUTION, kind } },
      create: { institution_id: DEFAULT_INSTITUTION, kind, last_value: l.counters[kind] },
      update: { last_value: l.counters[kind] },
    });
}

/** One finished run per month of the demo year, with the VAT % and rate the notices of that month carry. */
export async function writeBillingRuns(tx: Tx, clock: DemoClock, l: Ledger) {
  const maxProperty = (await tx.property.aggregate({ _max: { id: true } }))._max.id ?? 0;
  await tx.billingRun.createMany({
    data: clock.months.map((period) => {
      const started = runInstant(clock, period);
      const finished = new Date(Math.min(started.getTime() + 2_000, Math.max(started.getTime(), clock.latest.getTime())));
      return {
        period: day(period),
        status: 'finished',
        inserted: l.notices.filter((n) => n.period === period).length,
        checkpoint: maxProperty,
        iva_percentage: l.values.iva.toFixed(2),
        conversion_petro: valueOn(l.values.rates, period)!.toFixed(8),
        started_at: started,
        finished_at: finished,
        updated_at: finished,
      };
    }),
  });
}

/**
 * The instant of a month's billing run (00:05 in Caracas). On the first day of the current month the
 * demo's events of today are spread over the part of the day that has passed (clock.at), so its
 * notices are dated at its first instant: they exist before anything pays them.
 */
export const runInstant = (clock: DemoClock, period: string) => instantOf(period, period === clock.today ? '00:00' : '00:05');

/** refreshBalances of every property, in one statement (the rules of balances.sql.ts). */
export async function refreshAllBalances(tx: Tx) {
  await tx.$executeRawUnsafe(`
    INSERT INTO property_balances (property_id, total_debt, total_iva, total_fines, total_fines_clean, total_debt_fines, pending_months, last_payment_at, account_status, updated_at)
    SELECT p.id, n.debt, n.iva, f.fines, f.interest, n.debt + n.iva + f.fines + f.interest, n.months, b.last_payment,
           CASE WHEN n.debt + n.iva + f.fines + f.interest > 0 OR b.to_pay THEN 3 WHEN b.to_reconcile THEN 2 ELSE 1 END,
           CURRENT_TIMESTAMP AT TIME ZONE 'UTC'
    FROM properties p
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(total), 0) AS debt, COALESCE(sum(iva), 0) AS iva, count(DISTINCT period)::int AS months
      FROM notices WHERE property_id = p.id AND status = ${NOTICE_STATUS.PENDING} AND deleted_at IS NULL) n
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(amount) FILTER (WHERE fine_type_id = ${FINE_TYPE.FINE}), 0) AS fines,
             COALESCE(sum(amount) FILTER (WHERE fine_type_id = ${FINE_TYPE.INTEREST}), 0) AS interest
      FROM fines WHERE property_id = p.id AND status = 1 AND deleted_at IS NULL) f
    CROSS JOIN LATERAL (
      SELECT max(created_at) FILTER (WHERE status IN (0, 1)) AS last_payment, COALESCE(bool_or(status = 0), false) AS to_reconcile,
             COALESCE(bool_or(status = 4), false) AS to_pay
      FROM bills WHERE property_id = p.id) b
    ON CONFLICT (property_id) DO UPDATE SET total_debt = EXCLUDED.total_debt, total_iva = EXCLUDED.total_iva, total_fines = EXCLUDED.total_fines,
      total_fines_clean = EXCLUDED.total_fines_clean, total_debt_fines = EXCLUDED.total_debt_fines, pending_months = EXCLUDED.pending_months,
      last_payment_at = EXCLUDED.last_payment_at, account_status = EXCLUDED.account_status, updated_at = EXCLUDED.updated_at`);
}
