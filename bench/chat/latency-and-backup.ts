/**
 * The chat's delivery at the latency load, and the same load again while the server takes its
 * periodic backup (decision 042), on one server process: bench/chat.ts's first measurements.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { listBackups } from '../../apps/server/src/backup/backup-folder.ts';
import { takeBackup } from '../../apps/server/src/backup/take-backup.ts';
import { eventLoopDelayP99, BENCH_METRICS_TOKEN } from '../support/event-loop-delay.ts';
import { median, percentiles } from '../support/figures.ts';
import { loadThroughNextBackup } from './backup-during-load.ts';
import type { ChatClients } from './chat-clients.ts';
import { type BackupFigures, LATENCY_RATE, type LatencyFigures } from './figures.ts';
import { runLoad, type LoadResult } from './load.ts';
import { messagesIn } from './seed-history.ts';
import { type SeededServer, withMentorBridge } from './with-mentorbridge.ts';

const LATENCY_RUNS = 3;
const LATENCY_RUN_MS = 10_000;
/**
 * The shortest BACKUP_EVERY the server takes: its next backup then falls inside the latency
 * server's run, after the runs without one.
 */
const BACKUP_EVERY = { env: '1m', ms: 60_000 };

/** What runs of the load came to, as the latency row shows it. */
function deliveryOf(
  results: readonly LoadResult[],
  eventLoopP99: number | null,
): Omit<LatencyFigures, 'p50' | 'p99'> {
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    lost: sum((result) => result.lost),
    refused: sum((result) => result.refused),
    duplicated: sum((result) => result.duplicated),
    eventLoopP99,
  };
}

/**
 * Medians over repeated runs at the latency rate, after a warm-up that is not counted. With a
 * `port`, the server's event-loop delay over the runs is read from its /metrics.
 */
export async function latencyOf(
  clients: ChatClients,
  { sample, port }: { sample?: () => void; port?: number } = {},
): Promise<LatencyFigures> {
  await runLoad(clients, { rate: LATENCY_RATE, durationMs: 5_000 });
  if (port !== undefined) await eventLoopDelayP99(port);
  const results: LoadResult[] = [];
  for (let run = 0; run < LATENCY_RUNS; run++) {
    const sampling = sample && setInterval(sample, 250);
    results.push(await runLoad(clients, { rate: LATENCY_RATE, durationMs: LATENCY_RUN_MS }));
    clearInterval(sampling);
  }
  const eventLoopP99 = port === undefined ? null : await eventLoopDelayP99(port);
  const each = results.map((result) => percentiles(result.latencies));
  return {
    p50: median(each.map((run) => run.p50)),
    p99: median(each.map((run) => run.p99)),
    ...deliveryOf(results, eventLoopP99),
  };
}

/**
 * Latency and memory at the latency load, then the same load while the server's periodic
 * backup runs (decision 042), on one server process stopped gracefully, so a CPU profile of it
 * is the latency run's. Just before it starts, a backup is taken as `npm run backup` takes one:
 * the server's schedule, looking every BACKUP_EVERY, then finds a fresh one and takes its own a
 * BACKUP_EVERY later, after the runs without it.
 */
export async function latencyAndBackup(seeded: SeededServer) {
  const { dataDir, port } = seeded;
  await takeBackup(dataDir);
  const startedAt = Date.now();
  const env = { BACKUP_EVERY: BACKUP_EVERY.env, METRICS_TOKEN: BENCH_METRICS_TOKEN };
  return withMentorBridge(
    seeded,
    async (clients, server) => {
      let peakRss = 0;
      const latency = await latencyOf(clients, {
        port,
        sample: () => {
          peakRss = Math.max(peakRss, server.current.rssBytes());
        },
      });
      if (listBackups(dataDir).length !== 1) {
        throw new Error('the server backed itself up during the runs without a backup');
      }
      const messages = messagesIn(dataDir);
      // The schedule looks a BACKUP_EVERY after the server started: the load begins just before.
      await sleep(startedAt + BACKUP_EVERY.ms - 3_000 - Date.now());
      await eventLoopDelayP99(port);
      const { result, backup } = await loadThroughNextBackup(clients, {
        dataDir,
        rate: LATENCY_RATE,
      });
      const { p50, p99 } = percentiles(result.latencies);
      const withBackup: BackupFigures = {
        latency: { p50, p99, ...deliveryOf([result], await eventLoopDelayP99(port)) },
        databaseBytes: backup.databaseBytes,
        tookMs: backup.finishedAt - backup.beganAt,
        chats: seeded.pairs.length,
        messages,
      };
      return { latency, withBackup, idleRss: server.idleRss, peakRss };
    },
    { env, label: 'chat-latency-and-backup' },
  );
}
