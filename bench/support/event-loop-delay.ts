/**
 * The server's own view of a run: how late its event loop ran, read from its /metrics, where
 * prom-client's default metrics keep a perf_hooks monitorEventLoopDelay histogram. Each read
 * of /metrics empties that histogram, so a read after a run tells the delays since the read
 * before it.
 */

/** The token a benchmark's server is started with (METRICS_TOKEN), so that /metrics is served. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-of-this-run';

/** prom-client samples the loop on a timer of this many ms; each sample counts the tick in. */
const SAMPLING_TICK_MS = 10;

const P99_METRIC = 'mentorbridge_nodejs_eventloop_lag_p99_seconds';

/**
 * The event loop's delay p99 since the last read, in ms, beyond the sampling tick; the first
 * read only starts the window. Null when the server does not tell it.
 */
export async function eventLoopDelayP99(port: number): Promise<number | null> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (!response.ok) return null;
  const line = (await response.text())
    .split('\n')
    .find((text) => text.startsWith(`${P99_METRIC} `) || text.startsWith(`${P99_METRIC}{`));
  const seconds = Number(line?.split(' ').at(-1));
  return Number.isFinite(seconds) ? Math.max(0, seconds * 1000 - SAMPLING_TICK_MS) : null;
}
