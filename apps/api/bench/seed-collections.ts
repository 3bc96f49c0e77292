// Bulk seed of the debt the collections benchmark reads (bench/collections.ts): pending monthly
// notices of every property, set-based in one INSERT … SELECT generate_series. Each property owes
// 0 to 11 months ending at the current one (a hash of its id: 1 in 12 owes nothing), of the clean
// service (1 in 3 also of disposal), 10 UCD + 16 % VAT (exempt for a tax-free activity); 1 notice in
// 20 carries a fine of 2 UCD and 1 in 10 a cached (unfrozen) interest row, as 'Calcular' leaves them.
// The UCD rate and bankInterest histories are set to one entry each. Needs seedTaxpayers first.
import type pg from 'pg';
import { pick } from './seed-taxpayers.ts';

export type CollectionsSeed = { notices: number; fines: number; seconds: number };

const TZ = 'America/Caracas';

export async function seedCollections(c: pg.Client): Promise<CollectionsSeed> {
  const started = performance.now();
  await c.query(`DELETE FROM global_values WHERE key IN ('conversion_petro', 'bankInterest')`);
  await c.query(`INSERT INTO global_values (key, amount, valid_from, created_at)
                 VALUES ('conversion_petro', 52.75, TIMESTAMP '2024-01-01 04:00', now()), ('bankInterest', 12, TIMESTAMP '2024-01-01 04:00', now())`);
  await c.query('BEGIN');
  await c.query('SET LOCAL session_replication_role = replica');
  const { rowCount: notices } = await c.query(
    `WITH month AS (SELECT date_trunc('month', now() AT TIME ZONE '${TZ}')::date AS m)
     INSERT INTO notices (property_id, service_type_id, period, total, iva, exempt, total_with_iva, iva_percentage, conversion_petro, status, created_at, updated_at)
     SELECT p.id, s.st, (month.m - make_interval(months => k))::date, 10,
            CASE WHEN coalesce(a.tax_free, 0) = 1 THEN 0 ELSE 1.6 END, CASE WHEN coalesce(a.tax_free, 0) = 1 THEN 10 ELSE 0 END,
            CASE WHEN coalesce(a.tax_free, 0) = 1 THEN 10 ELSE 11.6 END, CASE WHEN coalesce(a.tax_free, 0) = 1 THEN 0 ELSE 16 END, 52.75, 1, now(), now()
     FROM month, properties p JOIN economic_activities a ON a.id = p.economic_activity_id
          CROSS JOIN LATERAL generate_series(0, ${pick('p.id', 31, 12)} - 1) k
          CROSS JOIN LATERAL (SELECT 1 AS st UNION ALL SELECT 2 WHERE ${pick('p.id', 32, 3)} = 0) s
     WHERE p.deleted_at IS NULL`,
  );
  const { rowCount: fines } = await c.query(
    `INSERT INTO fines (property_id, notice_id, fine_type_id, amount, status, created_at, updated_at)
     SELECT n.property_id, n.id, 1, 2, 1, n.period + interval '40 days', now() FROM notices n WHERE n.id % 20 = 0 AND n.period < now() - interval '40 days'
     UNION ALL
     SELECT n.property_id, n.id, 2, 0.05, 1, now() - interval '10 days', now() FROM notices n WHERE n.id % 10 = 3 AND n.period < now() - interval '40 days'`,
  );
  await c.query('COMMIT');
  await c.query('ANALYZE notices; ANALYZE fines; ANALYZE properties');
  return { notices: notices ?? 0, fines: fines ?? 0, seconds: (performance.now() - started) / 1000 };
}
