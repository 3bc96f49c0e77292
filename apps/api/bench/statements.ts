// Issue 30 item 1: what one API call costs in statements. `recordStatements()` wraps pg's
// `Client.prototype.query` (the one the Prisma adapter's pool uses) and keeps, per statement shape,
// how many times it ran and the time from sending it to its answer (a round trip: the database's work
// plus the wire); `report()` prints them by total time, with the count of round trips per call.
import pg from 'pg';

type Shape = { n: number; ms: number; text: string; values: unknown[] };

/** The SQL with its literals and parameter numbers out, short enough to read on one line. */
const shapeOf = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(/\$\d+/g, '$')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\b\d+\b/g, 'N')
    .trim()
    .slice(0, 110);

export function recordStatements() {
  const shapes = new Map<string, Shape>();
  const original = pg.Client.prototype.query;
  let on = false;
  // pg's query has many overloads; the wrapper only looks at the text and times the promise it returns
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (!on || !(result instanceof Promise)) return result;
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
    const values = (typeof first === 'string' ? args[1] : (first as { values?: unknown[] } | undefined)?.values) ?? [];
    const t = performance.now();
    const key = shapeOf(text);
    const done = () => {
      const s = shapes.get(key) ?? { n: 0, ms: 0, text, values: values as unknown[] };
      s.n++;
      s.ms += performance.now() - t;
      shapes.set(key, s);
    };
    result.then(done, done);
    return result;
  } as typeof original;
  return {
    start: () => void (on = true),
    stop: () => void (on = false),
    restore: () => void (pg.Client.prototype.query = original),
    /** Lines to print: per call, the round trips and their time, then each statement shape by total time. */
    report(calls: number, wallMs: number) {
      const rows = [...shapes.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const trips = rows.reduce((s, [, v]) => s + v.n, 0);
      const inDb = rows.reduce((s, [, v]) => s + v.ms, 0);
      const lines = [
        `${calls} calls: ${(wallMs / calls).toFixed(2)} ms each, of which ${(inDb / calls).toFixed(2)} ms in ${(trips / calls).toFixed(1)} round trips (${((inDb / wallMs) * 100).toFixed(0)} %)`,
        ...rows.map(([sql, v]) => `  ${(v.n / calls).toFixed(1).padStart(5)} × ${(v.ms / v.n).toFixed(3).padStart(7)} ms  ${sql}`),
      ];
      return lines;
    },
    /**
     * `EXPLAIN (ANALYZE, BUFFERS)` of one recorded sample of each read (a SELECT) on `client`, inside a
     * transaction rolled back (the third of three runs): how much of a read's round trip is planning
     * (Prisma's adapter sends unnamed statements: every call is planned again), how much execution.
     */
    async explainReads(client: pg.Client) {
      const lines: string[] = [];
      for (const [shape, v] of [...shapes.entries()].sort((a, b) => b[1].ms - a[1].ms)) {
        if (!/^\s*(\/\*prepared\*\/\s*)?SELECT/i.test(v.text)) continue;
        await client.query('BEGIN');
        try {
          // the third run is reported: the first ones warm this connection's catalog and plan caches
          const explain = () => client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${v.text}`, v.values);
          await explain();
          await explain();
          const { rows } = await explain();
          const plan = rows.map((r) => r['QUERY PLAN']);
          const time = (what: string) => plan.find((l) => l.startsWith(what))?.replace(/^.*: /, '') ?? '?';
          const hits = plan.find((l) => l.trim().startsWith('Buffers:'))?.trim() ?? '';
          lines.push(`  planning ${time('Planning Time')}, execution ${time('Execution Time')}  ${hits}  ${shape.slice(0, 70)}`);
        } finally {
          await client.query('ROLLBACK');
        }
      }
      return lines;
    },
  };
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; hitCount?: number };

/** Where a CPU profile's samples fall: by package (node_modules/…) or by our own folder, as shares of the samples. */
export function cpuShares(profile: { nodes: ProfileNode[] }, top = 14) {
  const by = new Map<string, number>();
  let all = 0;
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    if (!hits) continue;
    all += hits;
    const url = n.callFrame.url;
    const pkg = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)?.[1];
    const key =
      pkg ??
      (url.includes('/src/')
        ? `ours: ${url.split('/src/')[1]!.split('/').slice(0, 2).join('/')}`
        : url
          ? 'node'
          : `(${n.callFrame.functionName || 'program'})`);
    by.set(key, (by.get(key) ?? 0) + hits);
  }
  return [...by.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => `  ${((v / all) * 100).toFixed(1).padStart(5)} %  ${k}`);
}
