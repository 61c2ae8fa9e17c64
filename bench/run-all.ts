/**
 * npm run bench: every benchmark in turn, each figure beside a baseline measured in the same
 * run, printed as a table and written to docs/benchmarks.md (or BENCH_REPORT_FILE), each row
 * with the day it was measured. `npm run bench -- bundle login` runs a subset, whose rows
 * replace their earlier ones in the report, keeping every other row. A benchmark that fails is
 * tried again twice; if it still fails, its rows say why instead of showing a number. The run
 * exits with 1 when any row is not measured or misses its target, naming each.
 */
import path from 'node:path';
import { addressLimitBenchmark } from './address-limits.ts';
import { apiReadBenchmark } from './api-read.ts';
import { bundleBenchmark } from './bundle.ts';
import { callsBenchmark } from './calls.ts';
import { chatBenchmark } from './chat.ts';
import { clusterBenchmark } from './cluster.ts';
import { directorySearchBenchmark } from './directory-search.ts';
import { lighthouseBenchmark } from './lighthouse.ts';
import { logInBenchmark } from './login.ts';
import { matchingBenchmark } from './matching.ts';
import { storageFloorBenchmark } from './storage-floor.ts';
import { runBenchmarks } from './support/run-benchmarks.ts';

process.exitCode = await runBenchmarks(process.argv.slice(2), {
  benchmarks: {
    bundle: bundleBenchmark,
    login: logInBenchmark,
    directory: directorySearchBenchmark,
    chat: chatBenchmark,
    api: apiReadBenchmark,
    lighthouse: lighthouseBenchmark,
    calls: callsBenchmark,
    cluster: clusterBenchmark,
  },
  // Run only when named: they take minutes and explain a figure or a limit rather than a speed.
  onRequest: {
    storage: storageFloorBenchmark,
    limits: addressLimitBenchmark,
    matching: matchingBenchmark,
  },
  reportFile:
    process.env.BENCH_REPORT_FILE ?? path.resolve(import.meta.dirname, '../docs/benchmarks.md'),
});
