/**
 * What storing every message costs, apart from everything else MentorBridge does with it
 * (the chat throughput of docs/benchmarks.md): the bare `ws` relay against the same relay storing
 * each message in SQLite before passing it on (chat/relays/storing-relay.ts), driven by the
 * chat's harness. Each figure is the median of 3 rounds searched in turns. Not in the default run
 * (about 9 minutes): `npm run bench -- storage`.
 */
import { relayUnderLoad } from './chat.ts';
import { medianOfInterleavedRounds } from './chat/interleaved-rounds.ts';
import { WsRelayClients } from './chat/relay-clients.ts';
import { type Benchmark, measured } from './support/benchmark.ts';
import { type Figure, ratio } from './support/figures.ts';
import { pinLoadGenerator } from './support/processes.ts';
import { targets } from './support/targets.ts';

const connect = (port: number, size: number) => WsRelayClients.connect(port, size);

const rows = {
  ceiling: {
    figure: 'Storage ceiling: the ws relay storing each message in SQLite, nothing else',
    target: targets.storageFloor,
  },
};

async function storageFloorFigures(): Promise<Figure[]> {
  const unpin = pinLoadGenerator();
  try {
    const throughputOf = async (entry: string, env: NodeJS.ProcessEnv = {}) =>
      (await relayUnderLoad(entry, connect, { withLatency: false, env })).throughput;
    const storing = (commit: 'each' | 'tick') =>
      throughputOf('bench/chat/relays/storing-relay.ts', { COMMIT: commit });
    const rates = await medianOfInterleavedRounds({
      'ws relay': () => throughputOf('bench/chat/relays/ws-relay.ts'),
      'storing, a commit each': () => storing('each'),
      'storing, a commit per turn': () => storing('tick'),
    });
    const bare = { throughput: rates['ws relay'] };
    const each = { throughput: rates['storing, a commit each'] };
    const tick = { throughput: rates['storing, a commit per turn'] };
    return [
      measured(rows.ceiling, {
        value: `${each.throughput} msg/s; ${tick.throughput} msg/s committing once per event-loop turn`,
        baseline: `bare ws relay: ${bare.throughput} msg/s`,
        comparison: `${ratio(each.throughput, bare.throughput)}; ${ratio(tick.throughput, bare.throughput)}`,
      }),
    ];
  } finally {
    unpin();
  }
}

export const storageFloorBenchmark: Benchmark = {
  rows: Object.values(rows),
  run: storageFloorFigures,
};
