// Bulk seed for the agreements bench: `n` old agreements and `n` conventions over the properties of
// SEED_PROPERTIES (property g belongs to user 100000 + ceil(g / 5)), each with its quotas, and one
// bill per agreement for its paid quotas (ACCEPTED) and one for a quota waiting for reconciliation
// (PENDING). Written set-based (INSERT … SELECT generate_series) in one transaction; values come from
// hashes of the row number, so every run seeds the same rows (dates are relative to today).
//   status: 85 % active, 8 % inactive, 7 % completed (every quota paid)
//   active: 60 % up to date, 20 % the last month unpaid, 20 % the last 2–4 months unpaid (en mora);
//           one in twenty of the up-to-date ones has its last past quota in a PENDING bill
//   inactive: the first third of the quotas paid; created_at spread over two years, ids in that order
import type pg from 'pg';
import { pick } from './seed-taxpayers.ts';

const KINDS = [
  // old agreements: 3–12 equal quotas (the last takes the rest), monthly or biweekly (one in five)
  { table: 'agreements', quotas: 'agreement_quotas', fk: 'agreement_id', amount: 'amount', salt: 0, billType: 1, from: 3, spread: 10 },
  // conventions: 2–12 monthly quotas, the first on the creation day
  { table: 'conventions', quotas: 'convention_quotas', fk: 'convention_id', amount: 'total', salt: 100, billType: 4, from: 2, spread: 11 },
] as const;

export async function seedAgreements(c: pg.Client, n: number, properties: number) {
  const started = performance.now();
  await c.query('BEGIN');
  // consistent by construction: skip the per-row foreign-key triggers (the embedded cluster's user is a superuser)
  await c.query('SET LOCAL session_replication_role = replica');
  for (const [i, k] of KINDS.entries()) {
    const owner = `(100000 + (pid + 4) / 5)`;
    const status = `CASE WHEN ${pick('g', k.salt + 2, 100)} < 85 THEN 1 WHEN ${pick('g', k.salt + 2, 100)} < 93 THEN 0 ELSE 2 END`;
    const created = `now() - make_interval(secs => (${n} - g) * 730.0 * 86400 / ${n} + ${pick('g', k.salt + 3, 3600)})`;
    const crypt = `md5('${k.table}' || g) || md5('${k.table}-' || g)`;
    const total = `round(20 + ${pick('g', k.salt + 4, 500_000)} / 100.0, 4)`;
    const quotas = (g: string) => `${k.from} + ${pick(g, k.salt + 5, k.spread)}`;
    if (k.table === 'agreements')
      await c.query(
        `INSERT INTO agreements (id, institution_id, number, record_number, user_id, property_id, type, quantity_quotas, total, quota_amount,
                                 expiration_date, since, until, status, conversion_petro, crypt, created_at, updated_at)
         SELECT g, 2, g, CASE WHEN g % 4 = 0 THEN 'EXP-' || g END, ${owner}, pid, x.type, x.q, x.total, round(x.total / x.q, 4),
                (x.created::date + CASE WHEN x.type = 1 THEN make_interval(months => x.q + 1) ELSE make_interval(days => 15 * (x.q + 1)) END + interval '1 day')::date,
                (date_trunc('month', x.created) - make_interval(months => 1 + g % 18))::date, (date_trunc('month', x.created) - interval '1 month')::date,
                ${status}, 40 + g % 60, ${crypt}, x.created, x.created
         FROM generate_series(1, $1::int) g,
         LATERAL (SELECT 1 + ${pick('g', 1, properties - 1)} AS pid) p,
         LATERAL (SELECT CASE WHEN g % 5 = 0 THEN 2 ELSE 1 END AS type, ${quotas('g')} AS q, ${total} AS total, ${created} AS created) x`,
        [n],
      );
    else
      await c.query(
        `INSERT INTO conventions (id, institution_id, number, user_id, property_id, total, status, conversion_petro, crypt, created_at, updated_at)
         SELECT g, 2, to_char(x.created, 'YYYY') || '-' || lpad(g::text, 6, '0'), ${owner}, pid, x.total, ${status}, 40 + g % 60, ${crypt}, x.created, x.created
         FROM generate_series(1, $1::int) g,
         LATERAL (SELECT 1 + ${pick('g', 101, properties - 1)} AS pid) p,
         LATERAL (SELECT ${total} AS total, ${created} AS created) x`,
        [n],
      );
    // the quotas; a paid one is in bill (2i)·n + id (ACCEPTED), one in reconciliation in bill (2i+1)·n + id (PENDING)
    const count = k.table === 'agreements' ? 'a.quantity_quotas' : `(${quotas('a.id')})`;
    const step =
      k.table === 'agreements'
        ? `CASE WHEN a.type = 1 THEN make_interval(months => s) ELSE make_interval(days => 15 * s) END`
        : `make_interval(months => s - 1)`;
    const share = k.table === 'agreements' ? 'a.quota_amount' : `round(a.total / ${count}, 4)`;
    await c.query(
      `INSERT INTO ${k.quotas} (${k.fk}, position, date, ${k.amount}, status, bill_id)
       SELECT a.id, s, d.date, CASE WHEN s = ${count} THEN a.total - ${share} * (s - 1) ELSE ${share} END,
              CASE WHEN st.state = 'free' THEN 1 ELSE 0 END,
              CASE st.state WHEN 'paid' THEN ${2 * i * n} + a.id WHEN 'recon' THEN ${(2 * i + 1) * n} + a.id END
       FROM ${k.table} a, generate_series(1, ${count}) s,
       LATERAL (SELECT (a.created_at::date + ${step})::date AS date) d,
       LATERAL (SELECT CASE WHEN ${pick('a.id', k.salt + 6, 10)} < 6 THEN 0 WHEN ${pick('a.id', k.salt + 6, 10)} < 8 THEN 1 ELSE 2 + a.id % 3 END AS tail) t,
       LATERAL (SELECT CASE
                  WHEN a.status = 2 THEN 'paid'
                  WHEN d.date >= current_date THEN 'free'
                  WHEN a.status = 0 THEN CASE WHEN s <= ${count} / 3 THEN 'paid' ELSE 'free' END
                  WHEN d.date >= current_date - make_interval(months => t.tail) THEN 'free'
                  WHEN t.tail = 0 AND a.id % 20 = 3 AND d.date >= current_date - interval '1 month' THEN 'recon'
                  ELSE 'paid' END AS state) st`,
    );
    await c.query(
      `INSERT INTO bills (id, institution_id, number, receipt_number, status, bill_type, user_id, property_id, quotas_total, total, total_bs, due, due_bs,
                          amount_paid, conversion_petro, crypt, issued_at, created_at, updated_at)
       SELECT b.bill_id, 2, CASE WHEN b.accepted THEN b.bill_id END, b.bill_id, CASE WHEN b.accepted THEN 1 ELSE 0 END, ${k.billType}, a.user_id, a.property_id,
              b.total, b.total, round(b.total * a.conversion_petro, 2), b.total, round(b.total * a.conversion_petro, 2),
              round(b.total * a.conversion_petro, 2), a.conversion_petro, md5('bill' || b.bill_id) || md5('bill-' || b.bill_id),
              CASE WHEN b.accepted THEN b.at END, b.at, b.at
       FROM (SELECT bill_id, min(${k.fk}) AS owner, sum(${k.amount}) AS total, bill_id <= ${(2 * i + 1) * n} AS accepted, max(date)::timestamp AS at
             FROM ${k.quotas} WHERE bill_id IS NOT NULL GROUP BY bill_id) b
       JOIN ${k.table} a ON a.id = b.owner`,
    );
    await c.query(`SELECT setval(pg_get_serial_sequence('${k.table}', 'id'), $1::int)`, [n]);
  }
  await c.query(`SELECT setval(pg_get_serial_sequence('bills', 'id'), (SELECT max(id) FROM bills))`);
  await c.query(
    `INSERT INTO fiscal_counters (institution_id, kind, last_value) VALUES (2, 'agreement', $1)
     ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = excluded.last_value`,
    [n],
  );
  const {
    rows: [broken],
  } = await c.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM agreements a LEFT JOIN properties p ON p.id = a.property_id WHERE p.id IS NULL OR p.user_id <> a.user_id)
          + (SELECT count(*) FROM conventions a LEFT JOIN properties p ON p.id = a.property_id WHERE p.id IS NULL OR p.user_id <> a.user_id)
          + (SELECT count(*) FROM agreement_quotas q LEFT JOIN bills b ON b.id = q.bill_id WHERE q.bill_id IS NOT NULL AND b.id IS NULL)
          + (SELECT count(*) FROM convention_quotas q LEFT JOIN bills b ON b.id = q.bill_id WHERE q.bill_id IS NOT NULL AND b.id IS NULL) AS n`,
  );
  if (Number(broken!.n)) throw new Error(`bench seed: ${broken!.n} agreement rows break a foreign key`);
  await c.query('COMMIT');
  await c.query('VACUUM ANALYZE');
  const {
    rows: [sizes],
  } = await c.query<{ aq: number; cq: number; bills: number }>(
    `SELECT (SELECT count(*)::int FROM agreement_quotas) AS aq, (SELECT count(*)::int FROM convention_quotas) AS cq, (SELECT count(*)::int FROM bills) AS bills`,
  );
  return { ...sizes!, seconds: (performance.now() - started) / 1000 };
}
