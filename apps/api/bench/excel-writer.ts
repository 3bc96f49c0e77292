// The Excel writer alone, no database (issue 30 item 4): streamExcel writing N synthetic 'Pagos' rows
// through the export's own columns, beside exceljs's raw streaming writer writing the same number of
// rows (the rows of bench/payments.ts's baseline), each into a sink; time, bytes and this process's
// peak RSS. TRACE=1 prints the memory every 3 s (ArrayBuffers are the XML not yet zipped).
//   cd apps/api && N=100000 pnpm exec tsx bench/excel-writer.ts   (ONLY=ours | raw: one of them)
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { streamExcel } from '../src/lib/excel.ts';
import { PAYMENTS_COLUMNS } from '../src/modules/payments/payments.excel.ts';

const N = Number(process.env.N ?? 100_000);
type Row = Parameters<NonNullable<(typeof PAYMENTS_COLUMNS)[0]['value']>>[0];
const row = (k: number) =>
  ({
    id: k,
    created_at: new Date(Date.UTC(2026, 0, 1) + k * 60_000),
    since: new Date(Date.UTC(2026, k % 12, 1)),
    until: new Date(Date.UTC(2026, k % 12, 1)),
    number: k,
    proforma_number: null,
    receipt_number: null,
    serial_code: null,
    control_number: null,
    status: 1,
    bill_type: 1,
    total_bs: '580.50',
    delivery: false,
    code: `AU-${k}`,
    name: 'Contribuyente',
    lastname: 'de prueba',
    business_name: null,
    retention: 0,
    methods: ['Transferencia'],
    banks: ['Banco de Venezuela'],
    refs: [String(k).padStart(8, '0')],
  }) satisfies Row;

function sink() {
  const s = new PassThrough();
  let bytes = 0;
  s.on('data', (c: Buffer) => (bytes += c.length));
  return { res: Object.assign(s, { setHeader: () => s }) as unknown as Response, bytes: () => bytes };
}

async function ours(n: number) {
  const s = sink();
  await streamExcel(
    s.res,
    'pagos.xlsx',
    'Pagos',
    PAYMENTS_COLUMNS,
    (function* () {
      for (let k = 0; k < n; k++) yield row(k);
    })(),
  );
  return s.bytes();
}

async function raw(n: number) {
  const s = sink();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: s.res as unknown as PassThrough, useStyles: true });
  const ws = wb.addWorksheet('Pagos');
  for (let k = 0; k < n; k++) {
    const cells = ['Contribuyente de prueba', `AU-${k}`, 'NO', new Date(), String(k).padStart(8, '0'), '', '', 'Deuda', 'ene 2026', 'abcd1234'];
    ws.addRow([...cells, 'Banco de Venezuela', 'Transferencia', 580.5, 'Conciliado', 'NO']).commit();
  }
  await wb.commit();
  return s.bytes();
}

const mb = (n: number) => (n / 2 ** 20).toFixed(0);
let peak = 0;
setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20).unref();
if (process.env.TRACE)
  setInterval(() => {
    const m = process.memoryUsage();
    console.log(`rss ${mb(m.rss)} MB · heap used ${mb(m.heapUsed)} MB · ArrayBuffers ${mb(m.arrayBuffers)} MB`);
  }, 3000).unref();

await ours(2000);
await raw(2000);
const runs: [string, (n: number) => Promise<number>][] =
  process.env.ONLY === 'raw'
    ? [['raw', raw]]
    : process.env.ONLY === 'ours'
      ? [['streamExcel', ours]]
      : [
          ['raw', raw],
          ['streamExcel', ours],
          ['raw', raw],
          ['streamExcel', ours],
        ];
for (const [name, f] of runs) {
  peak = process.memoryUsage().rss;
  const t = performance.now();
  const bytes = await f(N);
  console.log(
    `${name.padEnd(12)} ${N.toLocaleString('en')} rows ${((performance.now() - t) / 1000).toFixed(2)} s · ${(bytes / 2 ** 20).toFixed(1)} MB · peak RSS ${mb(peak)} MB`,
  );
}
