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
import type { ChatClients } from './chat/chat-clients.ts';
import { cpuPerMessage } from './chat/cpu-per-message.ts';
import { type ChatResults, chatFigures, chatRows } from './chat/figures.ts';
import { medianOfInterleavedRounds } from './chat/interleaved-rounds.ts';
import { latencyAndBackup, latencyOf } from './chat/latency-and-backup.ts';
import { reconnectStorm } from './chat/reconnect-storm.ts';
import { SocketIoRelayClients, WsRelayClients } from './chat/relay-clients.ts';
import { seedChatHistory } from './chat/seed-history.ts';
import { seedChatPairs } from './chat/seed-pairs.ts';
import { highestSustainedRate } from './chat/throughput-search.ts';
import { type SeededServer, withMentorBridge } from './chat/with-mentorbridge.ts';
import type { Benchmark } from './support/benchmark.ts';
import { startMentorBridgeUnderChatLoad } from './support/mentorbridge-server.ts';
import { freePort, pinLoadGenerator, startServer } from './support/processes.ts';

const PAIRS = 500;
/** A year of talk in each chat before the run: 200,000 messages, about 90 MB of database. */
const HISTORY_PER_CHAT = 400;

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
