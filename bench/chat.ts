/**
 * The chat under load (docs/benchmarks.md): 1,000 signed-in clients in 500 accepted pairs, with
 * a year of messages behind them, against the real server, run as production runs it and pinned
 * to its own core, with this process generating the load on the other. Latency (and the
 * server's event-loop delay, from its /metrics), memory, latency while the server's periodic
 * backup runs, CPU time a message, the highest sustained rate and a crash are measured; the
 * baselines are a bare `ws` relay, a plain Socket.IO relay and the `ws` relay storing each
 * message in SQLite (chat/relays/storing-relay.ts), driven by the same harness.
 * Each throughput figure is the median of rounds searched in turns (chat/interleaved-rounds.ts).
 * Every contender answers a message the same way: our server sends `message.created` to every
 * socket of both members, the sender's included, and that is the sender's acknowledgement; the
 * relays send the message back to the sender as well as to the partner. Its rows and their
 * targets are in chat/figures.ts. With BENCH_NODE_FLAGS=--cpu-prof each server writes a CPU
 * profile into a folder named by what it ran (support/processes.ts): `chat-latency-and-backup`
 * is the latency run's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { listBackups } from '../apps/server/src/backup/backup-folder.ts';
import { takeBackup } from '../apps/server/src/backup/take-backup.ts';
import { loadThroughNextBackup } from './chat/backup-during-load.ts';
import type { ChatClients } from './chat/chat-clients.ts';
import { cpuPerMessage } from './chat/cpu-per-message.ts';
import {
  type BackupFigures,
  type ChatResults,
  chatFigures,
  chatRows,
  LATENCY_RATE,
  type LatencyFigures,
} from './chat/figures.ts';
import { medianOfInterleavedRounds } from './chat/interleaved-rounds.ts';
import { runLoad, type LoadResult } from './chat/load.ts';
import { MentorBridgeClients } from './chat/mentorbridge-clients.ts';
import { reconnectStorm } from './chat/reconnect-storm.ts';
import { SocketIoRelayClients, WsRelayClients } from './chat/relay-clients.ts';
import { messagesIn, seedChatHistory } from './chat/seed-history.ts';
import { seedChatPairs, type SeededPair } from './chat/seed-pairs.ts';
import { highestSustainedRate } from './chat/throughput-search.ts';
import type { Benchmark } from './support/benchmark.ts';
import { BENCH_METRICS_TOKEN, eventLoopDelayP99 } from './support/event-loop-delay.ts';
import { median, percentiles } from './support/figures.ts';
import { startMentorBridgeUnderChatLoad } from './support/mentorbridge-server.ts';
import {
  freePort,
  pinLoadGenerator,
  type ServerProcess,
  startServer,
} from './support/processes.ts';

const PAIRS = 500;
/** A year of talk in each chat before the run: 200,000 messages, about 90 MB of database. */
const HISTORY_PER_CHAT = 400;
const LATENCY_RUNS = 3;
const LATENCY_RUN_MS = 10_000;
/** The shortest BACKUP_EVERY the server takes: its next backup falls inside the latency server's run. */
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
async function latencyOf(
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

interface SeededServer {
  dataDir: string;
  pairs: SeededPair[];
  port: number;
}

/**
 * Our server on the seeded data with every client connected, for `work`; `server.current` is
 * the running process (the storm replaces it). Stops both after. `label` names the server's
 * CPU profile when one is asked for (BENCH_NODE_FLAGS=--cpu-prof).
 */
async function withMentorBridge<T>(
  { dataDir, pairs, port }: SeededServer,
  work: (
    clients: MentorBridgeClients,
    server: { current: ServerProcess; idleRss: number },
  ) => Promise<T>,
  { env = {}, label }: { env?: NodeJS.ProcessEnv; label: string },
): Promise<T> {
  const server = {
    current: await startMentorBridgeUnderChatLoad(dataDir, port, { env, label }),
    idleRss: 0,
  };
  // Stopped also when the clients fail to connect: a benchmark that fails is tried again.
  try {
    await sleep(1_000);
    server.idleRss = server.current.rssBytes();
    const clients = await MentorBridgeClients.connect(port, pairs);
    try {
      const result = await work(clients, server);
      server.current.checkStillRunning();
      return result;
    } finally {
      await clients.close();
    }
  } finally {
    await server.current.stop();
  }
}

/**
 * Latency and memory at the latency load, then the same load while the server's periodic
 * backup runs (decision 042), on one server process stopped gracefully, so a CPU profile of it
 * is the latency run's. Just before it starts, a backup is taken as `npm run backup` takes one:
 * the server's schedule, looking every BACKUP_EVERY, then finds a fresh one and takes its own a
 * BACKUP_EVERY later, after the runs without it.
 */
async function latencyAndBackup(seeded: SeededServer) {
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
      await eventLoopDelayP99(port);
      const { result, backup } = await loadThroughNextBackup(clients, {
        dataDir,
        rate: LATENCY_RATE,
        startAt: startedAt + BACKUP_EVERY.ms - 3_000,
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

/** CPU time a message and the kill -9 storm of our server; its throughput is searched in rounds. */
async function cpuAndStorm(seeded: SeededServer) {
  return withMentorBridge(
    seeded,
    async (clients, server) => {
      const cpu = await cpuPerMessage(clients, server.current);
      const storm = await reconnectStorm(clients, {
        crash: () => server.current.stop('SIGKILL'),
        start: async () => {
          server.current = await startMentorBridgeUnderChatLoad(seeded.dataDir, seeded.port, {
            label: 'chat-after-the-storm',
          });
        },
      });
      return { cpu, storm };
    },
    { label: 'chat-cpu-and-storm' },
  );
}

/**
 * A relay baseline: its latency at the same load, its CPU time a message, and its highest
 * sustained rate, each when asked for. `env` goes to the relay's process.
 */
export async function relayUnderLoad(
  entry: string,
  connect: (port: number, size: number) => Promise<ChatClients>,
  {
    withLatency,
    withCpu = false,
    withThroughput = true,
    env = {},
  }: {
    withLatency: boolean;
    withCpu?: boolean;
    withThroughput?: boolean;
    env?: NodeJS.ProcessEnv;
  },
) {
  const port = await freePort();
  const server = await startServer(entry, { port, env });
  try {
    const clients = await connect(port, 2 * PAIRS);
    try {
      const latency = withLatency ? await latencyOf(clients) : null;
      const cpu = withCpu ? await cpuPerMessage(clients, server) : null;
      let throughput = 0;
      if (withThroughput) {
        const settings = Object.entries(env).map(([name, value]) => ` ${name}=${value}`);
        console.log(
          `  highest sustained rate, ${path.basename(entry, '.ts')}${settings.join('')}:`,
        );
        throughput = await highestSustainedRate(clients);
      }
      server.checkStillRunning();
      return { latency, cpu, throughput };
    } finally {
      await clients.close();
    }
  } finally {
    await server.stop();
  }
}

const connectWsRelay = (port: number, size: number) => WsRelayClients.connect(port, size);
const connectSocketIoRelay = (port: number, size: number) =>
  SocketIoRelayClients.connect(port, size);

/** A figure a relay was asked for; its absence is the harness's mistake, not a measurement. */
function asked<T>(figure: T | null, what: string): T {
  if (figure === null) throw new Error(`${what} was not measured`);
  return figure;
}

/**
 * Our server's latency, memory, backup and storm, the bare relay's latency, the relays' CPU
 * time a message, then the highest rates of our server and both relays, searched in turns;
 * each driven by the same harness.
 */
async function underLoad(): Promise<ChatResults> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-chat-bench-'));
  try {
    const pairs = await seedChatPairs(dataDir, PAIRS);
    seedChatHistory(dataDir, pairs, HISTORY_PER_CHAT);
    const seeded = { dataDir, pairs, port: await freePort() };
    const ours = { ...(await latencyAndBackup(seeded)), ...(await cpuAndStorm(seeded)) };
    const wsRelay = await relayUnderLoad('bench/chat/relays/ws-relay.ts', connectWsRelay, {
      withLatency: true,
      withCpu: true,
      withThroughput: false,
    });
    const storingRelayCpu = (
      await relayUnderLoad('bench/chat/relays/storing-relay.ts', connectWsRelay, {
        withLatency: false,
        withCpu: true,
        withThroughput: false,
        env: { COMMIT: 'each' },
      })
    ).cpu;
    const relayThroughput = async (
      entry: string,
      connect: (port: number, size: number) => Promise<ChatClients>,
    ) => (await relayUnderLoad(entry, connect, { withLatency: false })).throughput;
    const throughput = await medianOfInterleavedRounds({
      MentorBridge: () =>
        withMentorBridge(
          seeded,
          (clients) => {
            console.log('  highest sustained rate, MentorBridge:');
            return highestSustainedRate(clients);
          },
          { label: 'chat-throughput' },
        ),
      'ws relay': () => relayThroughput('bench/chat/relays/ws-relay.ts', connectWsRelay),
      'Socket.IO relay': () =>
        relayThroughput('bench/chat/relays/socket-io-relay.ts', connectSocketIoRelay),
      'storing relay': async () =>
        (
          await relayUnderLoad('bench/chat/relays/storing-relay.ts', connectWsRelay, {
            withLatency: false,
            env: { COMMIT: 'each' },
          })
        ).throughput,
    });
    return {
      ours: { ...ours, throughput: throughput.MentorBridge },
      wsRelay: {
        latency: asked(wsRelay.latency, "the bare relay's latency"),
        cpu: asked(wsRelay.cpu, "the bare relay's CPU time"),
        throughput: throughput['ws relay'],
      },
      socketIo: { throughput: throughput['Socket.IO relay'] },
      storingRelay: {
        cpu: asked(storingRelayCpu, "the storing relay's CPU time"),
        throughput: throughput['storing relay'],
      },
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const chatBenchmark: Benchmark = {
  rows: Object.values(chatRows),
  async run() {
    const unpin = pinLoadGenerator();
    return chatFigures(await underLoad().finally(unpin));
  },
};
