// Backups (issue 31, README "Backups", ADR 026) on the real PostgreSQL: a portal with a year of
// the rich demo (bills in every status, credit notes, a withholding voucher, certificates, voucher
// photos) plus an agreement, desk payments and a sealed audit chain is copied WHILE two desks keep
// taking payments; `pnpm restore` puts the copy into a fresh data folder (a new embedded cluster);
// every table reads back as the manifest's snapshot (rows and sha256), every file is identical,
// the snapshot is consistent (the invoice counter equals the last invoice number), the restored
// portal answers /api/health, signs the demo admin in, verifies the audit chain and numbers the
// next invoice without a gap. A copy with one byte changed and a non-empty target are refused.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@aseo/db/seed';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@aseo/db';
import { BILL_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import { todayYmd } from '@aseo/shared/schemas';
import {
  BACKUP_QUEUE,
  backupAndRecord,
  backupStatus,
  BackupRefused,
  fileSum,
  keptCopies,
  listFiles,
  openSession,
  refuseNonEmpty,
  runBackup,
  startBackupScheduler,
  tableContent,
  type Manifest,
} from '../src/modules/backups/index.ts';
import { login, signedIn } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let restored: TestPortal | undefined;
let cluster: EmbeddedDatabase | undefined;
const temp: string[] = [];
let manifest: Manifest;
let folder: string;
let overlapped = 0;
let restoreDataDir: string;

const AUDIT = '/api/admin/reports/audit_report';
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });

/** `pnpm restore <folder>` as the operator runs it (the api's script), with this environment. */
function restoreCli(dir: string, env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', dir], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', UPLOAD_DIR: '', BACKUP_DIR: '', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code: code ?? 1, out, err }));
  });
}

async function scratch(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
}

beforeAll(async () => {
  portal = await startTestPortal();
  expect(await seedDemo(portal.ctx.db, { bcryptRounds: 4, rich: { uploadDir: portal.cfg.uploadDir } })).toBe(true);
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  const staff = await signedIn(portal, { level_id: 2, permissions: ['view-payment-agreements'] });
  const kit = await paymentsKit(portal, cashier.auth);
  // an agreement (a convention of two quotas) and its first quota paid
  const { p, jan } = await kit.owing();
  const made = await request(portal.url)
    .post('/api/admin/conventions')
    .set(staff.auth)
    .send({ property: p.id, number: `CV-${Date.now()}`, agreements: [{ position: 1, date: todayYmd(), payments: [jan.id] }] })
    .expect(200);
  const quota = await portal.ctx.db.conventionQuota.findFirstOrThrow({ where: { convention_id: made.body.convention.id } });
  await kit.pay(p.id, quota.id, [cash('580.00')]).catch(() => undefined);
  // part of the audit chain sealed before the copy, the rest written during it
  const admin = { Authorization: `Bearer ${await login(portal, 'admin', 'Demo.2026')}` };
  await request(portal.url).post(`${AUDIT}/verify`).set(admin).expect(200);

  // two desks take payments (cash: an invoice number; transfer: a photo) while the copy is taken
  let copying = false;
  let stop = false;
  const desk = async (k: number) => {
    for (let i = 0; !stop; i++) {
      const owing = await kit.owing();
      const bill = await kit.pay(owing.p.id, owing.jan.id, [(i + k) % 2 ? kit.transfer('580.00') : cash('580.00')]);
      if (copying) overlapped++;
      expect([BILL_STATUS.ACCEPTED, BILL_STATUS.PENDING]).toContain(bill.status);
    }
  };
  const desks = [desk(0), desk(1)];
  await new Promise((r) => setTimeout(r, 300));
  copying = true;
  const backupDir = await scratch('aseo-backups-');
  const copy = await runBackup({ databaseUrl: portal.databaseUrl, uploadDir: portal.cfg.uploadDir, backupDir });
  copying = false;
  await new Promise((r) => setTimeout(r, 300));
  stop = true;
  await Promise.all(desks);
  manifest = copy.manifest;
  folder = copy.folder;

  // the operator's restore into a fresh data folder: a new embedded cluster
  restoreDataDir = await scratch('aseo-restored-');
  const run = await restoreCli(folder, { DATA_DIR: restoreDataDir });
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  expect(run.out).toMatch(/restaurada/);
  cluster = await startEmbeddedPostgres({ dataDir: restoreDataDir });
  restored = await startTestPortal({ DATABASE_URL: cluster.url, UPLOAD_DIR: path.join(restoreDataDir, 'uploads') });
}, 240_000);

afterAll(async () => {
  await restored?.close();
  await cluster?.stop();
  await portal?.close();
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
});

describe('a copy taken while payments are made', () => {
  it('holds every table with rows, bills in every status, the agreement, the audit rows and the uploaded files', async () => {
    const rows = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    for (const table of [
      'bills',
      'bill_lines',
      'vouchers',
      'credit_notes',
      'conventions',
      'convention_quotas',
      'audit_logs',
      'issued_documents',
      'solvencies',
      'fiscal_counters',
    ]) {
      expect(rows[table], table).toBeGreaterThan(0);
    }
    expect(rows.rate_limits).toBeUndefined();
    expect(manifest.migrations.length).toBeGreaterThan(10);
    expect(manifest.files.length).toBeGreaterThan(5);
    // the desks kept going: some payments finished during the copy, and the live portal has more bills than the copy
    expect(overlapped).toBeGreaterThan(0);
    expect(await portal.ctx.db.bill.count()).toBeGreaterThan(rows.bills!);
    const statuses = await restored!.ctx.db.bill.groupBy({ by: ['status'], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual(Object.values(BILL_STATUS).sort());
  });

  it('restores every table to the snapshot: the same rows (count and digest), read from the restored database', async () => {
    const s = await openSession(cluster!.url, 'backups-test');
    try {
      for (const t of manifest.tables) {
        expect(await tableContent(s, t), t.name).toEqual({ rows: t.rows, digest: t.rows_digest });
      }
    } finally {
      await s.end();
    }
  });

  it('is one instant: the invoice counter is the last invoice number, every voucher photo is there', async () => {
    const db = restored!.ctx.db;
    const counter = await db.fiscalCounter.findFirstOrThrow({ where: { kind: 'invoice' } });
    const last = await db.bill.aggregate({ _max: { number: true } });
    expect(counter.last_value).toBe(last._max.number);
    const named = await db.voucher.findMany({ where: { file: { not: null } }, select: { file: true } });
    expect(named.length).toBeGreaterThan(0);
    for (const v of named) expect(existsSync(path.join(restored!.cfg.uploadDir, v.file!)), v.file!).toBe(true);
  });

  it('puts back every file byte for byte', async () => {
    const back = await listFiles(restored!.cfg.uploadDir);
    expect(back).toEqual(manifest.files.map((f) => f.path));
    for (const f of manifest.files) {
      const original = await fileSum(path.join(portal.cfg.uploadDir, f.path));
      expect(await fileSum(path.join(restored!.cfg.uploadDir, f.path)), f.path).toEqual(original);
    }
  });

  it('the restored portal answers, signs the demo admin in, verifies the audit chain and numbers the next invoice without a gap', async () => {
    const api = () => request(restored!.url);
    await api().get('/api/health').expect(200);
    const admin = { Authorization: `Bearer ${await login(restored!, 'admin', 'Demo.2026')}` };
    const verify = await api().post(`${AUDIT}/verify`).set(admin).expect(200);
    expect(verify.body).toMatchObject({ ok: true, broken: null });
    expect(verify.body.checked).toBeGreaterThanOrEqual(manifest.tables.find((t) => t.name === 'audit_logs')!.rows);
    const before = await restored!.ctx.db.fiscalCounter.findFirstOrThrow({ where: { kind: 'invoice' } });
    const cashier = await signedIn(restored!, { level_id: 2, permissions: ['view-cash'] });
    const kit = await paymentsKit(restored!, cashier.auth);
    const { p, jan } = await kit.owing();
    const bill = await kit.pay(p.id, jan.id, [cash('580.00')]);
    expect(bill).toMatchObject({ status: BILL_STATUS.ACCEPTED, number: before.last_value + 1 });
  });
});

describe('what a restore refuses', () => {
  it('a copy with one byte changed, naming the damaged part, before touching the target', async () => {
    const damaged = path.join(await scratch('aseo-damaged-'), 'copy');
    await cp(folder, damaged, { recursive: true });
    const bills = path.join(damaged, 'tables', manifest.tables.find((t) => t.name === 'bills')!.file);
    const bytes = await readFile(bills);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    await writeFile(bills, bytes);
    const target = await scratch('aseo-target-');
    const run = await restoreCli(damaged, { DATA_DIR: target });
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/Restauración rechazada: la copia .* está dañada: 1 partes no coinciden .*tables\/bills\.copy\.gz/);
    expect(existsSync(path.join(target, 'pg'))).toBe(false);
    expect(existsSync(path.join(target, 'uploads'))).toBe(false);
  });

  it('a data folder that already holds a database, and a database with tables', async () => {
    const run = await restoreCli(folder, { DATA_DIR: restoreDataDir });
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/ya tiene una base de datos/);
    const empty = await scratch('aseo-empty-uploads-');
    await expect(refuseNonEmpty(portal.databaseUrl, empty)).rejects.toThrow(BackupRefused);
    await expect(refuseNonEmpty(portal.databaseUrl, empty)).rejects.toThrow(/no está vacía/);
  });
});

describe('the daily job and its status', () => {
  it('runs on the pg-boss queue, writes a copy and records it; a failed copy is recorded with its message, the last good one kept', async () => {
    const backupDir = await scratch('aseo-daily-');
    const cfg = { ...portal.cfg, backupDir, BACKUP_SCHEDULE: '30 2 * * *', BACKUP_KEEP_DAILY: 7, BACKUP_KEEP_MONTHLY: 12 };
    expect(await backupStatus(cfg)).toEqual({ last: null, last_ok: null, schedule: '30 2 * * *', folder: backupDir });
    const scheduler = await startBackupScheduler({ databaseUrl: portal.databaseUrl, cfg, log: portal.ctx.log, pollingIntervalSeconds: 0.5 });
    try {
      await scheduler.boss.send(BACKUP_QUEUE, {});
      for (let i = 0; i < 240 && !(await backupStatus(cfg)).last; i++) await new Promise((r) => setTimeout(r, 250));
    } finally {
      await scheduler.stop();
    }
    const done = await backupStatus(cfg);
    expect(done.last).toMatchObject({ ok: true, message: expect.stringMatching(/tablas .* archivos copiados/) });
    expect(existsSync(path.join(done.last!.folder!, 'manifest.json'))).toBe(true);
    const failed = await backupAndRecord({
      databaseUrl: portal.databaseUrl.replace(/\/[^/]+$/, '/no_such_database'),
      uploadDir: portal.cfg.uploadDir,
      backupDir,
      keepDaily: 7,
      keepMonthly: 12,
    });
    expect(failed).toMatchObject({ ok: false, folder: null, message: expect.stringMatching(/no_such_database/) });
    const after = await backupStatus(cfg);
    expect(after.last).toMatchObject({ ok: false });
    expect(after.last_ok).toEqual(done.last);
    // a failed copy leaves no folder behind
    expect((await listFiles(backupDir)).filter((f) => !f.startsWith(path.basename(done.last!.folder!)) && f !== 'status.json')).toEqual([]);
  });
});

describe('retention', () => {
  it('keeps the newest copy of each of the last N days and M months (Caracas days)', () => {
    const names = [
      '2026-11-26T06-30-00Z',
      '2026-11-26T03-00-00Z', // 25 Nov in Caracas (23:00)
      '2026-11-25T06-30-00Z',
      '2026-11-24T06-30-00Z',
      '2026-10-31T06-30-00Z',
      '2026-10-01T06-30-00Z',
      '2026-09-15T06-30-00Z',
    ];
    expect([...keptCopies(names, { daily: 2, monthly: 2 })].sort()).toEqual(['2026-10-31T06-30-00Z', '2026-11-26T03-00-00Z', '2026-11-26T06-30-00Z']);
    expect([...keptCopies(names, { daily: 1, monthly: 0 })]).toEqual(['2026-11-26T06-30-00Z']);
  });
});
