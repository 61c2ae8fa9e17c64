import { describe, expect, it } from 'vitest';
import type { Figure } from './figures.ts';
import { freshReport, markdownTable, mergedReport, rowsOfFigures } from './report.ts';

const figure = (name: string, value: string): Figure => ({
  figure: name,
  value,
  baseline: '–',
  comparison: '–',
  target: '–',
  met: null,
});

const NOTES = [
  '# Benchmarks',
  '',
  'Lighthouse moves a lot between runs on this machine.',
  'Each figure is compared with a baseline measured in the same run on the same machine.',
  '',
];

/** A report of earlier runs: rows measured on different days. */
const earlier = [
  ...NOTES,
  markdownTable([figure('web bundle: landing page JS', '120 KB')], '2026-11-21'),
  markdownTable([figure('Chat delivery latency', 'p99 3 ms')], '2026-11-24').split('\n')[2],
  markdownTable([figure('Chat throughput vs the storing relay', '8000 msg/s')], '2026-11-24').split(
    '\n',
  )[2],
  markdownTable([figure('Lighthouse: landing page', 'Performance 98')], '2026-11-26').split(
    '\n',
  )[2],
  '',
].join('\n');

/** The table's rows, below its head. */
const tableRows = (report: string) =>
  report.split('\n').filter((line) => line.startsWith('| ') && !/^\| (figure|---) /.test(line));

describe('a subset run merged into the report', () => {
  const merged = mergedReport(
    earlier,
    [
      figure('Chat delivery latency', 'p99 2 ms'),
      figure('Chat throughput vs the storing relay', '9000 msg/s'),
    ],
    '2026-11-28',
    ['chat'],
  );

  it('replaces its own rows in place, dated by this run', () => {
    expect(tableRows(merged)).toEqual([
      '| web bundle: landing page JS | 120 KB | – | – | – | – | 2026-11-21 |',
      '| Chat delivery latency | p99 2 ms | – | – | – | – | 2026-11-28 |',
      '| Chat throughput vs the storing relay | 9000 msg/s | – | – | – | – | 2026-11-28 |',
      '| Lighthouse: landing page | Performance 98 | – | – | – | – | 2026-11-26 |',
    ]);
  });

  it('keeps the notes above the table', () => {
    expect(merged.startsWith(NOTES.join('\n'))).toBe(true);
  });

  it('puts a figure new to the table after the last row it replaced', () => {
    const withNew = mergedReport(
      earlier,
      [figure('Chat delivery latency', 'p99 2 ms'), figure('Chat CPU time a message', '150 µs')],
      '2026-11-28',
      ['chat'],
    );
    expect(tableRows(withNew).map((row) => row.split(' | ')[0])).toEqual([
      '| web bundle: landing page JS',
      '| Chat delivery latency',
      '| Chat CPU time a message',
      '| Chat throughput vs the storing relay',
      '| Lighthouse: landing page',
    ]);
  });

  it('appends the figures of a benchmark the table did not have', () => {
    const withNew = mergedReport(earlier, [figure('Limits: a class', '40 of 40')], '2026-11-28', [
      'limits',
    ]);
    expect(tableRows(withNew).at(-1)).toBe(
      '| Limits: a class | 40 of 40 | – | – | – | – | 2026-11-28 |',
    );
    expect(tableRows(withNew)).toHaveLength(5);
  });

  it('replaces a figure measured at another size', () => {
    const before = markdownTable(
      [figure('skill search at 100,000 mentors', 'p50 1 ms')],
      '2026-11-21',
    );
    const after = mergedReport(
      before,
      [figure('skill search at 20,000 mentors', 'p50 0.5 ms')],
      '2026-11-28',
      ['directory'],
    );
    expect(tableRows(after)).toEqual([
      '| skill search at 20,000 mentors | p50 0.5 ms | – | – | – | – | 2026-11-28 |',
    ]);
  });

  it('escapes a "|" in a reason, so the row keeps its cells', () => {
    const after = mergedReport(
      earlier,
      [figure('Chat delivery latency', 'not measured: a | b')],
      '2026-11-28',
      ['chat'],
    );
    expect(tableRows(after)[1]).toBe(
      '| Chat delivery latency | not measured: a \\| b | – | – | – | – | 2026-11-28 |',
    );
  });
});

describe('a report from before rows were dated', () => {
  const undated = [
    '# Benchmarks',
    '',
    'The rows of `npm run bench -- lighthouse` are from 2026-11-26, on 2 cores.',
    'The rows of `npm run bench -- chat storage` are from 2026-11-24, on 2 cores.',
    '',
    '| figure | measured | baseline (same run) | comparison | target | met |',
    '| --- | --- | --- | --- | --- | --- |',
    '| web bundle: landing page JS | 120 KB | – | – | – | – |',
    '| Lighthouse: landing page | Performance 98 | – | – | – | – |',
    '',
  ].join('\n');
  const merged = mergedReport(
    undated,
    [figure('Lighthouse: landing page', 'Performance 97')],
    '2026-11-28',
    ['lighthouse'],
  );

  it('gets the date column, with "–" for the rows not measured again', () => {
    expect(merged).toContain(
      '| figure | measured | baseline (same run) | comparison | target | met | measured on |',
    );
    expect(tableRows(merged)).toEqual([
      '| web bundle: landing page JS | 120 KB | – | – | – | – | – |',
      '| Lighthouse: landing page | Performance 97 | – | – | – | – | 2026-11-28 |',
    ]);
  });

  it('loses the note dating the rows of a run made again, and keeps the others', () => {
    expect(merged).not.toContain('`npm run bench -- lighthouse`');
    expect(merged).toContain('The rows of `npm run bench -- chat storage` are from 2026-11-24');
  });
});

describe('a full run', () => {
  it('writes the report afresh: only its own rows, each dated, under a new heading', () => {
    const report = freshReport(
      [figure('web bundle: landing page JS', '118 KB')],
      '2026-11-28',
      '2 cores',
    );
    expect(tableRows(report)).toEqual([
      '| web bundle: landing page JS | 118 KB | – | – | – | – | 2026-11-28 |',
    ]);
    expect(report).toContain('Measured on 2 cores');
    expect(report).not.toContain('Lighthouse moves a lot');
  });

  it('keeps, with their dates, the rows of the benchmarks it did not run, and no others', () => {
    const kept = rowsOfFigures(earlier, ['Lighthouse: landing page', 'Limits: a class']);
    const report = freshReport(
      [figure('web bundle: landing page JS', '126 KB')],
      '2026-11-28',
      'a test machine',
      kept,
    );
    expect(tableRows(report)).toEqual([
      '| web bundle: landing page JS | 126 KB | – | – | – | – | 2026-11-28 |',
      '| Lighthouse: landing page | Performance 98 | – | – | – | – | 2026-11-26 |',
    ]);
  });
});
