// pnpm db:migrate — applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR when none is set.
import path from 'node:path';
import { startEmbeddedPostgres } from '../embedded.ts';
import { applyMigrations } from '../migrate.ts';
import { repoRoot } from '../paths.ts';

async function main() {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: path.resolve(repoRoot, process.env.DATA_DIR ?? '.data') });
  try {
    const applied = await applyMigrations(process.env.DATABASE_URL || embedded!.url);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date.');
  } finally {
    await embedded?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
