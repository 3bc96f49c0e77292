// A first-come, first-served gate: at most `limit` pieces of work at once, the rest waiting in order
// (ADR 028). The desk's payments pass through one: every accepted payment of the portal updates the
// same two rows at its end (the invoice counter and the day's collection_days row), so past a few
// payments at once on a small server, more in the database only queue on those rows' locks and on
// the CPU, and the slowest payment waits for all of them. Waiting here, in order, costs nothing.
// A turn not given within `timeoutMs` fails as a connection not given by the pool would.

export type Gate = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Pieces of work running now, and waiting for a turn. */
  readonly running: number;
  readonly waiting: number;
};

export class GateTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no turn within ${timeoutMs} ms`);
    this.name = 'GateTimeoutError';
  }
}

export function createGate(limit: number, timeoutMs: number): Gate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`gate limit ${limit}`);
  let running = 0;
  const queue: { go: () => void; timer: NodeJS.Timeout }[] = [];

  function enter(): Promise<void> | void {
    if (running < limit && !queue.length) {
      running++;
      return;
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        go: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new GateTimeoutError(timeoutMs));
        }, timeoutMs),
      };
      queue.push(entry);
    });
  }

  function leave() {
    running--;
    const next = queue.shift();
    if (!next) return;
    clearTimeout(next.timer);
    running++;
    next.go();
  }

  return {
    async run(work) {
      await enter();
      try {
        return await work();
      } finally {
        leave();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
