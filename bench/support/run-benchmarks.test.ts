import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Benchmark, measured } from './benchmark.ts';
import { FAILED, runBenchmarks } from './run-benchmarks.ts';
import { targets } from './targets.ts';

const rows = {
  landing: { figure: 'stand-in: landing page JS', target: targets.landingPageJs },
  againstRelay: {
    figure: 'stand-in: throughput vs bare relay',
    target: targets.chatThroughputAgainstSocketIo,
  },
};

/** A benchmark that measures the landing page at `bytes`, beside a row only reported. */
const measuring = (bytes: number): Benchmark => ({
  rows: Object.values(rows),
  run: () => [
    measured(rows.landing, { value: `${bytes} B`, baseline: '–', comparison: '–' }, bytes),
    measured(rows.againstRelay, { value: '2000 msg/s', baseline: '–', comparison: '–' }),
  ],
});

let folder = '';
let errors: string[] = [];
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-runs-'));
  errors = [];
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(folder, { recursive: true, force: true });
});

const run = (benchmark: Benchmark, chosen: string[] = []) =>
  runBenchmarks(chosen, {
    benchmarks: { bundle: benchmark },
    onRequest: {},
    reportFile: path.join(folder, 'benchmarks.md'),
  });

describe('a run of the benchmarks', () => {
  it('exits 0 when every row is measured and no target is missed; a row only reported counts as neither', async () => {
    expect(await run(measuring(100 * 1024))).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fails, naming the row and its target, when a measured row misses its target', async () => {
    expect(await run(measuring(200 * 1024))).toBe(FAILED);
    expect(errors.join('\n')).toContain(
      'stand-in: landing page JS: 204800 B, target ≤ 150 KB (decision 047) missed',
    );
    expect(fs.readFileSync(path.join(folder, 'benchmarks.md'), 'utf8')).toContain('**no**');
  });

  it('fails, naming each row, when a benchmark cannot measure', async () => {
    const broken: Benchmark = {
      rows: Object.values(rows),
      run: () => {
        throw new Error('no rate held, not even the first, 500 msg/s');
      },
    };
    expect(await run(broken, ['bundle'])).toBe(FAILED);
    expect(errors.join('\n')).toContain(
      'stand-in: throughput vs bare relay: not measured: no rate held, not even the first, 500 msg/s',
    );
  });
});
