/**
 * npm run bench: every benchmark in turn, each figure beside a baseline measured in the same
 * run, printed as a table and written to docs/benchmarks.md with the date and the machine.
 * Benchmarks report; they never fail a build. `npm run bench -- bundle login` runs a subset,
 * whose rows replace their earlier ones in docs/benchmarks.md, keeping every other row.
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
import { matchingFigures } from './matching.ts';
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
  matching: matchingFigures,
};

/** A figure's name with its numbers left out: a run at another size replaces it too. */
const rowKey = (row: string) => (row.split('|')[1] ?? '').trim().replace(/\d[\d,.]*/g, '#');

/**
 * A subset's run merged into the report: its rows replace those of the same figures (where the
 * first of them stood, or at the end), every other row is kept, and the text above the table
 * says when this subset ran.
 */
function mergedReport(
  existing: string,
  figures: readonly Figure[],
  chosen: readonly string[],
  date: string,
): string {
  const lines = existing.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| figure'));
  if (header === -1) throw new Error('docs/benchmarks.md has no table to merge into');
  let end = header + 2;
  while (lines[end]?.startsWith('|')) end += 1;
  const fresh = markdownTable(figures).split('\n');
  const freshKeys = new Set(fresh.slice(2).map(rowKey));
  const rows: string[] = [];
  let placed = false;
  for (const row of lines.slice(header + 2, end)) {
    if (!freshKeys.has(rowKey(row))) rows.push(row);
    else if (!placed) {
      rows.push(...fresh.slice(2));
      placed = true;
    }
  }
  if (!placed) rows.push(...fresh.slice(2));

  const command = `The rows of \`npm run bench -- ${chosen.join(' ')}\``;
  const when = `${command} are from ${date}, on ${machine()}.`;
  const above = lines.slice(0, header).filter((line) => !line.startsWith(command));
  const compared = above.findIndex((line) => line.startsWith('Each figure is compared'));
  above.splice(compared === -1 ? above.length - 1 : compared, 0, when);
  return [...above, ...fresh.slice(0, 2), ...rows, ...lines.slice(end)].join('\n');
}

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
  const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  const date = new Date().toISOString().slice(0, 10);
  const report =
    chosen.length > 0 && fs.existsSync(file)
      ? mergedReport(fs.readFileSync(file, 'utf8'), figures, chosen, date)
      : [
          '# Benchmarks',
          '',
          `Measured ${date} on ${machine()}, by \`npm run bench\`.`,
          'Each figure is compared with a baseline measured in the same run on the same machine.',
          '',
          table,
          '',
        ].join('\n');
  // Written as Prettier would write it, so the format check stays green after a run.
  fs.writeFileSync(file, await format(report, { parser: 'markdown' }));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

await main();
