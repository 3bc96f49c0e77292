// The database side of a copy: sessions with the copy's settings, the list of tables, and one
// table streamed out (COPY … TO STDOUT, gzip, hashed on the way) or in (COPY … FROM STDIN).
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { createGunzip, createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { COPY_SETTINGS, drain, Tally, type TableEntry } from './manifest.ts';

/** Tables never copied: the public calls' rate-limit windows (re-created empty by the portal, ADR 008). */
export const SKIPPED_TABLES = ['rate_limits'];

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A session with the settings every COPY of a copy is written and read under. */
export async function openSession(databaseUrl: string, applicationName: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
  await client.connect();
  for (const [key, value] of Object.entries(COPY_SETTINGS)) await client.query(`SET ${key} = '${value}'`);
  return client;
}

export type TableInfo = { name: string; columns: string[]; pages: number };

/** The ordinary tables of the schema `public` (the portal's own, `_prisma_migrations` included) and their copied columns. */
export async function listTables(client: pg.Client): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo>(
    `SELECT c.relname AS name, c.relpages AS pages,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND NOT (c.relname = ANY($1))
     GROUP BY c.relname, c.relpages
     ORDER BY c.relname`,
    [SKIPPED_TABLES],
  );
  return rows;
}

const copyColumns = (columns: string[]) => columns.map(q).join(', ');

/** One table out of the session's snapshot into `tables/<name>.copy.gz`. */
export async function copyTableOut(client: pg.Client, table: TableInfo, tablesDir: string): Promise<TableEntry> {
  const file = `${table.name}.copy.gz`;
  const raw = new Tally(true);
  const stored = new Tally();
  const stream = client.query(pgCopy.to(`COPY ${q(table.name)} (${copyColumns(table.columns)}) TO STDOUT`));
  // level 3: most of gzip's saving at a fraction of its default's CPU
  await pipeline(stream, raw, createGzip({ level: 3 }), stored, createWriteStream(path.join(tablesDir, file)));
  return {
    name: table.name,
    columns: table.columns,
    rows: raw.lines,
    bytes: raw.bytes,
    file,
    sha256: stored.digest,
    rows_digest: raw.rowsDigest,
  };
}

/** A table's rows as they stand in the session, digested as the copy digested them (the restore's check). */
export async function tableContent(client: pg.Client, table: Pick<TableEntry, 'name' | 'columns'>): Promise<{ rows: number; digest: string }> {
  const tally = new Tally(true);
  const stream = client.query(pgCopy.to(`COPY ${q(table.name)} (${copyColumns(table.columns)}) TO STDOUT`));
  await pipeline(stream, tally, drain());
  return { rows: tally.lines, digest: tally.rowsDigest };
}

/** One table's file of a copy loaded into the session's transaction. */
export async function copyTableIn(client: pg.Client, table: TableEntry, tablesDir: string) {
  const sink = client.query(pgCopy.from(`COPY ${q(table.name)} (${copyColumns(table.columns)}) FROM STDIN`));
  await pipeline(createReadStream(path.join(tablesDir, table.file)), createGunzip(), sink);
}

export { q as quoteIdent };
