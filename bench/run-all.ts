/**
 * npm run bench: every benchmark in turn, each figure beside a baseline measured in the same
 * run, printed as a table and written to docs/benchmarks.md with the date and the machine.
 * Benchmarks report; they never fail a build. `npm run bench -- bundle login` runs a subset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { addressLimitFigures } from './address-limits.ts';
import { apiReadFigures } from './api-read.ts';
import { bundleFigures } from './bundle.ts';
import { chatFigures } from './chat.ts';
import { clusterFigures } from './cluster.ts';
import { directorySearchFigures } from './directory-search.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { logInFigures } from './login.ts';
import { storageFloorFigures } from './storage-floor.ts';
import { machine, markdownTable, type Figure } from './support/figures.ts';

const benchmarks: Record<string, () => Figure[] | Promise<Figure[]>> = {
  bundle: bundleFigures,
  login: logInFigures,
  directory: directorySearchFigures,
  chat: chatFigures,
  api: apiReadFigures,
  lighthouse: lighthouseFigures,
  cluster: clusterFigures,
};

/** Run only when named: they take minutes and explain a figure or a limit rather than a speed. */
const onRequest: Record<string, () => Promise<Figure[]>> = {
  storage: storageFloorFigures,
  limits: addressLimitFigures,
};

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
  const figures: Figure[] = [];
  for (const [name, run] of Object.entries(every)) {
    if (chosen.length > 0 ? !chosen.includes(name) : !(name in benchmarks)) continue;
    const started = performance.now();
    console.log(`running ${name}…`);
    figures.push(...(await run()));
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const table = markdownTable(figures);
  console.log(`\n${table}\n`);
  const report = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, by \`npm run bench\`.`,
    'Each figure is compared with a baseline measured in the same run on the same machine.',
    '',
    table,
    '',
  ].join('\n');
  const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  // Written as Prettier would write it, so the format check stays green after a run.
  fs.writeFileSync(file, await format(report, { parser: 'markdown' }));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

await main();
