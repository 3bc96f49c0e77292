// Wires a running portal: database (embedded or DATABASE_URL), migrations, reference data, HTTP
// server with the app and Socket.IO on the same port. Used by scripts/start.ts (which adds the
// demo data through the onDatabaseReady hook), by tests and benches.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { createLogger } from './lib/logger.ts';
import { applyMigrations, loadReferenceData, startEmbeddedPostgres, type EmbeddedDatabase } from '@aseo/db';
import { ERROR_CODES } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import type { Config } from './config.ts';
import { createApp } from './app.ts';
import type { AppContext, Emit } from './context.ts';
import { createDb, type Db } from './db.ts';
import { createMailer } from './lib/mailer.ts';
import { createRateLimits } from './lib/rate-limit.ts';
import { createTokenService } from './lib/tokens.ts';
import { startStagingSweep } from './lib/uploads.ts';
import { startBackupScheduler } from './modules/backups/index.ts';
import { startBillingScheduler } from './modules/billing/index.ts';
import { startOverdueWarmup, stopReportJobs } from './modules/reports/index.ts';
import { createRealtime } from './realtime/socket.ts';
import { createUserChanges } from './modules/users/index.ts';
import { createGate } from './lib/gate.ts';

/** Without JWT_SECRET (development only) a random secret is kept in the data folder. */
async function jwtSecret(cfg: Config) {
  if (cfg.JWT_SECRET) return cfg.JWT_SECRET;
  const file = path.join(cfg.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(cfg.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export type RunningPortal = {
  ctx: AppContext;
  server: http.Server;
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
};

export type PortalHooks = {
  /** Runs once the database is migrated and holds the reference data, before the server listens. */
  onDatabaseReady?(db: Db, info: { embedded: boolean; log: Logger }): Promise<void>;
};

export async function startPortal(cfg: Config, log: Logger = createLogger(cfg.LOG_LEVEL), hooks: PortalHooks = {}): Promise<RunningPortal> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = cfg.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR, log: (m) => log.debug(m) });
    databaseUrl = embedded.url;
    log.info({ port: embedded.port }, 'PostgreSQL embebido iniciado');
  }
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) log.info({ applied }, 'migraciones aplicadas');
  const db = createDb(databaseUrl, cfg);
  await loadReferenceData(db);
  await hooks.onDatabaseReady?.(db, { embedded: !!embedded, log });
  const userChanges = createUserChanges();
  const tokens = createTokenService(db, await jwtSecret(cfg), cfg.JWT_EXPIRES_IN, userChanges);
  const limits = await createRateLimits(databaseUrl, cfg, log);
  let emitImpl: Emit = () => {};
  const ctx: AppContext = {
    cfg,
    db,
    log,
    tokens,
    limits,
    mailer: createMailer(cfg, log, db),
    // a `users` event also drops this instance's cached session checks and list totals (ADR 009)
    emit: (event, payload, to) => {
      if (event === 'users') userChanges.changed((payload as { user_id: number }).user_id);
      emitImpl(event, payload, to);
    },
    userChanges,
    payments: createGate(cfg.PAYMENT_CONCURRENCY, cfg.DB_POOL_TIMEOUT_MS),
  };
  const server = http.createServer(createApp(ctx));
  // requests Node refuses before Express sees them (headers over 16 KB, malformed HTTP) still get
  // a Spanish body with a code
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(
      tooLarge ? { error: MSG.server.payloadTooLarge, code: ERROR_CODES.payloadTooLarge } : { error: MSG.server.unreadableBody, code: ERROR_CODES.badRequest },
    );
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  const realtime = createRealtime(server, cfg, tokens, databaseUrl);
  emitImpl = realtime.emit;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.PORT, cfg.HOST, () => resolve());
  });
  // the monthly billing run: scheduled once across instances, caught up on start (docs/billing.md)
  const billing = cfg.BILLING_SCHEDULER === 'on' ? await startBillingScheduler({ databaseUrl, log }) : undefined;
  // the daily copy: scheduled once across instances (README "Backups", ADR 026)
  const backups = cfg.BACKUP_SCHEDULE !== 'off' ? await startBackupScheduler({ databaseUrl, cfg, log }) : undefined;
  // today's overdue summary, ready before the first staff home or report of the day (docs/reports.md)
  const warmup = cfg.SUMMARY_WARMUP === 'on' ? startOverdueWarmup(ctx) : undefined;
  // uploads staged by a request that never finished (a crash): removed after an hour (ADR 019)
  const sweep = startStagingSweep(cfg, log);
  const { port } = server.address() as { port: number };
  return {
    ctx,
    server,
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    async stop() {
      // in order: nothing may still talk to the database when the embedded one stops
      try {
        sweep.stop();
        await billing?.stop();
        await backups?.stop();
        await warmup?.stop();
        await stopReportJobs(ctx);
        await realtime.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await limits.close();
        await db.$disconnect();
      } finally {
        await embedded?.stop();
      }
    },
  };
}
