// pnpm bench — 'Libro de Ventas' at scale (issue 28): 1,000,000 accepted invoices over 24 months
// (bench/seed-sales-book.ts: gapless numbers, annulled ones, retention agents' withholding vouchers,
// some dated in a later month), then, against the API run as its own process as `pnpm start` runs it:
//  - p50/p99 of the book's list over HTTP: page 1 and the last page of one month, a search;
//  - the month's Excel and PDF: time, bytes, and the API process's peak RSS (its kernel high-water
//    mark, reset before each export);
//  - memory flat with the row count: the Excel of 1 month beside the Excel of 6 and of 12 months;
//  - beside them, in this process: the month's rows read with one query and written by exceljs's raw
//    streaming writer (the same cells and formats, nothing else), and a raw `COPY (SELECT …) TO STDOUT`
//    of the same rows.
//   cd apps/api && pnpm run bench:sales-book   (BENCH_BILLS=N, default 1,000,000; BENCH_SAMPLES=N, default 30)
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { freePort } from '@aseo/db';
import { peakRssOf, rssMb, startLine, startProcess, stopProcess } from './process-load.ts';
import { seedSalesBook } from './seed-sales-book.ts';
import { seedTaxpayers } from './seed-taxpayers.ts';
import { benchDatabase, download, loadAverage as load, mb, n } from './setup.ts';
import { peak, stats, time } from './timing.ts';

const BILLS = Number(process.env.BENCH_BILLS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const SECRET = 'bench-secret-bench-secret-bench-secret!!';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BOOK = '/api/admin/reports/sales-book';

/** A Caracas day (UTC−4) as YYYY-MM-DD, `monthsBack` whole months before this month, on day 1 or its last day. */
function caracasMonth(monthsBack: number, end = false) {
  const now = new Date(Date.now() - 4 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + (end ? 1 : 0), end ? 0 : 1));
  return d.toISOString().slice(0, 10);
}

/**
 * The book's rows of Caracas days $1 … $2 as one SQL statement (what the baselines read): the invoices
 * issued on those days in number order (an annulled one with zero amounts), then the withholding
 * vouchers dated on those days whose invoice is of an earlier month (adjustment rows).
 */
const ROWS_SQL = `
  SELECT 0 AS sec, b.number, ((b.issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'America/Caracas')::date AS day, b.customer_document, b.customer_name,
         b.control_number, CASE WHEN b.status = 3 THEN '03-ANU' ELSE '01-REG' END AS kind,
         CASE WHEN b.status = 3 THEN 0 ELSE b.total_bs END AS total_bs, CASE WHEN b.status = 3 THEN 0 ELSE b.exempt_bs END AS exempt_bs,
         CASE WHEN b.status = 3 THEN 0 ELSE b.tax_base_bs END AS base_bs, b.iva_percentage, CASE WHEN b.status = 3 THEN 0 ELSE b.iva_bs END AS iva_bs,
         w.number AS voucher, w.date AS voucher_date, w.amount AS withheld, b.urban_clean_amount, b.df_amount, b.total, b.conversion_petro,
         CASE WHEN b.status = 3 THEN 'Anulada' ELSE 'Activa' END AS status
  FROM bills b LEFT JOIN withholding_vouchers w ON w.bill_id = b.id
  WHERE b.institution_id = 2 AND b.number IS NOT NULL
    AND b.issued_at >= ($1::date::timestamp AT TIME ZONE 'America/Caracas') AT TIME ZONE 'UTC'
    AND b.issued_at < (($2::date + 1)::timestamp AT TIME ZONE 'America/Caracas') AT TIME ZONE 'UTC'
  UNION ALL
  SELECT 1, b.number, w.date, b.customer_document, b.customer_name, b.control_number, '04-AJU', 0, 0, 0, b.iva_percentage, 0,
         w.number, w.date, w.amount, 0, 0, 0, b.conversion_petro, 'Activa'
  FROM withholding_vouchers w JOIN bills b ON b.id = w.bill_id
  WHERE w.date BETWEEN $1::date AND $2::date AND b.institution_id = 2 AND b.number IS NOT NULL AND b.status NOT IN (2, 3)
    AND date_trunc('month', w.date) > date_trunc('month', (b.issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'America/Caracas')
  ORDER BY sec, day, number`;

type Row = Record<string, string | number | Date | null>;
const COLUMNS: { key: string; width: number; fmt?: string; kind: 'text' | 'number' | 'date' }[] = [
  { key: 'number', width: 12, kind: 'text' },
  { key: 'day', width: 12, kind: 'date', fmt: 'dd/mm/yyyy' },
  { key: 'customer_document', width: 14, kind: 'text' },
  { key: 'customer_name', width: 36, kind: 'text' },
  { key: 'control_number', width: 14, kind: 'text' },
  { key: 'kind', width: 10, kind: 'text' },
  { key: 'total_bs', width: 16, kind: 'number', fmt: '"Bs." #,##0.00' },
  { key: 'exempt_bs', width: 16, kind: 'number', fmt: '"Bs." #,##0.00' },
  { key: 'base_bs', width: 16, kind: 'number', fmt: '"Bs." #,##0.00' },
  { key: 'iva_percentage', width: 8, kind: 'number', fmt: '#,##0.00" %"' },
  { key: 'iva_bs', width: 16, kind: 'number', fmt: '"Bs." #,##0.00' },
  { key: 'voucher', width: 16, kind: 'text' },
  { key: 'voucher_date', width: 12, kind: 'date', fmt: 'dd/mm/yyyy' },
  { key: 'withheld', width: 16, kind: 'number', fmt: '"Bs." #,##0.00' },
  { key: 'urban_clean_amount', width: 16, kind: 'number', fmt: '"Bs." #,##0.00' },
  { key: 'df_amount', width: 16, kind: 'number', fmt: '"Bs." #,##0.00' },
  { key: 'total', width: 16, kind: 'number', fmt: '"UCD" #,##0.0000' },
  { key: 'conversion_petro', width: 14, kind: 'number', fmt: '#,##0.0000' },
  { key: 'status', width: 10, kind: 'text' },
];

/** exceljs's streaming writer alone: the rows' cells with the columns' formats, into a sink; its byte count. */
async function rawWriter(rows: Row[]) {
  const sink = new PassThrough();
  let bytes = 0;
  sink.on('data', (c: Buffer) => (bytes += c.length));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Libro de Ventas');
  ws.columns = COLUMNS.map((c) => ({ header: c.key, key: c.key, width: c.width }));
  ws.getRow(1).commit();
  for (const r of rows) {
    const line = ws.addRow(
      COLUMNS.map((c) => {
        const v = r[c.key];
        if (v === null || v === undefined) return null;
        return c.kind === 'number' ? Number(v) : c.kind === 'date' ? new Date(`${String(v)}T00:00:00Z`) : String(v);
      }),
    );
    COLUMNS.forEach((c, i) => {
      if (c.fmt) line.getCell(i + 1).numFmt = c.fmt;
    });
    line.commit();
  }
  ws.commit();
  await wb.commit();
  return bytes;
}

/** `COPY (sql) TO STDOUT` through pg's submittable interface (what pg-copy-streams does), counting rows and bytes. */
function copyOut(c: pg.Client, sql: string) {
  return new Promise<{ rows: number; bytes: number }>((resolve, reject) => {
    let bytes = 0;
    let rows = 0;
    let failed: Error | undefined;
    const submittable = {
      submit: (con: { query(text: string): void }) => con.query(`COPY (${sql}) TO STDOUT`),
      handleCopyData: (msg: { chunk: Buffer }) => (bytes += msg.chunk.length),
      handleCommandComplete: (msg: { text: string }) => (rows = Number(msg.text.split(' ')[1])),
      handleError: (err: Error) => (failed = err),
      handleReadyForQuery: () => (failed ? reject(failed) : resolve({ rows, bytes })),
    };
    void c.query(submittable as unknown as pg.QueryConfig);
  });
}

async function main() {
  const database = await benchDatabase('sales-book');
  const { dir, raw } = database;
  let api: ChildProcess | undefined;
  try {
    const people = await seedTaxpayers(raw, 50_000, 50_000);
    const seeded = await seedSalesBook(raw, BILLS);
    console.log(
      `sales-book bench: ${n(people.taxpayers)} taxpayers in ${people.seconds.toFixed(0)} s; ${n(seeded.bills)} invoices over ${seeded.months} months ` +
        `(${n(seeded.annulled)} annulled, ${n(seeded.withholdings)} withholding vouchers) in ${seeded.seconds.toFixed(0)} s · load average ${load()}`,
    );

    // the API as `pnpm start` runs it: the compiled bundle, the start line's variables and node options
    const bundled = spawnSync(process.execPath, ['scripts/bundle.mjs'], { cwd: apiDir, stdio: 'inherit' });
    if (bundled.status !== 0) throw new Error('bundling the API failed');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const start = await startLine();
    // a fresh API process for the lists and for each export, so each peak RSS starts from the same state
    const startApi = async () => {
      if (api) await stopProcess(api);
      api = await startProcess(
        'API',
        path.join(apiDir, 'dist', 'start.mjs'),
        {
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: SECRET,
          SEED_DEMO: 'false',
          BILLING_SCHEDULER: 'off',
          SUMMARY_WARMUP: 'off',
          DATA_DIR: path.join(dir, 'data'),
          LOG_LEVEL: 'warn',
          ...start.env,
        },
        async () => (await fetch(`${url}/api/health`)).ok,
        start.nodeArgs,
      );
      return api.pid!;
    };
    const pid = await startApi();
    const login = (await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo.2026' }),
    }).then((r) => r.json())) as { token: string };
    const auth = { authorization: `Bearer ${login.token}` };

    // the last whole month, and the last six
    const since = caracasMonth(1);
    const until = caracasMonth(1, true);
    const since6 = caracasMonth(6);
    const since12 = caracasMonth(12);
    const month = `since=${since}&until=${until}`;
    const { rows: counted } = await raw.query<{ n: number; n6: number; n12: number }>(
      `SELECT (SELECT count(*)::int FROM (${ROWS_SQL}) s) AS n, (SELECT count(*)::int FROM (${ROWS_SQL.replaceAll('$1', '$3')}) s) AS n6,
              (SELECT count(*)::int FROM (${ROWS_SQL.replaceAll('$1', '$4')}) s) AS n12`,
      [since, until, since6, since12],
    );
    const rows1 = counted[0]!.n;
    const rows6 = counted[0]!.n6;
    const rows12 = counted[0]!.n12;
    console.log(`the month ${since} … ${until}: ${n(rows1)} rows of the book; six months from ${since6}: ${n(rows6)}; twelve from ${since12}: ${n(rows12)}`);
    console.log(`API idle RSS ${mb(await rssMb(pid))}`);

    // the list: page 1 and the last page of the month, searches (a RIF / C.I., a surname)
    const list = async (q: string) => {
      const r = await fetch(`${url}${BOOK}?${q}`, { headers: auth });
      if (!r.ok) throw new Error(`list ${q}: ${r.status} ${await r.text()}`);
      return r.json() as Promise<{ bills: { last_page: number; total: number } }>;
    };
    const probe = await fetch(`${url}${BOOK}?${month}&page=1`, { headers: auth });
    await probe.arrayBuffer();
    if (probe.status === 404) console.log(`${BOOK}: 404 — the sales book's list is not mounted: not measured`);
    else {
      const first = await list(`${month}&page=1`);
      const last = first.bills.last_page;
      if (first.bills.total !== rows1) console.log(`note: the book's month has ${n(first.bills.total)} rows, the baselines' statement ${n(rows1)}`);
      const { rows: names } = await raw.query<{ document: string; name: string }>(
        `SELECT customer_document AS document, split_part(customer_name, ' ', 2) AS name FROM bills
         WHERE institution_id = 2 AND issued_at >= $1::date + 2 ORDER BY number LIMIT 200`,
        [since],
      );
      let i = 0;
      const next = () => names[i++ % names.length]!;
      await time(3, () => list(`${month}&page=1`));
      const cases: [string, () => string][] = [
        ['page 1', () => `${month}&page=1`],
        [`last page (${last})`, () => `${month}&page=${last}`],
        ['search by RIF / C.I.', () => `${month}&page=1&search=${encodeURIComponent(next().document)}`],
        ['search by surname', () => `${month}&page=1&search=${encodeURIComponent(next().name)}`],
      ];
      for (const [name, q] of cases) console.log(`list, the month, ${name.padEnd(22)} ${stats(await time(SAMPLES, () => list(q())))}`);
      console.log(`load average after the list: ${load()}`);
    }

    // the exports, each in a fresh API process after a one-day Excel and PDF (they load exceljs and pdfkit)
    const warm = await fetch(`${url}${BOOK}/excel?since=${until}&until=${until}`, { headers: auth });
    await warm.arrayBuffer();
    type Measured = { seconds: number; peakMb: number; beforeMb: number; result: number };
    let excel1: Measured | undefined;
    let measure: ((what: string, file: string, q: string) => Promise<Measured>) | undefined;
    if (warm.status === 404) console.log(`${BOOK}/excel and /pdf: 404 — not mounted: not measured`);
    else {
      measure = async (what: string, file: string, q: string) => {
        const fresh = await startApi();
        await download(`${url}${BOOK}/excel?since=${until}&until=${until}`, auth);
        await download(`${url}${BOOK}/pdf?since=${until}&until=${until}`, auth);
        const r = await peakRssOf(fresh, () => download(`${url}${BOOK}/${file}?${q}`, auth));
        console.log(
          `${what.padEnd(34)} ${r.seconds.toFixed(1)} s · ${(r.result / 2 ** 20).toFixed(1)} MB · API peak RSS ${mb(r.peakMb)} (${mb(r.beforeMb)} before) · load ${load()}`,
        );
        return r;
      };
      excel1 = await measure(`Excel, 1 month (${n(rows1)} rows)`, 'excel', month);
      const excel6 = await measure(`Excel, 6 months (${n(rows6)} rows)`, 'excel', `since=${since6}&until=${until}`);
      const excel12 = await measure(`Excel, 12 months (${n(rows12)} rows)`, 'excel', `since=${since12}&until=${until}`);
      for (const [months, rows, r] of [
        [6, rows6, excel6],
        [12, rows12, excel12],
      ] as const)
        console.log(
          `${months} months / 1 month: ${(rows / rows1).toFixed(1)}× the rows, ${(r.seconds / excel1.seconds).toFixed(1)}× the time, ` +
            `peak RSS ${r.peakMb > excel1.peakMb ? '+' : ''}${((r.peakMb / excel1.peakMb - 1) * 100).toFixed(0)} % (aim: within 20 %)`,
        );
      await measure(`PDF, 1 month (${n(rows1)} rows)`, 'pdf', month);
    }

    // the baselines, in this process
    let rows: Row[] = [];
    const query = await peak(async () => (rows = (await raw.query<Row>(ROWS_SQL, [since, until])).rows));
    const written = await rawWriter(rows.slice(0, 2000)); // warm-up (the API's exports were warmed up too)
    const writer = await peak(() => rawWriter(rows));
    console.log(`baseline: the month's rows with one query  ${query.seconds.toFixed(2)} s (${n(rows.length)} rows)`);
    console.log(
      `baseline: exceljs raw streaming writer    ${writer.seconds.toFixed(2)} s · peak RSS of this process ${mb(writer.peakMb)} (+${mb(writer.growthMb)}) · (warm-up file of 2,000 rows: ${n(written)} bytes)`,
    );
    let copied = { rows: 0, bytes: 0 };
    const copy = await peak(
      async () => (copied = await copyOut(raw, ROWS_SQL.replaceAll('$1::date', `'${since}'::date`).replaceAll('$2::date', `'${until}'::date`))),
    );
    console.log(`baseline: COPY (SELECT …) TO STDOUT       ${copy.seconds.toFixed(2)} s (${n(copied.rows)} rows, ${(copied.bytes / 2 ** 20).toFixed(1)} MB)`);
    const ratios = (round: number, excel: Measured, w: { seconds: number }) =>
      console.log(
        `round ${round}: Excel / (query + raw writer) = ${(excel.seconds / (query.seconds + w.seconds)).toFixed(2)}× · Excel / raw writer alone = ${(excel.seconds / w.seconds).toFixed(2)}× (aim ≤ 1.3×) · load ${load()}`,
      );
    if (excel1 && measure) {
      ratios(1, excel1, writer);
      // two more rounds side by side: on a shared machine only ratios taken together compare
      for (let round = 2; round <= 3; round++) {
        const again = await measure(`round ${round}: Excel, 1 month`, 'excel', month);
        const w = await peak(() => rawWriter(rows));
        console.log(`round ${round}: exceljs raw streaming writer ${w.seconds.toFixed(2)} s`);
        ratios(round, again, w);
      }
    }
    console.log(`load average at the end: ${load()}`);
  } finally {
    if (api) await stopProcess(api);
    await database.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
