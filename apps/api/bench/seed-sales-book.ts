// Bulk seed for the sales-book benchmark (bench/sales-book.ts): `bills` accepted invoices issued
// evenly over the last `months` whole Caracas months (bills.issued_at; the newest ends where this
// month starts), written set-based in one INSERT … SELECT generate_series, plus the withholding
// vouchers of the retention agents' bills. Every figure is consistent by construction:
//  - invoice numbers gapless per institution in issuance order (1 bill in 25 is institution 1's),
//    receipt and control numbers beside them, fiscal_counters 'invoice' (and 'receipt') at the max;
//  - the customer as printed (name, document, fiscal address) copied from its taxpayer;
//  - UCD parts at the day's rate, each Bs part round(UCD × rate, 2), total_bs = tax_base_bs +
//    exempt_bs + iva_bs + fines_bs + interest_bs + services_bs + quotas_bs (and the same in UCD);
//    1 bill in 10 exempt (a tax-free activity), VAT 16 %; urban_clean_amount + df_amount = the
//    notices' part (base + exempt + VAT) split 60 / 40;
//  - 1 in 50 annulled later (status 3, cancelled_at up to 19 days after, some in the next month);
//  - the bills of retention agents (users.retention = 1, every company among them) withhold 75 % of the VAT; 9 in 10 of them
//    have their withholding voucher, one in three dated in a later month.
// Needs seedDemo (staff accounts) and seedTaxpayers (taxpayers and properties) first.
import type pg from 'pg';
import { pick } from './seed-taxpayers.ts';

export type SalesBookSeed = { bills: number; annulled: number; withholdings: number; months: number; seconds: number };

/** Caracas (UTC−4, no daylight saving): the DB keeps UTC instants (ADR 016). */
const TZ = 'America/Caracas';

export async function seedSalesBook(c: pg.Client, bills: number, months = 24): Promise<SalesBookSeed> {
  const started = performance.now();
  // secondary indexes are dropped for the load and rebuilt after it (building the unique ones then
  // also proves the numbers, control numbers and crypts unique)
  const { rows: indexes } = await c.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE schemaname = 'public' AND tablename IN ('bills', 'withholding_vouchers') AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  await c.query(`SET maintenance_work_mem = '256MB'`);
  await c.query('BEGIN');
  await c.query('SET LOCAL session_replication_role = replica');
  // companies (J) are retention agents too (special taxpayers), besides the 2 % seedTaxpayers marks
  await c.query(`UPDATE users SET retention = 1 WHERE level_id = 3 AND document_type_id = 3 AND retention = 0`);
  for (const ix of indexes) await c.query(`DROP INDEX "${ix.name}"`);
  const { rowCount } = await c.query(
    `WITH span AS (SELECT date_trunc('month', now() AT TIME ZONE '${TZ}') - make_interval(months => $2::int) AS since,
                          date_trunc('month', now() AT TIME ZONE '${TZ}') AS until),
     -- the properties numbered 1…n with their owners as the invoice prints them (joined by number:
     -- reading an element of a 50,000-element array per row copied the array every time)
     props AS (SELECT row_number() OVER (ORDER BY p.id)::int AS i, p.id AS property_id, p.user_id, coalesce(a.tax_free, 0) = 1 AS tax_free,
                      x.retention = 1 AS agent, x.name, x.lastname, x.business_name, x.document_type_id, x.document, x.fiscal_address
               FROM properties p JOIN economic_activities a ON a.id = p.economic_activity_id JOIN users x ON x.id = p.user_id
               WHERE p.deleted_at IS NULL),
     counts AS (SELECT count(*)::int AS n FROM properties WHERE deleted_at IS NULL),
     staff AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users WHERE level_id <> 3),
     -- MATERIALIZED: each figure computed once (inlined, every use of rate repeated its time-zone arithmetic)
     b AS MATERIALIZED (
       SELECT g, CASE WHEN g % 25 = 0 THEN 1 ELSE 2 END AS inst, CASE WHEN g % 25 = 0 THEN g / 25 ELSE g - g / 25 END AS number,
              l.local, (l.local AT TIME ZONE '${TZ}') AT TIME ZONE 'UTC' AS at, pr.property_id, pr.user_id, pr.agent, pr.name, pr.lastname,
              pr.business_name, pr.document_type_id, pr.document, pr.fiscal_address,
              pr.tax_free OR g % 10 = 3 AS exempt, staff.ids[1 + g % staff.n] AS created_by,
              -- the day's rate: rises through the months, a little every day
              round(40 + 2.5 * (extract(year FROM l.local) * 12 + extract(month FROM l.local) - extract(year FROM span.since) * 12 - extract(month FROM span.since))
                    + 0.05 * extract(day FROM l.local), 8) AS rate,
              6 + ${pick('g', 21, 400)} * 0.05 AS amount
       FROM span, counts, staff, generate_series(1, $1::int) g
            JOIN props pr ON pr.i = 1 + ${pick('g', 22, 1_000_000_000)} % (SELECT n FROM counts),
            LATERAL (SELECT span.since + (span.until - span.since) * ((g - 0.5) / $1::float8) AS local) l
     ),
     u AS (  -- the UCD parts
       SELECT b.*, CASE WHEN exempt THEN 0 ELSE amount END AS base, CASE WHEN exempt THEN amount ELSE 0 END AS free,
              CASE WHEN exempt THEN 0 ELSE round(amount * 0.16, 4) END AS iva,
              CASE WHEN g % 20 = 5 THEN 2.5 ELSE 0 END AS fines, CASE WHEN g % 8 = 1 THEN round(amount * 0.02, 4) ELSE 0 END AS interest,
              CASE WHEN g % 40 = 9 THEN 3 ELSE 0 END AS services, CASE WHEN g % 30 = 11 THEN 5 ELSE 0 END AS quotas
       FROM b
     ),
     v AS MATERIALIZED (  -- and in Bs at the bill's rate
       SELECT u.*, round(base * rate, 2) AS base_bs, round(free * rate, 2) AS free_bs, round(iva * rate, 2) AS iva_bs,
              round(fines * rate, 2) AS fines_bs, round(interest * rate, 2) AS interest_bs, round(services * rate, 2) AS services_bs,
              round(quotas * rate, 2) AS quotas_bs
       FROM u
     ),
     w AS (
       SELECT v.*, base + free + iva + fines + interest + services + quotas AS total,
              base_bs + free_bs + iva_bs + fines_bs + interest_bs + services_bs + quotas_bs AS total_bs,
              CASE WHEN agent THEN round(iva * 0.75, 4) ELSE 0 END AS ret, CASE WHEN agent THEN round(iva_bs * 0.75, 2) ELSE 0 END AS ret_bs,
              round((base_bs + free_bs + iva_bs) * 0.6, 2) AS clean_bs
       FROM v
     )
     INSERT INTO bills (institution_id, number, receipt_number, control_number, status, bill_type, user_id, property_id, created_by, since, until,
                        subtotal, subtotal_bs, exempt, exempt_bs, tax_base, tax_base_bs, iva, iva_bs, iva_percentage, fines_total, fines_bs,
                        interest_total, interest_bs, services_total, services_bs, quotas_total, quotas_bs, retention, retention_bs,
                        retention_percentage, total, total_bs, due, due_bs, amount_paid, conversion_petro, urban_clean_amount, df_amount,
                        customer_name, customer_document, customer_address, issued_at, cancelled_at, cancel_comments, crypt, created_at, updated_at)
     SELECT inst, number, number, lpad(inst::text, 2, '0') || '-' || lpad(number::text, 8, '0'),
            CASE WHEN g % 50 = 7 THEN 3 ELSE 1 END, CASE WHEN fines > 0 AND g % 3 = 0 THEN 2 ELSE 1 END, user_id, property_id, created_by,
            date_trunc('month', local)::date, (date_trunc('month', local) + interval '1 month - 1 day')::date,
            base + free, base_bs + free_bs, free, free_bs, base, base_bs, iva, iva_bs, 16, fines, fines_bs, interest, interest_bs,
            services, services_bs, quotas, quotas_bs, ret, ret_bs, CASE WHEN agent THEN 75 ELSE 0 END, total, total_bs,
            total - ret, total_bs - ret_bs, total_bs - ret_bs, rate, clean_bs, base_bs + free_bs + iva_bs - clean_bs,
            CASE WHEN document_type_id IN (3, 4) AND business_name IS NOT NULL THEN business_name ELSE concat_ws(' ', name, lastname) END,
            (ARRAY['V-', 'E-', 'J-', 'G-'])[document_type_id] || document, fiscal_address, at,
            CASE WHEN g % 50 = 7 THEN at + make_interval(days => g % 20, hours => 2) END,
            CASE WHEN g % 50 = 7 THEN 'Anulada: datos del contribuyente errados' END,
            md5(g::text || '-sales-book') || md5((g * 37)::text), at, at
     FROM w ORDER BY g`,
    [bills, months],
  );
  // the agents' withholding vouchers (9 in 10 of their bills), numbered YYYYMM + an 8-digit sequence
  const withholdings = await c.query(
    `INSERT INTO withholding_vouchers (bill_id, user_id, number, date, percentage, amount, file, created_by, created_at)
     SELECT b.id, b.user_id, to_char(d.day, 'YYYYMM') || lpad(b.id::text, 8, '0'), d.day, 75, b.retention_bs,
            'withholding/bench-' || b.id || '.pdf', b.created_by, d.day + interval '14 hours'
     FROM bills b, LATERAL (SELECT ((b.issued_at AT TIME ZONE 'UTC') AT TIME ZONE '${TZ}')::date AS issued) i,
          -- one in three in a later month (25–44 days after), the rest within the invoice's month
          LATERAL (SELECT i.issued + CASE WHEN b.id % 3 = 0 THEN 25 + b.id % 20
                                          ELSE least(b.id % 8, (date_trunc('month', i.issued) + interval '1 month - 1 day')::date - i.issued) END AS day) d
     WHERE b.retention_bs > 0 AND b.id % 10 <> 0`,
  );
  await c.query(
    `INSERT INTO fiscal_counters (institution_id, kind, last_value)
     SELECT institution_id, k.kind, max(number) FROM bills, (VALUES ('invoice'), ('receipt')) k(kind) WHERE number IS NOT NULL GROUP BY institution_id, k.kind
     ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = excluded.last_value`,
  );
  for (const ix of indexes) await c.query(ix.def);
  // the rows went in with triggers off: the staff home's day totals (ADR 025) are counted once, here
  await c.query('SELECT collection_days_rebuild()');
  await c.query('COMMIT');
  await c.query('VACUUM ANALYZE bills, withholding_vouchers');
  const {
    rows: [check],
  } = await c.query<{ annulled: number; broken: number; gaps: number }>(
    `SELECT count(*) FILTER (WHERE status = 3)::int AS annulled,
            count(*) FILTER (WHERE total_bs <> tax_base_bs + exempt_bs + iva_bs + fines_bs + interest_bs + services_bs + quotas_bs
                               OR urban_clean_amount + df_amount <> tax_base_bs + exempt_bs + iva_bs)::int AS broken,
            (SELECT count(*)::int FROM (SELECT institution_id, max(number) - min(number) + 1 - count(*) AS gap FROM bills GROUP BY institution_id) s WHERE gap <> 0) AS gaps
     FROM bills`,
  );
  if (check.broken || check.gaps) throw new Error(`sales-book seed: ${check.broken} bills do not add up, ${check.gaps} institutions have gaps`);
  return { bills: rowCount ?? 0, annulled: check.annulled, withholdings: withholdings.rowCount ?? 0, months, seconds: (performance.now() - started) / 1000 };
}
