/**
 * Log-in's cost: verifying a password with argon2id at the OWASP parameters the server uses,
 * against scrypt at Node's defaults, the key-derivation function every Node has.
 */
import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword, verifyPassword } from '../apps/server/src/lib/password-hashing.ts';
import { type Benchmark, measured } from './support/benchmark.ts';
import { ms, percentiles, ratio, type Figure } from './support/figures.ts';
import { targets } from './support/targets.ts';

const RUNS = 40;
const scryptAsync = promisify(scrypt);

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let warmUp = 0; warmUp < 3; warmUp++) await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

const rows = {
  verify: { figure: 'log-in: argon2id verify (19 MiB, t=2, p=1)', target: targets.logIn },
};

async function logInFigures(): Promise<Figure[]> {
  const hash = await hashPassword('quiet-river-1');
  const salt = randomBytes(16);
  const argon = percentiles(await timed(RUNS, () => verifyPassword(hash, 'quiet-river-1')));
  const baseline = percentiles(await timed(RUNS, () => scryptAsync('quiet-river-1', salt, 64)));
  return [
    measured(
      rows.verify,
      {
        value: `p50 ${ms(argon.p50)}, p95 ${ms(argon.p95)}`,
        baseline: `scrypt (N=16384) p95 ${ms(baseline.p95)}`,
        comparison: ratio(argon.p95, baseline.p95),
      },
      argon,
    ),
  ];
}

export const logInBenchmark: Benchmark = { rows: Object.values(rows), run: logInFigures };
