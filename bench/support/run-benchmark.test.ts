import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuditResult, scoresOf } from '../lighthouse/scores.ts';
import { type Benchmark, measured } from './benchmark.ts';
import type { Figure } from './figures.ts';
import { runEach } from './run-benchmark.ts';
import { targets } from './targets.ts';

const rows = {
  landing: { figure: 'stand-in: landing page JS', target: targets.landingPageJs },
  chat: { figure: 'stand-in: chat view JS', target: targets.chatViewJs },
};

const figuresOf = (bytes: number): Figure[] => [
  measured(rows.landing, { value: `${bytes} B`, baseline: '–', comparison: '–' }, bytes),
  measured(rows.chat, { value: `${bytes} B`, baseline: '–', comparison: '–' }, bytes),
];

/** A benchmark that throws `failures` times, then measures. */
function failingBenchmark(failures: number, reason = 'server exited before it was ready') {
  let tries = 0;
  return {
    tries: () => tries,
    benchmark: {
      rows: Object.values(rows),
      run() {
        tries += 1;
        if (tries <= failures) throw new Error(reason);
        return figuresOf(1024);
      },
    } satisfies Benchmark,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a benchmark that fails', () => {
  it('is measured when it fails twice and succeeds on its third try', async () => {
    const standIn = failingBenchmark(2);
    const { figures, failed } = await runEach({ bundle: standIn.benchmark });
    expect(standIn.tries()).toBe(3);
    expect(failed).toEqual([]);
    expect(figures.map((figure) => figure.value)).toEqual(['1024 B', '1024 B']);
    expect(figures.map((figure) => figure.met)).toEqual([true, true]);
  });

  it("reads 'not measured: {reason}' in each of its rows after three failures, and fails the run", async () => {
    const standIn = failingBenchmark(3);
    const { figures, failed } = await runEach({ bundle: standIn.benchmark });
    expect(standIn.tries()).toBe(3);
    expect(failed).toEqual(['bundle (server exited before it was ready)']);
    expect(figures).toEqual([
      {
        figure: 'stand-in: landing page JS',
        value: 'not measured: server exited before it was ready',
        baseline: '–',
        comparison: '–',
        target: '≤ 150 KB (decision 047)',
        met: null,
      },
      {
        figure: 'stand-in: chat view JS',
        value: 'not measured: server exited before it was ready',
        baseline: '–',
        comparison: '–',
        target: '≤ 250 KB (decision 047)',
        met: null,
      },
    ]);
  });

  it('leaves the other benchmarks of the run measured', async () => {
    const { figures, failed } = await runEach({
      bundle: failingBenchmark(3).benchmark,
      login: failingBenchmark(0).benchmark,
    });
    expect(failed).toHaveLength(1);
    expect(figures.map((figure) => figure.value)).toEqual([
      'not measured: server exited before it was ready',
      'not measured: server exited before it was ready',
      '1024 B',
      '1024 B',
    ]);
  });

  it('puts a long, many-line reason on one line, cut short', async () => {
    const { figures } = await runEach({
      bundle: failingBenchmark(3, `server exited:\n${'x'.repeat(800)}`).benchmark,
    });
    const value = figures[0]?.value ?? '';
    expect(value).toMatch(/^not measured: server exited: x+…$/);
    expect(value.length).toBeLessThan(320);
  });

  it('is not measured when its rows differ from the ones it declared', async () => {
    const benchmark: Benchmark = { rows: Object.values(rows), run: () => figuresOf(1).slice(1) };
    const { figures, failed } = await runEach({ bundle: benchmark });
    expect(failed).toHaveLength(1);
    expect(figures[0]?.value).toMatch(/^not measured: reported rows differ/);
  });
});

describe('a Lighthouse result', () => {
  const lighthouseRows = {
    landing: { figure: 'stand-in: Lighthouse, landing page', target: targets.lighthouse },
  };
  const scored = (lhr: AuditResult): Benchmark => ({
    rows: Object.values(lighthouseRows),
    run: () => {
      const scores = scoresOf(lhr);
      return [
        measured(lighthouseRows.landing, { value: '', baseline: '', comparison: '' }, scores),
      ];
    },
  });
  const categories = {
    performance: { score: 0.98 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
  };

  it('with a runtime error is not measured, with the error code and message as the reason', async () => {
    const { figures, failed } = await runEach({
      lighthouse: scored({
        runtimeError: { code: 'NO_NAVSTART', message: 'Your page did not start to load.' },
        categories: { ...categories, performance: { score: null } },
        audits: {},
      }),
    });
    expect(failed).toHaveLength(1);
    expect(figures[0]?.value).toBe(
      'not measured: Lighthouse NO_NAVSTART: Your page did not start to load.',
    );
    expect(figures[0]?.met).toBeNull();
  });

  it('with a category scored null is not measured, naming the audits that failed', async () => {
    const { figures } = await runEach({
      lighthouse: scored({
        categories: { ...categories, performance: { score: null } },
        audits: { 'largest-contentful-paint': { errorMessage: 'NO_LCP' }, 'speed-index': {} },
      }),
    });
    expect(figures[0]?.value).toBe(
      'not measured: Lighthouse scored no performance; largest-contentful-paint: NO_LCP',
    );
  });

  it('with every category scored is measured and judged against its target', async () => {
    const { figures, failed } = await runEach({ lighthouse: scored({ categories, audits: {} }) });
    expect(failed).toEqual([]);
    expect(figures[0]?.met).toBe(true);
  });
});
