/**
 * The chat benchmark's rows (bench/chat.ts), declared before it runs, and what it measured
 * written into them.
 */
import { measured } from '../support/benchmark.ts';
import { type Figure, mb, ms, ratio } from '../support/figures.ts';
import { targets } from '../support/targets.ts';
import { CPU_RATE, type CpuPerMessage } from './cpu-per-message.ts';
import type { StormResult } from './reconnect-storm.ts';

/** 1,000 clients each sending one message every 2 s. */
export const LATENCY_RATE = 500;

export interface LatencyFigures {
  p50: number;
  p99: number;
  lost: number;
  duplicated: number;
}

/** What one chat run measured: our server, and each relay as far as it was asked. */
export interface ChatResults {
  ours: {
    latency: LatencyFigures;
    cpu: CpuPerMessage;
    idleRss: number;
    peakRss: number;
    storm: StormResult;
    throughput: number;
  };
  wsRelay: { latency: LatencyFigures | null; cpu: CpuPerMessage | null; throughput: number };
  socketIo: { throughput: number };
  storingRelay: { cpu: CpuPerMessage | null; throughput: number };
}

export const chatRows = {
  latency: {
    figure: 'Chat delivery latency, 1,000 clients, 1 message each per 2 s',
    target: targets.chatLatency,
  },
  throughput: {
    figure: 'Chat throughput (median of 3 rounds), vs the ws relay storing each message in SQLite',
    target: targets.chatThroughput,
  },
  againstBareRelay: {
    figure:
      'Chat throughput (highest rate with p99 ≤ 100 ms, median of 3 rounds), vs bare ws relay',
    target: targets.chatThroughputAgainstBareRelay,
  },
  againstSocketIo: {
    figure: 'Chat throughput (median of 3 rounds), vs plain Socket.IO relay',
    target: targets.chatThroughputAgainstSocketIo,
  },
  cpu: {
    figure: `Chat server CPU time a message at ${CPU_RATE.toLocaleString('en')} msg/s (every thread, one core)`,
    target: targets.chatCpuPerMessage,
  },
  storm: {
    figure: 'Reconnect storm: kill -9 and restart under 1,000 clients',
    target: targets.reconnectStorm,
  },
  memory: {
    figure: 'Server memory (RSS) with 1,000 connected clients under the latency load',
    target: targets.chatMemory,
  },
};

export function chatFigures({ ours, wsRelay, socketIo, storingRelay }: ChatResults): Figure[] {
  const { latency, storm } = ours;
  const relayLatency = wsRelay.latency;
  return [
    measured(
      chatRows.latency,
      {
        value: `p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}; ${latency.lost} lost, ${latency.duplicated} duplicated`,
        baseline: relayLatency
          ? `bare ws relay: p50 ${ms(relayLatency.p50)}, p99 ${ms(relayLatency.p99)}`
          : '–',
        comparison: relayLatency ? `p99 ${ratio(latency.p99, relayLatency.p99)} the relay's` : '–',
      },
      latency,
    ),
    measured(
      chatRows.throughput,
      {
        value: `${ours.throughput} msg/s`,
        baseline: `storing relay, a commit each: ${storingRelay.throughput} msg/s`,
        // The target asks the latency too: a higher rate bought with later delivery is no gain.
        comparison: `${ratio(ours.throughput, storingRelay.throughput)}; p99 ${ms(latency.p99)}, ${latency.lost} lost at ${LATENCY_RATE} msg/s`,
      },
      { ours: ours.throughput, storingRelay: storingRelay.throughput, ...latency },
    ),
    measured(chatRows.againstBareRelay, {
      value: `${ours.throughput} msg/s`,
      baseline: `bare ws relay: ${wsRelay.throughput} msg/s`,
      comparison: ratio(ours.throughput, wsRelay.throughput),
    }),
    measured(chatRows.againstSocketIo, {
      value: `${ours.throughput} msg/s`,
      baseline: `Socket.IO relay: ${socketIo.throughput} msg/s`,
      comparison: ratio(ours.throughput, socketIo.throughput),
    }),
    measured(chatRows.cpu, cpuShown(ours.cpu, { storing: storingRelay.cpu, bare: wsRelay.cpu })),
    measured(
      chatRows.storm,
      {
        value: `all back and caught up in ${(storm.settledMs / 1000).toFixed(1)} s; ${storm.notBack} not back, ${storm.lost} lost`,
        baseline: `restart alone: ${(storm.restartMs / 1000).toFixed(1)} s`,
        comparison: `${((storm.settledMs - storm.restartMs) / 1000).toFixed(1)} s after the restart`,
      },
      storm,
    ),
    measured(
      chatRows.memory,
      {
        value: `peak ${mb(ours.peakRss)}`,
        baseline: `idle, no clients: ${mb(ours.idleRss)}`,
        comparison: `+${mb(ours.peakRss - ours.idleRss)}`,
      },
      ours.peakRss,
    ),
  ];
}

/**
 * The server's CPU time a message at one rate, beside the relays' at the same rate: how many
 * messages each would carry on the same core, without the throughput search's steps.
 */
function cpuShown(
  ours: CpuPerMessage,
  relays: { storing: CpuPerMessage | null; bare: CpuPerMessage | null },
) {
  const micros = ({ micros }: CpuPerMessage) => `${micros.toFixed(0)} µs`;
  const lost = ({ lost }: CpuPerMessage) => (lost > 0 ? ` (${lost} not delivered in time)` : '');
  const { storing, bare } = relays;
  return {
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
  };
}
