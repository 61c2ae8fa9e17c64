import { describe, expect, it } from 'vitest';
import { type CallResults, callFigures, callRows, spread } from './figures.ts';

/** `count` samples of `at` ms, the last `slow` of them of `slowAt` ms instead. */
const samples = (count: number, at: number, slowAt: number, slow: number) =>
  Array.from({ length: count }, (_, index) => (index < count - slow ? at : slowAt));

/** A calls run's results, every target met, with `change` laid over them. */
function results(change: (base: CallResults) => void = () => {}): CallResults {
  const base: CallResults = {
    setUp: samples(20, 300, 900, 2),
    floor: samples(20, 130, 150, 1),
    suspension: samples(10, 60, 120, 1),
    message: samples(10, 16, 30, 1),
  };
  change(base);
  return base;
}

const row = (figures: ReturnType<typeof callFigures>, name: string) =>
  figures.find((figure) => figure.figure === name);

describe("the calls benchmark's rows", () => {
  it('are the rows it declares, in their order, so the runner takes them', () => {
    expect(callFigures(results()).map((figure) => figure.figure)).toEqual(
      Object.values(callRows).map((row) => row.figure),
    );
  });

  it("shows the set-up's median and p95 beside the WebRTC floor's", () => {
    expect(row(callFigures(results()), callRows.setUp.figure)).toEqual({
      figure: 'In-app call set-up, Join to the first remote frame (20 calls)',
      value: 'median 300.0 ms, p95 900.0 ms; 0 of 20 not set up in 10 s',
      baseline: 'two connections in one bare page: median 130.0 ms, p95 130.0 ms',
      comparison: 'median 2.31x, p95 6.92x',
      target: 'every call set up; median ≤ 1000 ms, p95 ≤ 2000 ms (decision 059)',
      met: true,
    });
  });

  it('misses the set-up target with a slow median or p95', () => {
    const slowMedian = callFigures(results((base) => (base.setUp = samples(20, 1_100, 1_200, 2))));
    expect(row(slowMedian, callRows.setUp.figure)?.met).toBe(false);
    const slowTail = callFigures(results((base) => (base.setUp = samples(20, 300, 2_500, 2))));
    expect(row(slowTail, callRows.setUp.figure)?.met).toBe(false);
  });

  it('misses the set-up target with one call not set up, however fast the rest', () => {
    const once = callFigures(
      results((base) => {
        base.setUp = [...samples(19, 300, 300, 0), null];
      }),
    );
    expect(row(once, callRows.setUp.figure)).toMatchObject({
      value: 'median 300.0 ms, p95 300.0 ms; 1 of 20 not set up in 10 s',
      met: false,
    });
  });

  it('counts a call not set up as slower than any, and names how many there were', () => {
    const stalled = callFigures(
      results((base) => {
        base.setUp = [...samples(18, 300, 300, 0), null, null];
      }),
    );
    expect(row(stalled, callRows.setUp.figure)).toMatchObject({
      value: 'median 300.0 ms, p95 not set up; 2 of 20 not set up in 10 s',
      comparison: 'median 2.31x, p95 –',
      met: false,
    });
  });

  it("judges the suspension by its p95, beside a chat message's", () => {
    expect(row(callFigures(results()), callRows.suspension.figure)).toMatchObject({
      value: 'median 60.0 ms, p95 120.0 ms',
      baseline: 'a chat message to the open chat: median 16.0 ms, p95 30.0 ms',
      comparison: 'median 3.75x, p95 4.00x',
      target: 'p95 ≤ 2000 ms (decision 059)',
      met: true,
    });
    const late = callFigures(results((base) => (base.suspension = samples(10, 60, 2_100, 1))));
    expect(row(late, callRows.suspension.figure)?.met).toBe(false);
  });
});

describe('spread', () => {
  it('is the median and the p95 by nearest rank', () => {
    expect(spread([5, 1, 4, 2, 3])).toEqual({ median: 3, p95: 5 });
    expect(spread([1, 2, 3, 4])).toEqual({ median: 2.5, p95: 4 });
  });
});
