/**
 * npm run bench: every benchmark in turn, each figure beside a baseline measured in the same
 * run, printed as a table and written to docs/benchmarks.md, each row with the day it was
 * measured. `npm run bench -- bundle login` runs a subset, whose rows replace their earlier ones
 * in docs/benchmarks.md, keeping every other row. A benchmark that fails is tried again twice;
 * if it still fails, its rows say why instead of showing a number, and the run exits with 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { addressLimitBenchmark } from './address-limits.ts';
import { apiReadBenchmark } from './api-read.ts';
import { bundleBenchmark } from './bundle.ts';
import { chatBenchmark } from './chat.ts';
import { clusterBenchmark } from './cluster.ts';
import { directorySearchBenchmark } from './directory-search.ts';
import { lighthouseBenchmark } from './lighthouse.ts';
import { logInBenchmark } from './login.ts';
import { matchingBenchmark } from './matching.ts';
import { storageFloorBenchmark } from './storage-floor.ts';
import type { Benchmark } from './support/benchmark.ts';
import { machine } from './support/figures.ts';
import { freshReport, markdownTable, mergedReport, rowsOfFigures } from './support/report.ts';
import { ATTEMPTS, runEach } from './support/run-benchmark.ts';

const benchmarks: Record<string, Benchmark> = {
  bundle: bundleBenchmark,
  login: logInBenchmark,
  directory: directorySearchBenchmark,
  chat: chatBenchmark,
  api: apiReadBenchmark,
  lighthouse: lighthouseBenchmark,
  cluster: clusterBenchmark,
};

/** Run only when named: they take minutes and explain a figure or a limit rather than a speed. */
const onRequest: Record<string, Benchmark> = {
  storage: storageFloorBenchmark,
  limits: addressLimitBenchmark,
  matching: matchingBenchmark,
};

/** The rows of the benchmarks not run, from the report as it stands, for a full run to keep. */
function keptRows(file: string, benchmarks: readonly Benchmark[]): string[] {
  if (!fs.existsSync(file)) return [];
  const figures = benchmarks.flatMap((benchmark) => benchmark.rows.map((row) => row.figure));
  return rowsOfFigures(fs.readFileSync(file, 'utf8'), figures);
}

/** The benchmarks known but not selected for this run. */
const unrun = (selected: Record<string, Benchmark>) =>
  Object.entries({ ...benchmarks, ...onRequest })
    .filter(([name]) => !(name in selected))
    .map(([, benchmark]) => benchmark);

async function main(): Promise<void> {
  const chosen = process.argv.slice(2);
  const every = { ...benchmarks, ...onRequest };
  const unknown = chosen.filter((name) => !(name in every));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(every).join(', ')}`,
    );
    process.exitCode = 2;
    return;
  }
  const selected = Object.fromEntries(
    Object.entries(every).filter(([name]) =>
      chosen.length > 0 ? chosen.includes(name) : name in benchmarks,
    ),
  );
  const { figures, failed } = await runEach(selected);
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\n${markdownTable(figures, date)}\n`);
  const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  const report =
    chosen.length > 0 && fs.existsSync(file)
      ? mergedReport(fs.readFileSync(file, 'utf8'), figures, date, chosen)
      : freshReport(figures, date, machine(), keptRows(file, unrun(selected)));
  // Written as Prettier would write it, so the format check stays green after a run.
  fs.writeFileSync(file, await format(report, { parser: 'markdown' }));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  if (failed.length > 0) {
    console.error(`Not measured, after ${ATTEMPTS} tries: ${failed.join('; ')}. The run fails.`);
    process.exitCode = 1;
  }
}

await main();
