import { describe, expect, it } from 'vitest';
import { clusterRowsOf } from '../cluster.ts';
import { type ChatResults, chatFigures, chatRows, type LatencyFigures } from './figures.ts';

const delivery: LatencyFigures = {
  p50: 1.2,
  p99: 3.1,
  lost: 0,
  refused: 0,
  duplicated: 0,
  eventLoopP99: 1.4,
};

/** A chat run's results, every target met, with `change` laid over them. */
function results(change: (base: ChatResults) => void = () => {}): ChatResults {
  const base: ChatResults = {
    ours: {
      latency: delivery,
      withBackup: {
        latency: { ...delivery, p99: 4.2, eventLoopP99: 2.5 },
        databaseBytes: 90 * 1024 ** 2,
        tookMs: 1_930,
        chats: 500,
        messages: 217_500,
      },
      cpu: { micros: 210, lost: 0 },
      idleRss: 170 * 1024 ** 2,
      peakRss: 220 * 1024 ** 2,
      storm: { settledMs: 5_000, restartMs: 2_000, notBack: 0, lost: 0 },
      throughput: 4_000,
    },
    wsRelay: {
      latency: { ...delivery, p99: 2, eventLoopP99: null },
      cpu: { micros: 75, lost: 0 },
      throughput: 14_000,
    },
    socketIo: { throughput: 7_000 },
    storingRelay: { cpu: { micros: 200, lost: 0 }, throughput: 4_000 },
  };
  change(base);
  return base;
}

const row = (figures: ReturnType<typeof chatFigures>, name: string) =>
  figures.find((figure) => figure.figure === name);

describe("the chat benchmark's rows", () => {
  it('are the rows it declares, in their order, so the runner takes them', () => {
    expect(chatFigures(results()).map((figure) => figure.figure)).toEqual(
      Object.values(chatRows).map((row) => row.figure),
    );
  });

  it("judges delivery against the bare relay's p99 measured in the same run", () => {
    expect(row(chatFigures(results()), chatRows.latency.figure)?.met).toBe(true);
    const slower = chatFigures(results((base) => (base.wsRelay.latency.p99 = 1.5)));
    expect(row(slower, chatRows.latency.figure)?.met).toBe(false);
  });

  it("judges CPU time a message against the storing relay's", () => {
    expect(row(chatFigures(results()), chatRows.cpu.figure)).toMatchObject({
      value: '210 µs',
      comparison: "1.05x the storing relay's time; 0.36x the bare relay's messages a core",
      met: true,
    });
    const heavier = chatFigures(results((base) => (base.ours.cpu.micros = 230)));
    expect(row(heavier, chatRows.cpu.figure)?.met).toBe(false);
  });

  it('shows the backup that ran during the latency load, beside the load without it', () => {
    expect(row(chatFigures(results()), chatRows.latencyWithBackup.figure)).toEqual({
      figure: 'Chat delivery latency, 1,000 clients, with the periodic backup running',
      value:
        'p50 1.20 ms, p99 4.20 ms; 0 lost, 0 duplicated; event-loop delay p99 2.50 ms; backup of 90 MB (500 chats, 217,500 messages) took 1.9 s during the run',
      baseline: 'without: p99 3.10 ms; event-loop delay p99 1.40 ms',
      comparison: 'p99 1.35x without',
      target: 'p99 ≤ 5 ms, 0 lost, 0 duplicated, while the backup runs (decision 053)',
      met: true,
    });
    const pushed = chatFigures(results((base) => (base.ours.withBackup.latency.p99 = 7)));
    expect(row(pushed, chatRows.latencyWithBackup.figure)?.met).toBe(false);
  });

  it('names refused messages in the latency row and misses the target with them', () => {
    const refused = chatFigures(results((base) => (base.ours.latency.refused = 3)));
    expect(row(refused, chatRows.latency.figure)).toMatchObject({
      value:
        'p50 1.20 ms, p99 3.10 ms; 0 lost, 3 refused, 0 duplicated; event-loop delay p99 1.40 ms',
      met: false,
    });
  });
});

describe("the cluster benchmark's rows", () => {
  it('judge two processes against one, and PostgreSQL against SQLite', () => {
    expect(clusterRowsOf({ one: 2_000, two: 2_400, sqlite: 3_000 }).map((f) => f.met)).toEqual([
      true,
      true,
    ]);
    expect(clusterRowsOf({ one: 2_000, two: 2_000, sqlite: 5_000 }).map((f) => f.met)).toEqual([
      false,
      false,
    ]);
  });
});
