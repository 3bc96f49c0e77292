// Counts the SQL statements a portal sends, over the `pg` driver every pool of the portal uses
// (Prisma's adapter, the rate limiter): each `Client#query` on a connection to the portal's
// database is one statement. Tests take what one request sent and assert on the count and the text.
import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const textOf = (config: unknown) => (typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? ''));

/** Starts recording the statements sent to `databaseUrl`'s database until `stop()`. */
export function recordStatements(databaseUrl: string) {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  let seen: string[] = [];
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    if (this.database === database) seen.push(textOf(args[0]));
    return original.apply(this, args);
  };
  return {
    /** The statements sent since the last call (or the start). */
    take() {
      const out = seen;
      seen = [];
      return out;
    },
    /** Runs `f` and returns the statements sent meanwhile. */
    async during(f: () => Promise<unknown>) {
      seen = [];
      await f();
      return this.take();
    },
    stop() {
      proto.query = original;
    },
  };
}
