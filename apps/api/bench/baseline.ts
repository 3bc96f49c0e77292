// The bare baseline of `pnpm bench` (bench/load.ts): Express + `pg`, nothing else. For every route
// it verifies the bearer JWT with the portal's secret and runs, with the same parameters, the very
// statements the portal sends for a warm request of that call (captured by load.ts from Prisma's
// query events), then answers the rows of the last one as JSON. Run as its own process, so its
// requests per second and its RSS are its own.
//   env: PORT, DATABASE_URL, JWT_SECRET, DB_POOL_MAX, BASELINE_ROUTES (a JSON file: path → statements)
import { createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express from 'express';
import jwt from 'jsonwebtoken';
import pg from 'pg';

export type Statement = { sql: string; params: unknown[] };
export type BaselineRoutes = Record<string, Statement[]>;

const env = process.env;
const routes = JSON.parse(readFileSync(env.BASELINE_ROUTES!, 'utf8')) as BaselineRoutes;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.DB_POOL_MAX ?? 10), connectionTimeoutMillis: 10_000 });
const key = createSecretKey(Buffer.from(env.JWT_SECRET!, 'utf8'));

const app = express();
app.use(express.json());
for (const [path, statements] of Object.entries(routes)) {
  app.post(path, async (req, res) => {
    try {
      jwt.verify((req.get('authorization') ?? '').replace(/^Bearer\s+/i, ''), key, { algorithms: ['HS256'] });
    } catch {
      res.status(401).json({ error: 'Token is Invalid' });
      return;
    }
    let rows: unknown[] = [];
    for (const s of statements) rows = (await pool.query(s.sql, s.params)).rows;
    res.json({ rows });
  });
}
const server = app.listen(Number(env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ listening: typeof address === 'object' && address ? address.port : 0 }));
});
