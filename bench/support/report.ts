/**
 * docs/benchmarks.md: one table of figures, each row dated by the run that measured it. A full
 * run writes the file afresh; a subset's run replaces only its own rows and keeps every other
 * row, with its date, and the notes above the table.
 */
import type { Figure } from './figures.ts';

const HEAD = [
  '| figure | measured | baseline (same run) | comparison | target | met | measured on |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];

/** A reason may quote anything; a bare "|" would split its cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');
const mark = (met: boolean | null) => (met === null ? '–' : met ? 'yes' : '**no**');

function tableRows(figures: readonly Figure[], date: string): string[] {
  return figures.map((figure) => {
    const cells = [figure.figure, figure.value, figure.baseline, figure.comparison, figure.target];
    return `| ${cells.map(cell).join(' | ')} | ${mark(figure.met)} | ${date} |`;
  });
}

/** The figures as a Markdown table, each row dated. */
export function markdownTable(figures: readonly Figure[], date: string): string {
  return [...HEAD, ...tableRows(figures, date)].join('\n');
}

/**
 * The whole report, as a full run writes it. `kept` are rows of the earlier report that this run
 * did not measure (the benchmarks run only when named), kept with their dates.
 */
export function freshReport(
  figures: readonly Figure[],
  date: string,
  machine: string,
  kept: readonly string[] = [],
): string {
  return [
    '# Benchmarks',
    '',
    `Measured on ${machine}, by \`npm run bench\`. Each row gives the day it was measured: a`,
    'subset (`npm run bench -- chat`) measures its own rows again and keeps the others.',
    'Each figure is compared with a baseline measured in the same run on the same machine; a',
    'benchmark that failed three times says why in place of its figures. A run fails (exits',
    'with 1) when any of its rows is not measured or misses its target.',
    '',
    [markdownTable(figures, date), ...kept].join('\n'),
    '',
  ].join('\n');
}

/**
 * The rows of an earlier report that show these figures (by name, numbers aside), as they
 * were: what a full run keeps of the benchmarks it does not run.
 */
export function rowsOfFigures(existing: string, figures: readonly string[]): string[] {
  const keys = new Set(figures.map((figure) => rowKey(`| ${figure} |`)));
  return existing.split('\n').filter((line) => line.startsWith('| ') && keys.has(rowKey(line)));
}

/** A figure's name with its numbers left out: a run at another size replaces it too. */
const rowKey = (row: string) => (row.split('|')[1] ?? '').trim().replace(/\d[\d,.]*/g, '#');

/**
 * A subset's run merged into the report: each of its rows replaces the row of the same figure
 * where that stood; a figure new to the table goes after the last row replaced, or at the end.
 * Rows of a table from before rows were dated get "–" for their date: the notes above it tell.
 */
export function mergedReport(
  existing: string,
  figures: readonly Figure[],
  date: string,
  ran: readonly string[],
): string {
  const lines = existing.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| figure'));
  if (header === -1) throw new Error('docs/benchmarks.md has no table to merge into');
  let end = header + 2;
  while (lines[end]?.startsWith('|')) end += 1;
  const dated = lines[header]?.includes('| measured on |') ?? false;
  const kept = lines.slice(header + 2, end).map((row) => (dated ? row : `${row} – |`));
  const above = lines.slice(0, header).filter((line) => !isOutdatedNote(line, ran));
  const rows = mergedRows(kept, tableRows(figures, date));
  return [...above, ...HEAD, ...rows, ...lines.slice(end)].join('\n');
}

function mergedRows(kept: readonly string[], fresh: readonly string[]): string[] {
  const unplaced = new Map(fresh.map((row) => [rowKey(row), row]));
  let lastReplaced = -1;
  const rows = kept.map((row, index) => {
    const replacement = unplaced.get(rowKey(row));
    if (replacement === undefined) return row;
    unplaced.delete(rowKey(row));
    lastReplaced = index;
    return replacement;
  });
  const at = lastReplaced === -1 ? rows.length : lastReplaced + 1;
  rows.splice(at, 0, ...unplaced.values());
  return rows;
}

/**
 * Before rows were dated, a subset's run wrote "The rows of `npm run bench -- chat` are from …"
 * above the table. Once every benchmark such a line names has run again, it tells nothing true.
 */
function isOutdatedNote(line: string, ran: readonly string[]): boolean {
  const prefix = 'The rows of `npm run bench -- ';
  if (!line.startsWith(prefix)) return false;
  const names = line.slice(prefix.length, line.indexOf('`', prefix.length)).split(' ');
  return names.every((name) => ran.includes(name));
}
