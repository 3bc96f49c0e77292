// `pnpm restore <folder>`: a copy made by `pnpm backup` (or the daily job) put back into an EMPTY
// target (README "Backups", ADR 026): with DATABASE_URL, that database (no table in it); without,
// a new embedded cluster in DATA_DIR (no database there yet). The uploaded files go to the upload
// folder (UPLOAD_DIR, default DATA_DIR/uploads), which must be empty. A damaged copy (any checksum
// of its manifest not matching) and a non-empty target are refused before anything is written.
// Exit codes: 0 restored, 2 refused, 1 failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, repoRoot } from '../src/config.ts';
import { BackupRefused, checkCopy, databaseToRestore, runRestore } from '../src/modules/backups/index.ts';

const envFile = path.join(repoRoot, '.env');
if (existsSync(envFile)) {
  const fromShell = { ...process.env };
  process.loadEnvFile(envFile);
  Object.assign(process.env, fromShell);
}

/** The folder as the operator typed it: from where `pnpm restore` was called (pnpm runs this script in apps/api). */
function folderArg(arg: string | undefined): string {
  if (!arg) {
    console.error('Uso: pnpm restore <carpeta de la copia>   (p. ej. pnpm restore .data/backups/2026-11-26T06-30-00Z)');
    process.exit(2);
  }
  if (path.isAbsolute(arg)) return arg;
  const bases = [process.env.INIT_CWD, repoRoot, process.cwd()].filter((b): b is string => !!b);
  return bases.map((b) => path.resolve(b, arg)).find((p) => existsSync(p)) ?? path.resolve(bases[0]!, arg);
}

async function main() {
  const folder = folderArg(process.argv.slice(2).find((a) => a !== '--'));
  const cfg = loadConfig();
  if (!existsSync(folder)) throw new BackupRefused(`no existe la carpeta ${folder}`);
  const log = (m: string) => console.log(`  ${m}`);
  // the copy is checked whole before any cluster is made or any database touched
  const checked = await checkCopy(folder, log);
  const db = await databaseToRestore(cfg);
  try {
    const result = await runRestore({ folder, checked, databaseUrl: db.url, uploadDir: cfg.uploadDir, log });
    const t = result.manifest.totals;
    console.log(
      `Copia del ${result.manifest.created_at} restaurada en ${result.seconds} s: ${result.manifest.tables.length} tablas (${t.rows} filas), ${t.files} archivos en ${cfg.uploadDir}.`,
    );
    console.log(db.embedded ? `Inicie el portal con DATA_DIR=${cfg.DATA_DIR} pnpm start.` : 'Inicie el portal con este DATABASE_URL.');
  } finally {
    await db.stop();
  }
}

main().catch((err) => {
  const refused = err instanceof BackupRefused;
  const message = err instanceof Error ? err.message : String(err);
  if (refused) console.error(`Restauración rechazada: ${message}`);
  else
    console.error(
      `La restauración falló: ${message}\nEl destino puede haber quedado a medias: bórrelo (la carpeta de datos, o la base de datos y la carpeta de archivos) antes de repetir.`,
    );
  process.exit(refused ? 2 : 1);
});
