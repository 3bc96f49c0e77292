// pnpm db:seed — reference data and the demo accounts (once) into DATABASE_URL, or into the
// embedded database in DATA_DIR when none is set. Migrates first. The embedded database also gets
// the rich demo (a year of the portal's life, docs/demo-data.md), as the start line loads it.
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/client/client.ts';
import { startEmbeddedPostgres } from '../embedded.ts';
import { applyMigrations } from '../migrate.ts';
import { repoRoot } from '../paths.ts';
import { loadReferenceData } from '../reference-data.ts';
import { seedDemo } from '../seed-demo.ts';

async function main() {
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir });
  const url = process.env.DATABASE_URL || embedded!.url;
  // the portal's sessions run in UTC (apps/api/src/db.ts): timestamps hold UTC
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, options: '-c TimeZone=UTC' }) });
  try {
    await applyMigrations(url);
    await loadReferenceData(db);
    const uploadDir = path.resolve(repoRoot, process.env.UPLOAD_DIR || path.join(dataDir, 'uploads'));
    const seeded = await seedDemo(db, { bcryptRounds: Number(process.env.BCRYPT_ROUNDS ?? 10), rich: embedded ? { uploadDir } : undefined });
    console.log(seeded ? 'Demo data loaded (admin, cajero, contribuyente / Demo.2026).' : 'Demo data already present: nothing to do.');
  } finally {
    await db.$disconnect();
    await embedded?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
