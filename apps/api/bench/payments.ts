// pnpm bench — 'Pagos' at scale (issue 14): 1,000,000 bills (one voucher each) over 50,000 taxpayers'
// properties, then p50/p99 of the staff payments list over HTTP (page 1, a status filter, page 50,
// searches by property code, name, ID / number, amount and reference), of the voucher history (page 1,
// a code search), and the 'Exportar Excel' of 100,000 bills and of all of them (time and the process's
// peak RSS: flat in the row count), and three rounds of the 100,000 beside exceljs's raw streaming
// writer writing the same 100,000 rows from memory (the two sides swapping places each round; the ratio
// of each round and of the three rounds' times added up).
//   cd apps/api && pnpm run bench:payments   (BENCH_BILLS=N, default 1,000,000; BENCH_EXPORT_ONLY=1: no lists)
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { startEmbeddedPostgres } from '@aseo/db';
import { seedDemo } from '@aseo/db/seed';
import { loadConfig } from '../src/config.ts';
import { startPortal } from '../src/server.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';
import { peakRssOf } from './process-load.ts';
import { peak, stats, time } from './timing.ts';

const BILLS = Number(process.env.BENCH_BILLS ?? 1_000_000);
const EXPORT_ROWS = 100_000;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aseo-bench-payments-'));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const cfg = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    BILLING_SCHEDULER: 'off',
    SUMMARY_WARMUP: 'off',
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
  });
  const portal = await startPortal(cfg);
  const raw = new pg.Client({ connectionString: database.url });
  try {
    await seedDemo(portal.ctx.db, { bcryptRounds: 4 });
    await raw.connect();
    const t0 = performance.now();
    await seedTaxpayers(raw, 50_000, 50_000);
    // a bulk load: the tables' row triggers off for it (collection_days' per-row upserts took the seed
    // from ≈ 65 s past 25 min; nothing here reads that table), foreign keys hold by construction
    await raw.query(`SET session_replication_role = replica`);
    // bills spread over two years, 60 % accepted, 20 % pending, 10 % rejected, 10 % cancelled; one voucher each
    await raw.query(
      `WITH props AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(user_id ORDER BY id) AS us, count(*)::int AS n FROM properties WHERE deleted_at IS NULL)
       INSERT INTO bills (number, issued_at, status, bill_type, user_id, property_id, since, until, subtotal, subtotal_bs, tax_base, tax_base_bs, iva, iva_bs,
                          total, total_bs, due, due_bs, amount_paid, conversion_petro, crypt, created_at, updated_at)
       SELECT g, d, (ARRAY[1,1,1,1,1,1,0,0,2,3])[1 + g % 10], 1, props.us[1 + g % props.n], props.ids[1 + g % props.n], date_trunc('month', d)::date,
              date_trunc('month', d)::date, 10, 500, 10, 500, 1.6, 80, 11.6, 580 + (g % 97), 11.6, 580 + (g % 97), 580 + (g % 97), 50,
              md5(g::text) || md5((g * 31)::text), d, d
       FROM props, generate_series(1, $1::int) g, LATERAL (SELECT now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval AS d) t`,
      [BILLS],
    );
    await raw.query(
      `INSERT INTO vouchers (bill_id, payment_method_id, bank_id, number, amount_paid, amount_petro, accepted)
       SELECT id, 1 + id % 5, CASE WHEN id % 5 = 0 THEN NULL ELSE (SELECT min(id) FROM banks) END, CASE WHEN id % 5 = 0 THEN NULL ELSE lpad((id % 100000000)::text, 8, '0') END,
              total_bs, total, (status = 1)::int FROM bills`,
    );
    await raw.query(`UPDATE fiscal_counters SET last_value = $1 WHERE kind = 'invoice'`, [BILLS]);
    await raw.query(`SET session_replication_role = DEFAULT`);
    await raw.query('VACUUM ANALYZE');
    const seedSeconds = (performance.now() - t0) / 1000;

    const login = (await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo.2026' }),
    }).then((r) => r.json())) as { token: string };
    const auth = { authorization: `Bearer ${login.token}` };
    const get = async (q: string) => {
      const r = await fetch(`${portal.url}/api/admin/payments?${q}`, { headers: auth });
      if (!r.ok) throw new Error(`list ${q}: ${r.status}`);
      await r.arrayBuffer();
    };
    const { rows: codes } = await raw.query<{ code: string }>(`SELECT p.code FROM properties p ORDER BY p.id LIMIT 200 OFFSET 1000`);
    console.log(`payments bench: ${BILLS.toLocaleString('en')} bills and vouchers seeded in ${seedSeconds.toFixed(0)} s`);
    // BENCH_EXPORT_ONLY=1: the exports alone
    if (!process.env.BENCH_EXPORT_ONLY) {
      await time(20, () => get('page=1'));
      console.log(`admin/payments page 1                ${stats(await time(200, () => get('page=1')))}`);
      console.log(`admin/payments status=0 (pending)    ${stats(await time(200, () => get('page=1&status=0')))}`);
      console.log(`admin/payments page 50               ${stats(await time(100, () => get('page=50')))}`);
      let i = 0;
      console.log(`admin/payments search by code        ${stats(await time(200, () => get(`page=1&search=${codes[i++ % codes.length]!.code}`)))}`);
      console.log(`admin/payments search by name        ${stats(await time(50, () => get('page=1&search=Mar%C3%ADa')))}`);
      console.log(`admin/payments search by ID / number ${stats(await time(200, () => get(`page=1&search=${100_000 + i++ * 3_001}`)))}`);
      console.log(`admin/payments search by amount      ${stats(await time(100, () => get(`page=1&search=${600 + (i++ % 90)},00`)))}`);
      console.log(`admin/payments search by reference   ${stats(await time(200, () => get(`page=1&search=${String(200_000 + i++ * 7).padStart(8, '0')}`)))}`);
      // 'Historial de Comprobantes' reads the same page of bills plus each one's withholding voucher
      const history = async (q: string) => {
        const r = await fetch(`${portal.url}/api/admin/voucher-history?${q}`, { headers: auth });
        if (!r.ok) throw new Error(`history ${q}: ${r.status}`);
        await r.arrayBuffer();
      };
      console.log(`admin/voucher-history page 1         ${stats(await time(200, () => history('page=1')))}`);
      console.log(`admin/voucher-history search by code ${stats(await time(200, () => history(`page=1&search=${codes[i++ % codes.length]!.code}`)))}`);
    }

    // the export: the days holding ~100,000 bills (bills are spread evenly over 730 days)
    const days = Math.max(1, Math.round((EXPORT_ROWS / BILLS) * 730));
    const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const { rows: counted } = await raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM bills WHERE created_at >= $1::date`, [since]);
    const excel = async (q: string) => {
      const r = await fetch(`${portal.url}/api/admin/cash/get-excel?${q}`, { headers: auth });
      if (!r.ok) throw new Error(`excel: ${r.status}`);
      let bytes = 0;
      for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      if (bytes < 1000) throw new Error('excel: empty');
      return bytes;
    };
    // peak RSS of this process (it holds the API): the kernel's high-water mark, reset before each export
    const exported = async (what: string, q: string) => {
      const r = await peakRssOf(process.pid, () => excel(q));
      console.log(
        `Exportar Excel (${what}, API over HTTP)`.padEnd(56) +
          `${r.seconds.toFixed(1)} s · ${(r.result / 2 ** 20).toFixed(1)} MB · peak RSS ${r.peakMb.toFixed(0)} MB (${r.beforeMb.toFixed(0)} before) · load ${load()}`,
      );
      return r;
    };
    await excel(`since=${new Date().toISOString().slice(0, 10)}`); // warm-up: loads exceljs
    const n100k = `${counted[0]!.n.toLocaleString('en')} bills`;
    const first = await exported(n100k, `since=${since}`);
    const all = await exported(`all ${BILLS.toLocaleString('en')} bills`, '');
    console.log(
      `peak RSS, all bills / ${n100k}: ${all.peakMb > first.peakMb ? '+' : ''}${((all.peakMb / first.peakMb - 1) * 100).toFixed(0)} % (aim: within 20 %)`,
    );
    const rowsInMemory = Array.from({ length: counted[0]!.n }, (_, k) => [
      'Contribuyente de prueba',
      `AU-${String(k).padStart(6, '0')}`,
      'NO',
      new Date(),
      String(k).padStart(8, '0'),
      '',
      '',
      'Deuda',
      'ene 2026',
      randomBytes(4).toString('hex'),
      'Banco de Venezuela',
      'Transferencia',
      580.5,
      'Conciliado',
      'NO',
    ]);
    const rawWriter = async () => {
      const sink = new PassThrough();
      sink.resume();
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
      const ws = wb.addWorksheet('Pagos');
      for (const row of rowsInMemory) ws.addRow(row).commit();
      await wb.commit();
    };
    // three rounds of the export beside the raw writer: the ratio of each round (the machine is shared),
    // and of the three rounds' times added up. Each round times an export of its own: the first one above
    // ran before the process had written a large workbook (its code not yet optimised by V8). The two
    // sides swap places from round to round (the export first, then the writer first), so neither always
    // runs after the other's garbage.
    let apiSeconds = 0;
    let rawSeconds = 0;
    for (let round = 1; round <= 3; round++) {
      const exportFirst = round % 2 === 1;
      const before = exportFirst ? null : await peak(rawWriter);
      const api = await exported(n100k, `since=${since}`);
      const baseline = before ?? (await peak(rawWriter));
      apiSeconds += api.seconds;
      rawSeconds += baseline.seconds;
      console.log(
        `round ${round} (${exportFirst ? 'export first' : 'writer first'}): exceljs raw streaming writer (same rows from memory) ${baseline.seconds.toFixed(1)} s · peak RSS ${baseline.peakMb.toFixed(0)} MB (+${baseline.growthMb.toFixed(0)} MB)` +
          ` · Excel / raw writer = ${(api.seconds / baseline.seconds).toFixed(2)}× · load ${load()}`,
      );
    }
    console.log(
      `three rounds: Excel ${apiSeconds.toFixed(1)} s / raw writer ${rawSeconds.toFixed(1)} s = ${(apiSeconds / rawSeconds).toFixed(2)}× (aim ≤ 1.3×)`,
    );
  } finally {
    await raw.end().catch(() => undefined);
    await portal.stop();
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
