/**
 * What `npm run bench` does, as a function that answers the exit code, so a test can run it
 * with stand-in benchmarks: runs the benchmarks chosen, prints the table, writes the report and
 * judges the run. A run fails when a row is not measured or misses its target.
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { type Benchmark, isNotMeasured } from './benchmark.ts';
import { type Figure, machine } from './figures.ts';
import { freshReport, markdownTable, mergedReport, rowsOfFigures } from './report.ts';
import { ATTEMPTS, runEach } from './run-benchmark.ts';

export interface BenchmarkSet {
  /** Run by a full run, and when named. */
  benchmarks: Record<string, Benchmark>;
  /** Run only when named. */
  onRequest: Record<string, Benchmark>;
  /** The report to write (docs/benchmarks.md). */
  reportFile: string;
}

/** Exit codes: a run that failed to measure or missed a target; a benchmark named wrong. */
export const FAILED = 1;
export const UNKNOWN_BENCHMARK = 2;

/** Why a run fails, one line a row: those not measured, then the targets missed. */
export function failuresOf(figures: readonly Figure[]): string[] {
  return [
    ...figures.filter(isNotMeasured).map((figure) => `${figure.figure}: ${figure.value}`),
    ...figures
      .filter((figure) => figure.met === false)
      .map((figure) => `${figure.figure}: ${figure.value}, target ${figure.target} missed`),
  ];
}

/** The rows of the benchmarks not run, from the report as it stands, for a full run to keep. */
function keptRows(file: string, benchmarks: readonly Benchmark[]): string[] {
  if (!fs.existsSync(file)) return [];
  const figures = benchmarks.flatMap((benchmark) => benchmark.rows.map((row) => row.figure));
  return rowsOfFigures(fs.readFileSync(file, 'utf8'), figures);
}

/**
 * Runs the benchmarks named in `chosen` (every one of `benchmarks` when none is), writes their
 * rows into the report and answers the exit code: 0 when every row is measured and no target is
 * missed, FAILED otherwise, saying which.
 */
export async function runBenchmarks(
  chosen: readonly string[],
  { benchmarks, onRequest, reportFile }: BenchmarkSet,
): Promise<number> {
  const every = { ...benchmarks, ...onRequest };
  const unknown = chosen.filter((name) => !(name in every));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(every).join(', ')}`,
    );
    return UNKNOWN_BENCHMARK;
  }
  const selected = Object.entries(every).filter(([name]) =>
    chosen.length > 0 ? chosen.includes(name) : name in benchmarks,
  );
  const unrun = Object.entries(every)
    .filter(([name]) => !selected.some(([chosenName]) => chosenName === name))
    .map(([, benchmark]) => benchmark);
  const { figures, failed } = await runEach(Object.fromEntries(selected));
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\n${markdownTable(figures, date)}\n`);
  const report =
    chosen.length > 0 && fs.existsSync(reportFile)
      ? mergedReport(fs.readFileSync(reportFile, 'utf8'), figures, date, chosen)
      : freshReport(figures, date, machine(), keptRows(reportFile, unrun));
  // Written as Prettier would write it, so the format check stays green after a run.
  fs.writeFileSync(reportFile, await format(report, { parser: 'markdown' }));
  console.log(`written to ${path.relative(process.cwd(), reportFile)}`);
  if (failed.length > 0)
    console.error(`Not measured, after ${ATTEMPTS} tries: ${failed.join('; ')}.`);
  const failures = failuresOf(figures);
  if (failures.length === 0) return 0;
  console.error(`The run fails:\n${failures.map((line) => `- ${line}`).join('\n')}`);
  return FAILED;
}
