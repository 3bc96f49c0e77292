// Timing helpers shared by the benchmark scripts (never by the tests).

/** The p-quantile of the samples (nearest rank). */
export function quantile(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

export const stats = (samples: number[]) => `p50 ${quantile(samples, 0.5).toFixed(2)} ms · p99 ${quantile(samples, 0.99).toFixed(2)} ms · n=${samples.length}`;

/** Runs `f` n times in a row and returns each run's duration in ms. */
export async function time(n: number, f: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    out.push(performance.now() - t);
  }
  return out;
}

/** Peak RSS (MB) while `f` runs, sampled every 20 ms, and its duration (s). */
export async function peak(f: () => Promise<unknown>) {
  let max = process.memoryUsage().rss;
  const timer = setInterval(() => (max = Math.max(max, process.memoryUsage().rss)), 20);
  const before = process.memoryUsage().rss;
  const t = performance.now();
  await f();
  clearInterval(timer);
  return { seconds: (performance.now() - t) / 1000, peakMb: max / 2 ** 20, growthMb: (max - before) / 2 ** 20 };
}
