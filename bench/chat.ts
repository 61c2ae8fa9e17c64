/**
 * The chat under load (docs/benchmarks.md): 1,000 signed-in clients in 500 accepted pairs against
 * the real server, run as production runs it and pinned to its own core, with this process
 * generating the load on the other. Latency, memory, the highest sustained rate and a crash are
 * measured; the baselines are a bare `ws` relay, a plain Socket.IO relay and the `ws` relay
 * storing each message in SQLite (chat/relays/storing-relay.ts), driven by the same harness.
 * Each throughput figure is the median of rounds searched in turns (chat/interleaved-rounds.ts).
 * Every contender answers a message the same way: our server sends `message.created` to every
 * socket of both members, the sender's included, and that is the sender's acknowledgement; the
 * relays send the message back to the sender as well as to the partner.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatClients } from './chat/chat-clients.ts';
import { CPU_RATE, type CpuPerMessage, cpuPerMessage } from './chat/cpu-per-message.ts';
import { medianOfInterleavedRounds } from './chat/interleaved-rounds.ts';
import { runLoad, type LoadResult } from './chat/load.ts';
import { MentorBridgeClients } from './chat/mentorbridge-clients.ts';
import { reconnectStorm } from './chat/reconnect-storm.ts';
import { SocketIoRelayClients, WsRelayClients } from './chat/relay-clients.ts';
import { seedChatPairs, type SeededPair } from './chat/seed-pairs.ts';
import { highestSustainedRate } from './chat/throughput-search.ts';
import { type Figure, mb, median, ms, percentiles, ratio } from './support/figures.ts';
import { startMentorBridgeUnderChatLoad } from './support/mentorbridge-server.ts';
import {
  freePort,
  pinLoadGenerator,
  type ServerProcess,
  startServer,
} from './support/processes.ts';

const PAIRS = 500;
/** 1,000 clients each sending one message every 2 s. */
const LATENCY_RATE = 500;
const LATENCY_RUNS = 3;
const LATENCY_RUN_MS = 10_000;

interface LatencyFigures {
  p50: number;
  p99: number;
  lost: number;
  duplicated: number;
}

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
  await sleep(1_000);
  server.idleRss = server.current.rssBytes();
  const clients = await MentorBridgeClients.connect(port, pairs);
  try {
    return await work(clients, server);
  } finally {
    await clients.close();
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
  const clients = await connect(port, 2 * PAIRS);
  try {
    const latency = withLatency ? await latencyOf(clients) : null;
    const cpu = withCpu ? await cpuPerMessage(clients, server) : null;
    if (!withThroughput) return { latency, cpu, throughput: 0 };
    const settings = Object.entries(env).map(([name, value]) => ` ${name}=${value}`);
    console.log(`  highest sustained rate, ${path.basename(entry, '.ts')}${settings.join('')}:`);
    return { latency, cpu, throughput: await highestSustainedRate(clients) };
  } finally {
    await clients.close();
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
async function underLoad() {
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

export async function chatFigures(): Promise<Figure[]> {
  const unpin = pinLoadGenerator();
  const { ours, wsRelay, socketIo, storingRelay } = await underLoad().finally(unpin);
  const { latency, storm } = ours;
  const relayLatency = wsRelay.latency;
  return [
    {
      figure: 'Chat delivery latency, 1,000 clients, 1 message each per 2 s',
      value: `p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}; ${latency.lost} lost, ${latency.duplicated} duplicated`,
      baseline: relayLatency
        ? `bare ws relay: p50 ${ms(relayLatency.p50)}, p99 ${ms(relayLatency.p99)}`
        : '–',
      comparison: relayLatency ? `p99 ${ratio(latency.p99, relayLatency.p99)} the relay's` : '–',
      target: 'p50 ≤ 10 ms, p99 ≤ 5 ms, 0 lost, 0 duplicated',
      met: latency.p50 <= 10 && latency.p99 <= 5 && latency.lost === 0 && latency.duplicated === 0,
    },
    {
      figure:
        'Chat throughput (highest rate with p99 ≤ 100 ms, median of 3 rounds), vs bare ws relay',
      value: `${ours.throughput} msg/s`,
      baseline: `bare ws relay: ${wsRelay.throughput} msg/s`,
      comparison: ratio(ours.throughput, wsRelay.throughput),
      target: '≥ 0.3x (stretch 0.45x)',
      met: ours.throughput >= 0.3 * wsRelay.throughput,
    },
    {
      figure: 'Chat throughput (median of 3 rounds), vs plain Socket.IO relay',
      value: `${ours.throughput} msg/s`,
      baseline: `Socket.IO relay: ${socketIo.throughput} msg/s`,
      comparison: ratio(ours.throughput, socketIo.throughput),
      target: '≥ 1.0x',
      met: ours.throughput >= socketIo.throughput,
    },
    {
      figure:
        'Chat throughput (median of 3 rounds), vs the ws relay storing each message in SQLite',
      value: `${ours.throughput} msg/s`,
      baseline: `storing relay, a commit each: ${storingRelay.throughput} msg/s`,
      comparison: ratio(ours.throughput, storingRelay.throughput),
      target: '≥ 1.5x',
      met: ours.throughput >= 1.5 * storingRelay.throughput,
    },
    cpuFigure(ours.cpu, { storing: storingRelay.cpu, bare: wsRelay.cpu }),
    {
      figure: 'Reconnect storm: kill -9 and restart under 1,000 clients',
      value: `all back and caught up in ${(storm.settledMs / 1000).toFixed(1)} s; ${storm.notBack} not back, ${storm.lost} lost`,
      baseline: `restart alone: ${(storm.restartMs / 1000).toFixed(1)} s`,
      comparison: `${((storm.settledMs - storm.restartMs) / 1000).toFixed(1)} s after the restart`,
      target: 'all reconnected and caught up ≤ 10 s',
      met: storm.settledMs <= 10_000 && storm.notBack === 0 && storm.lost === 0,
    },
    {
      figure: 'Server memory (RSS) with 1,000 connected clients under the latency load',
      value: `peak ${mb(ours.peakRss)}`,
      baseline: `idle, no clients: ${mb(ours.idleRss)}`,
      comparison: `+${mb(ours.peakRss - ours.idleRss)}`,
      target: '≤ 250 MB',
      met: ours.peakRss <= 250 * 1024 ** 2,
    },
  ];
}

/**
 * The server's CPU time a message at one rate, beside the relays' at the same rate: how many
 * messages each would carry on the same core, without the throughput search's steps.
 */
function cpuFigure(
  ours: CpuPerMessage,
  relays: { storing: CpuPerMessage | null; bare: CpuPerMessage | null },
): Figure {
  const micros = ({ micros }: CpuPerMessage) => `${micros.toFixed(0)} µs`;
  const lost = ({ lost }: CpuPerMessage) => (lost > 0 ? ` (${lost} not delivered in time)` : '');
  const { storing, bare } = relays;
  return {
    figure: `Chat server CPU time a message at ${CPU_RATE.toLocaleString('en')} msg/s (every thread, one core)`,
    value: `${micros(ours)}${lost(ours)}`,
    baseline: [
      storing ? `storing relay: ${micros(storing)}${lost(storing)}` : null,
      bare ? `bare ws relay: ${micros(bare)}${lost(bare)}` : null,
    ]
      .filter(Boolean)
      .join('; '),
    comparison: [
      storing ? `${ratio(storing.micros, ours.micros)} the storing relay's messages a core` : null,
      bare ? `${ratio(bare.micros, ours.micros)} the bare relay's` : null,
    ]
      .filter(Boolean)
      .join('; '),
    target: '– (reported; the throughput rows ask ≥ 1.5x and ≥ 0.3x)',
    met: null,
  };
}
