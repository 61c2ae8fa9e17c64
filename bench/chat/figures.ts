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
  /** Neither delivered nor refused: gone without a word. */
  lost: number;
  /** Refused by the server, or their socket closed before it answered. */
  refused: number;
  duplicated: number;
  /** The server's event-loop delay p99 over the runs, ms, when the server tells it (/metrics). */
  eventLoopP99: number | null;
}

/** The latency load run again while the server's periodic backup ran (decision 042). */
export interface BackupFigures {
  latency: LatencyFigures;
  /** The backup's database file, bytes, and how long the backup took, ms. */
  databaseBytes: number;
  tookMs: number;
  /** What the database held when the run began: its chats and their messages. */
  chats: number;
  messages: number;
}

/** What one chat run measured: our server, and each relay as far as it was asked. */
export interface ChatResults {
  ours: {
    latency: LatencyFigures;
    withBackup: BackupFigures;
    cpu: CpuPerMessage;
    idleRss: number;
    peakRss: number;
    storm: StormResult;
    throughput: number;
  };
  wsRelay: { latency: LatencyFigures; cpu: CpuPerMessage; throughput: number };
  socketIo: { throughput: number };
  storingRelay: { cpu: CpuPerMessage; throughput: number };
}

export const chatRows = {
  latency: {
    figure: 'Chat delivery latency, 1,000 clients, 1 message each per 2 s',
    target: targets.chatLatency,
  },
  latencyWithBackup: {
    figure: 'Chat delivery latency, 1,000 clients, with the periodic backup running',
    target: targets.chatLatencyWithBackup,
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
  const { latency, storm, withBackup } = ours;
  const relayLatency = wsRelay.latency;
  return [
    measured(
      chatRows.latency,
      {
        value: `${delivery(latency)}${eventLoop(latency)}`,
        baseline: `bare ws relay: p50 ${ms(relayLatency.p50)}, p99 ${ms(relayLatency.p99)}`,
        comparison: `p99 ${ratio(latency.p99, relayLatency.p99)} the relay's`,
      },
      { ...latency, relayP99: relayLatency.p99 },
    ),
    measured(
      chatRows.latencyWithBackup,
      {
        value: `${delivery(withBackup.latency)}${eventLoop(withBackup.latency)}; ${backupShown(withBackup)}`,
        baseline: `without: p99 ${ms(latency.p99)}${eventLoop(latency)}`,
        comparison: `p99 ${ratio(withBackup.latency.p99, latency.p99)} without`,
      },
      withBackup.latency,
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
    measured(chatRows.cpu, cpuShown(ours.cpu, { storing: storingRelay.cpu, bare: wsRelay.cpu }), {
      ours: ours.cpu.micros,
      storingRelay: storingRelay.cpu.micros,
    }),
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

/** "p50 1.36 ms, p99 3.20 ms; 0 lost, 0 duplicated", refusals named when there were any. */
function delivery({ p50, p99, lost, refused, duplicated }: LatencyFigures): string {
  const refusedToo = refused > 0 ? `, ${refused} refused` : '';
  return `p50 ${ms(p50)}, p99 ${ms(p99)}; ${lost} lost${refusedToo}, ${duplicated} duplicated`;
}

/** "backup of 48 MB (500 chats, 100,000 messages) took 1.9 s during the run" */
function backupShown({ databaseBytes, tookMs, chats, messages }: BackupFigures): string {
  const held = `${chats.toLocaleString('en')} chats, ${messages.toLocaleString('en')} messages`;
  return `backup of ${mb(databaseBytes)} (${held}) took ${(tookMs / 1000).toFixed(1)} s during the run`;
}

/** The server's own view: how late its event loop ran, when it was read. */
const eventLoop = ({ eventLoopP99 }: LatencyFigures) =>
  eventLoopP99 === null ? '' : `; event-loop delay p99 ${ms(eventLoopP99)}`;

/**
 * The server's CPU time a message at one rate, beside the relays' at the same rate: how many
 * messages each would carry on the same core, without the throughput search's steps.
 */
function cpuShown(ours: CpuPerMessage, relays: { storing: CpuPerMessage; bare: CpuPerMessage }) {
  const micros = ({ micros }: CpuPerMessage) => `${micros.toFixed(0)} µs`;
  const lost = ({ lost }: CpuPerMessage) => (lost > 0 ? ` (${lost} not delivered in time)` : '');
  const { storing, bare } = relays;
  return {
    value: `${micros(ours)}${lost(ours)}`,
    baseline: `storing relay: ${micros(storing)}${lost(storing)}; bare ws relay: ${micros(bare)}${lost(bare)}`,
    comparison: `${ratio(ours.micros, storing.micros)} the storing relay's time; ${ratio(bare.micros, ours.micros)} the bare relay's messages a core`,
  };
}
