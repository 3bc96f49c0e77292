// Entry point of `pnpm dev` and, compiled to dist/start.mjs by scripts/bundle.mjs, of `pnpm start`
// and the Docker image: the portal, plus the demo data when SEED_DEMO is 'true', or 'auto' on the
// embedded database. Demo data stays out of src/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { seedDemo } from '@aseo/db/seed';
import { loadConfig, repoRoot } from '../src/config.ts';
import { startPortal } from '../src/server.ts';

// an optional .env at the repository root (see .env.example); real environment variables win
const envFile = path.join(repoRoot, '.env');
if (existsSync(envFile)) {
  const fromShell = { ...process.env };
  process.loadEnvFile(envFile);
  Object.assign(process.env, fromShell);
}
const cfg = loadConfig();
// log lines go to stdout asynchronously (a blocking write per request cost ≈ 8 % of the API's CPU
// under load); pino flushes what is buffered on exit, and shutdown flushes before exiting
const log = pino({ level: cfg.LOG_LEVEL }, pino.destination({ dest: 1, sync: false }));
const exit = (code: number) => log.flush(() => process.exit(code));

startPortal(cfg, log, {
  async onDatabaseReady(db, { embedded }) {
    if (cfg.SEED_DEMO === 'true' || (cfg.SEED_DEMO === 'auto' && embedded)) {
      const seeded = await seedDemo(db, { bcryptRounds: cfg.BCRYPT_ROUNDS });
      if (seeded) log.info('datos de demostración cargados');
    }
  },
})
  .then((portal) => {
    log.info(`Portal de Aseo Urbano disponible en ${cfg.PUBLIC_URL} (puerto ${cfg.PORT})`);
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'deteniendo');
      portal.stop().then(
        () => exit(0),
        () => exit(1),
      );
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  })
  .catch((err: Error) => {
    log.fatal({ err }, err.message);
    exit(1);
  });
