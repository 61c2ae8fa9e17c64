/**
 * The chat under load (docs/benchmarks.md): 1,000 signed-in clients in 500 accepted pairs against
 * the real server, run as production runs it and pinned to its own core, with this process
 * generating the load on the other. Latency, memory, the highest sustained rate and a crash are
 * measured; the baselines are a bare `ws` relay, a plain Socket.IO relay and the `ws` relay
 * storing each message in SQLite (chat/relays/storing-relay.ts), driven by the same harness.
 * Each throughput figure is the median of rounds searched in turns (chat/interleaved-rounds.ts).
 * Every contender answers a message the same way: our server sends `message.created` to every
 * socket of both members, the sender's included, and that is the sender's acknowledgement; the
 * relays send the message back to the sender as well as to the partner. Its rows and their
 * targets are in chat/figures.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatClients } from './chat/chat-clients.ts';
import { cpuPerMessage } from './chat/cpu-per-message.ts';
import {
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
import { seedChatPairs, type SeededPair } from './chat/seed-pairs.ts';
import { highestSustainedRate } from './chat/throughput-search.ts';
import type { Benchmark } from './support/benchmark.ts';
import { median, percentiles } from './support/figures.ts';
import { startMentorBridgeUnderChatLoad } from './support/mentorbridge-server.ts';
import {
  freePort,
  pinLoadGenerator,
  type ServerProcess,
  startServer,
} from './support/processes.ts';

const PAIRS = 500;
const LATENCY_RUNS = 3;
const LATENCY_RUN_MS = 10_000;

/** Medians over repeated runs at the latency rate, after a warm-up that is not counted. */
async function latencyOf(clients: ChatClients, sample?: () => void): Promise<LatencyFigures> {
  await runLoad(clients, { rate: LATENCY_RATE, durationMs: 5_000 });
  const results: LoadResult[] = [];
  for (let run = 0; run < LATENCY_RUNS; run++) {
    const sampling = sample && setInterval(sample, 250);
    results.push(await runLoad(clients, { rate: LATENCY_RATE, durationMs: LATENCY_RUN_MS }));
    clearInterval(sampling);
  }
  const each = results.map((result) => percentiles(result.latencies));
  return {
    p50: median(each.map((run) => run.p50)),
    p99: median(each.map((run) => run.p99)),
    lost: results.reduce((total, result) => total + result.lost, 0),
    duplicated: results.reduce((total, result) => total + result.duplicated, 0),
  };
}

interface SeededServer {
  dataDir: string;
  pairs: SeededPair[];
  port: number;
}

/**
 * Our server on the seeded data with every client connected, for `work`; `server.current` is
 * the running process (the storm replaces it). Stops both after.
 */
async function withMentorBridge<T>(
  { dataDir, pairs, port }: SeededServer,
  work: (
    clients: MentorBridgeClients,
    server: { current: ServerProcess; idleRss: number },
  ) => Promise<T>,
): Promise<T> {
  const server = { current: await startMentorBridgeUnderChatLoad(dataDir, port), idleRss: 0 };
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

/** Latency, memory and the kill -9 storm of our server; its throughput is searched in rounds. */
async function mentorBridgeUnderLoad(seeded: SeededServer) {
  return withMentorBridge(seeded, async (clients, server) => {
    let peakRss = 0;
    const latency = await latencyOf(clients, () => {
      peakRss = Math.max(peakRss, server.current.rssBytes());
    });
    const cpu = await cpuPerMessage(clients, server.current);
    const storm = await reconnectStorm(clients, {
      crash: () => server.current.stop('SIGKILL'),
      start: async () => {
        server.current = await startMentorBridgeUnderChatLoad(seeded.dataDir, seeded.port);
      },
    });
    return { latency, cpu, idleRss: server.idleRss, peakRss, storm };
  });
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

/**
 * Our server's latency, memory and storm, the bare relay's latency, then the highest rates of
 * our server and both relays, searched in turns; each driven by the same harness.
 */
async function underLoad(): Promise<ChatResults> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-chat-bench-'));
  try {
    const seeded = { dataDir, pairs: await seedChatPairs(dataDir, PAIRS), port: await freePort() };
    const ours = await mentorBridgeUnderLoad(seeded);
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
        withMentorBridge(seeded, (clients) => {
          console.log('  highest sustained rate, MentorBridge:');
          return highestSustainedRate(clients);
        }),
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
      wsRelay: { latency: wsRelay.latency, cpu: wsRelay.cpu, throughput: throughput['ws relay'] },
      socketIo: { throughput: throughput['Socket.IO relay'] },
      storingRelay: { cpu: storingRelayCpu, throughput: throughput['storing relay'] },
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
