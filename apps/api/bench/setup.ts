// What the benches at scale share: a fresh embedded PostgreSQL in a temporary folder with the
// migrations, the reference data and the demo seed, a raw `pg` client on it (the bulk seeds write
// through it), and the small helpers of their reports (a download counted to the end, the load
// average, thousands and megabytes).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { applyMigrations, loadReferenceData, startEmbeddedPostgres } from '@aseo/db';
import { PrismaClient } from '@aseo/db/client';
import { seedDemo } from '@aseo/db/seed';

export type BenchDatabase = {
  /** The temporary folder: the cluster in `pg/`, anything else the bench wants beside it. */
  dir: string;
  url: string;
  raw: pg.Client;
  /** Ends the client, stops the cluster and deletes the folder. */
  close(): Promise<void>;
};

/** A fresh database named `bench` with the migrations, reference data and demo accounts. */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `aseo-bench-${name}-`));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
  const raw = new pg.Client({ connectionString: database.url });
  const close = async () => {
    await raw.end().catch(() => undefined);
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await applyMigrations(database.url);
    const setup = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 2 }) });
    await loadReferenceData(setup);
    await seedDemo(setup, { bcryptRounds: 4 });
    await setup.$disconnect();
    await raw.connect();
  } catch (err) {
    await close();
    throw err;
  }
  return { dir, url: database.url, raw, close };
}

/** GETs `url` to the end and counts its bytes; throws unless 200 (node:http: no client timeout, a PDF answers once laid out). */
export function download(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`))));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The machine's load average (1, 5, 15 minutes), for the record beside every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** 1,234,567 */
export const n = (x: number) => x.toLocaleString('en');
/** Megabytes already in MB, rounded. */
export const mb = (x: number) => `${x.toFixed(0)} MB`;
