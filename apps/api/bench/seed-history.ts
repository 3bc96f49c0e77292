// The payment history of a town that has run the portal for two years, for the desk benchmark
// (bench/desk.ts): `perProperty` accepted bills for every seeded property, one cash voucher each, and
// a paid interest fine for one bill in four, each owner's print crypt (set by its first bill), then
// the tables analysed. Without it the desk would pay
// into empty `bills`, `vouchers` and `fines` tables whose statistics say so, and every plan that
// reads them (the foreign keys' checks, the collection and balance triggers) would scan them whole
// as they grow during the run — what no running town's database, kept analysed by autovacuum, does.
// Set-based like seed-taxpayers.ts; the row triggers are off for the load (collection_days is the
// day's, not the past's) and the keys hold by construction. Needs seedTaxpayers first.
import type pg from 'pg';
import { DEFAULT_INSTITUTION, FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';

export async function seedHistory(c: pg.Client, perProperty: number): Promise<{ bills: number; seconds: number }> {
  const started = performance.now();
  await c.query('BEGIN');
  await c.query('SET LOCAL session_replication_role = replica');
  const { rowCount } = await c.query(
    `INSERT INTO bills (number, receipt_number, issued_at, status, bill_type, user_id, property_id, since, until, subtotal, subtotal_bs, tax_base, tax_base_bs,
                        iva, iva_bs, total, total_bs, due, due_bs, amount_paid, conversion_petro, customer_name, customer_document, crypt, created_at, updated_at)
     SELECT row_number() OVER (ORDER BY t.d, p.id), row_number() OVER (ORDER BY t.d, p.id), t.d, 1, 1, p.user_id, p.id,
            date_trunc('month', t.d)::date, date_trunc('month', t.d)::date, 10, 500, 10, 500, 1.6, 80, 11.6, 580, 11.6, 580, 580, 50,
            'Contribuyente', 'V-1', md5(p.id || '-' || k) || md5(k || '-' || p.id), t.d, t.d
     FROM properties p CROSS JOIN generate_series(1, $1::int) k
          CROSS JOIN LATERAL (SELECT TIMESTAMP '2024-01-05' + make_interval(months => k - 1, days => p.id % 20, secs => p.id % 86400) AS d) t
     WHERE p.deleted_at IS NULL`,
    [perProperty],
  );
  await c.query(
    `INSERT INTO vouchers (bill_id, payment_method_id, amount_paid, amount_petro, accepted, created_at)
     SELECT id, 1, total_bs, total, 1, created_at FROM bills`,
  );
  await c.query(
    `INSERT INTO fines (property_id, fine_type_id, amount, status, bill_id, frozen_at, created_at, updated_at)
     SELECT property_id, $1::int, 0.25, $2::int, id, issued_at, issued_at, issued_at FROM bills WHERE id % 4 = 0`,
    [FINE_TYPE.INTEREST, NOTICE_STATUS.PROCESSED],
  );
  // an owner once billed has the print crypt its first bill gave it (cash-bill.write.ts sets it on first use)
  await c.query(`UPDATE users SET crypt = md5('owner-' || id) || md5(id || '-owner') WHERE crypt IS NULL AND id IN (SELECT DISTINCT user_id FROM bills)`);
  const n = rowCount ?? 0;
  await c.query(
    `INSERT INTO fiscal_counters (institution_id, kind, last_value) VALUES ($1, 'invoice', $2), ($1, 'receipt', $2)
     ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = EXCLUDED.last_value`,
    [DEFAULT_INSTITUTION, n],
  );
  await c.query('COMMIT');
  await c.query('VACUUM ANALYZE bills, vouchers, fines, users');
  return { bills: n, seconds: (performance.now() - started) / 1000 };
}
