// The audit reports generated in the background (docs/reports.md "Auditoría"). A request is its
// 'report.audit-requested' audit row (value id: the job's uuid; new values: the filters and the file
// name), written when it is asked: the database keeps who asked what and when, append-only. The file
// lives under the upload folder, `reports/audit/<user id>/<uuid>.xlsx`, written as `.part` and renamed
// when whole; `<uuid>.json` says it is ready (rows, size, when) and `<uuid>.failed` that it failed.
// No table is needed: the state is on disk beside the file, the request in the audit log.
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'express';
import { AUDIT_EVENTS, MODULES } from '@aseo/shared/constants';
import type { AuditExportFilters, AuditFile, AuditFileStatus } from '@aseo/shared/contracts';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import type { Config } from '../../config.ts';
import { streamExcel, type ExcelSummary } from '../../lib/excel.ts';
import { queryRows } from '../../lib/sql.ts';
import { AUDIT_COLUMNS, AUDIT_SHEET, auditHeading, auditMovements, auditSummary } from './audit.export.ts';

export type AuditFileFilters = AuditFile['filters'];

export const filtersOf = (f: AuditExportFilters): AuditFileFilters => ({
  since: f.since!,
  until: f.until ?? null,
  module_id: f.module_id ?? null,
  user_id: f.user_id ?? null,
  client_id: f.client_id ?? null,
  search: f.search ?? null,
});

/** The filters a stored request names, as the export takes them. */
export const exportFiltersOf = (f: AuditFileFilters): AuditExportFilters => ({
  since: f.since,
  until: f.until ?? undefined,
  module_id: f.module_id ?? undefined,
  user_id: f.user_id ?? undefined,
  client_id: f.client_id ?? undefined,
  search: f.search ?? undefined,
});

const folder = (cfg: Config, userId: number) => path.join(cfg.uploadDir, 'reports', 'audit', String(userId));
const fileOf = (cfg: Config, userId: number, id: string, ext: 'xlsx' | 'json' | 'failed' | 'xlsx.part') => path.join(folder(cfg, userId), `${id}.${ext}`);
/** The stored file relative to the upload folder (what sendStoredFile takes). */
export const relativeFile = (userId: number, id: string) => path.join('reports', 'audit', String(userId), `${id}.xlsx`);

type Ready = { rows: number; size: number; ready_at: string };
type Request = { id: string; user_id: number; created_at: Date; new_values: { file?: string; filters?: AuditFileFilters } | null };

const REQUESTED = AUDIT_EVENTS['report.audit-requested'].name;
const SELECT = Prisma.sql`SELECT a.value_id AS id, a.user_id, a.created_at, a.new_values FROM audit_logs a
  WHERE a.module_id = ${MODULES.REPORTS} AND a.log_name = ${REQUESTED}`;

/** The requests of `userId`, newest first (the last 50). */
export const requestsOf = (ctx: AppContext, userId: number) =>
  queryRows<Request>(ctx.db, Prisma.sql`${SELECT} AND a.user_id = ${userId} ORDER BY a.id DESC LIMIT 50`);

/** One request by its uuid. */
export async function requestById(ctx: AppContext, id: string): Promise<Request | null> {
  const [r] = await queryRows<Request>(ctx.db, Prisma.sql`${SELECT} AND a.value_id = ${id} LIMIT 1`);
  return r ?? null;
}

async function readReady(cfg: Config, userId: number, id: string): Promise<Ready | null> {
  try {
    return JSON.parse(await readFile(fileOf(cfg, userId, id, 'json'), 'utf8')) as Ready;
  } catch {
    return null;
  }
}
const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** A request as the `files` call lists it, its state read from the disk. */
export async function presentFile(cfg: Config, r: Request): Promise<AuditFile> {
  const ready = await readReady(cfg, r.user_id, r.id);
  const status: AuditFileStatus = ready ? 'ready' : (await exists(fileOf(cfg, r.user_id, r.id, 'failed'))) ? 'failed' : 'pending';
  const filters = r.new_values?.filters;
  return {
    id: r.id,
    name: r.new_values?.file ?? `${r.id}.xlsx`,
    status,
    requested_at: r.created_at.toISOString(),
    ready_at: ready?.ready_at ?? null,
    rows: ready?.rows ?? null,
    size: ready?.size ?? null,
    filters: {
      since: filters?.since ?? '',
      until: filters?.until ?? null,
      module_id: filters?.module_id ?? null,
      user_id: filters?.user_id ?? null,
      client_id: filters?.client_id ?? null,
      search: filters?.search ?? null,
    },
  };
}

export const isReady = async (cfg: Config, r: Request) => (await readReady(cfg, r.user_id, r.id)) !== null;

/** Writes the whole Excel of the filters (the same columns, heading and summary sheet as the export) as the request's file. */
export async function writeAuditFile(ctx: AppContext, userId: number, id: string, f: AuditExportFilters): Promise<Ready> {
  const { cfg } = ctx;
  await mkdir(folder(cfg, userId), { recursive: true });
  const part = fileOf(cfg, userId, id, 'xlsx.part');
  const heading = await auditHeading(ctx, f);
  const seen = { count: 0 };
  const rows = (async function* () {
    for await (const m of auditMovements(ctx, f)) {
      seen.count++;
      yield m;
    }
  })();
  const summary = (): ExcelSummary => ({
    sheet: 'Resumen',
    rows: [
      { label: heading.title, strong: true },
      ...(heading.subtitle ? [{ label: heading.subtitle }] : []),
      ...heading.filters.map(([label, value]) => ({ label, values: [{ kind: 'text' as const, value }] })),
      { label: '' },
      ...auditSummary(seen),
      ...(heading.notes ?? []).map((n) => ({ label: n })),
    ],
  });
  const out = createWriteStream(part);
  // streamExcel names the file through the answer's headers: a file on disk has none to set
  const sink = Object.assign(out, { setHeader: () => sink }) as unknown as Response;
  try {
    await streamExcel(sink, `${heading.fileBase}.xlsx`, AUDIT_SHEET, AUDIT_COLUMNS, rows, { summary });
  } catch (err) {
    out.destroy();
    await rm(part, { force: true });
    throw err;
  }
  await rename(part, fileOf(cfg, userId, id, 'xlsx'));
  const ready: Ready = { rows: seen.count, size: (await stat(fileOf(cfg, userId, id, 'xlsx'))).size, ready_at: new Date().toISOString() };
  await writeFile(fileOf(cfg, userId, id, 'json'), JSON.stringify(ready));
  return ready;
}

/** Marks a request failed (its job gave up). */
export async function markFailed(cfg: Config, userId: number, id: string, reason: string) {
  await mkdir(folder(cfg, userId), { recursive: true });
  await writeFile(fileOf(cfg, userId, id, 'failed'), reason);
}
