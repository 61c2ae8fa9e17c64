/**
 * The chat under load (issue 8): 1,000 signed-in clients in 500 accepted pairs against the real
 * server, run as production runs it and pinned to its own core, with this process generating
 * the load on the other. Latency, memory, the highest sustained rate and a crash are measured;
 * the baselines are a bare `ws` relay and a plain Socket.IO relay driven by the same harness.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatClients } from './chat/chat-clients.ts';
import { runLoad, type LoadResult } from './chat/load.ts';
import { MentorBridgeClients } from './chat/mentorbridge-clients.ts';
import { reconnectStorm } from './chat/reconnect-storm.ts';
import { SocketIoRelayClients, WsRelayClients } from './chat/relay-clients.ts';
import { seedChatPairs } from './chat/seed-pairs.ts';
import { highestSustainedRate } from './chat/throughput-search.ts';
import { type Figure, mb, median, ms, percentiles, ratio } from './support/figures.ts';
import { startMentorBridge } from './support/mentorbridge-server.ts';
import { freePort, pinLoadGenerator, startServer } from './support/processes.ts';

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

async function mentorBridgeUnderLoad() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-chat-bench-'));
  const pairs = await seedChatPairs(dataDir, PAIRS);
  const port = await freePort();
  let server = await startMentorBridge(dataDir, port);
  await sleep(1_000);
  const idleRss = server.rssBytes();
  const clients = await MentorBridgeClients.connect(port, pairs);
  try {
    let peakRss = 0;
    const latency = await latencyOf(clients, () => {
      peakRss = Math.max(peakRss, server.rssBytes());
    });
    console.log('  highest sustained rate, MentorBridge:');
    const throughput = await highestSustainedRate(clients);
    const storm = await reconnectStorm(clients, {
      crash: () => server.stop('SIGKILL'),
      start: async () => {
        server = await startMentorBridge(dataDir, port);
      },
    });
    return { latency, idleRss, peakRss, throughput, storm };
  } finally {
    await clients.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A relay baseline: its latency at the same load, and its highest sustained rate. `env` goes to
 * the relay's process.
 */
export async function relayUnderLoad(
  entry: string,
  connect: (port: number, size: number) => Promise<ChatClients>,
  { withLatency, env = {} }: { withLatency: boolean; env?: NodeJS.ProcessEnv },
) {
  const port = await freePort();
  const server = await startServer(entry, { port, env });
  const clients = await connect(port, 2 * PAIRS);
  try {
    const latency = withLatency ? await latencyOf(clients) : null;
    const settings = Object.entries(env).map(([name, value]) => ` ${name}=${value}`);
    console.log(`  highest sustained rate, ${path.basename(entry, '.ts')}${settings.join('')}:`);
    return { latency, throughput: await highestSustainedRate(clients) };
  } finally {
    await clients.close();
    await server.stop();
  }
}

/** Our server, then the two relays, each driven by the same harness. */
async function underLoad() {
  const ours = await mentorBridgeUnderLoad();
  const wsRelay = await relayUnderLoad(
    'bench/chat/relays/ws-relay.ts',
    (port, size) => WsRelayClients.connect(port, size),
    { withLatency: true },
  );
  const socketIo = await relayUnderLoad(
    'bench/chat/relays/socket-io-relay.ts',
    (port, size) => SocketIoRelayClients.connect(port, size),
    { withLatency: false },
  );
  return { ours, wsRelay, socketIo };
}

export async function chatFigures(): Promise<Figure[]> {
  const unpin = pinLoadGenerator();
  const { ours, wsRelay, socketIo } = await underLoad().finally(unpin);
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
      target: 'p50 ≤ 10 ms, p99 ≤ 50 ms, 0 lost, 0 duplicated',
      met: latency.p50 <= 10 && latency.p99 <= 50 && latency.lost === 0 && latency.duplicated === 0,
    },
    {
      figure: 'Chat throughput (highest rate with p99 ≤ 100 ms), vs bare ws relay',
      value: `${ours.throughput} msg/s`,
      baseline: `bare ws relay: ${wsRelay.throughput} msg/s`,
      comparison: ratio(ours.throughput, wsRelay.throughput),
      target: '≥ 0.3x (stretch 0.5x)',
      met: ours.throughput >= 0.3 * wsRelay.throughput,
    },
    {
      figure: 'Chat throughput, vs plain Socket.IO relay',
      value: `${ours.throughput} msg/s`,
      baseline: `Socket.IO relay: ${socketIo.throughput} msg/s`,
      comparison: ratio(ours.throughput, socketIo.throughput),
      target: '≥ 1.0x',
      met: ours.throughput >= socketIo.throughput,
    },
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
