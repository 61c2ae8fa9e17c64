/**
 * The matching benchmark's rows for one database, declared before it runs, and what it measured
 * written into them. A row's name holds the planned counts; a phase its time budget stopped
 * early says in its value how far it got.
 */
import { measured, type Row } from '../support/benchmark.ts';
import { ms, percentiles, type Figure } from '../support/figures.ts';
import { type Target, targets } from '../support/targets.ts';
import type { Spread } from './suggestions.ts';

export const count = (value: number) => value.toLocaleString('en');
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const times = (a: number, b: number) => `${(a / b).toFixed(a / b < 10 ? 1 : 0)}x`;
const faster = (baseline: number, value: number, at: string) =>
  `${baseline >= value ? `${times(baseline, value)} faster` : `${times(value, baseline)} slower`} (${at})`;
const whole = (value: number) => `${value.toFixed(0)} ms`;
/** Said after a phase's figures when its time budget stopped it short of the planned count. */
const reached = (done: number, planned: number, what: string) =>
  done < planned ? `; ${count(done)} of ${count(planned)} ${what} in the time budget` : '';

export function latency(samples: readonly number[]) {
  const p = percentiles(samples);
  return { ...p, text: `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}` };
}
type Latency = ReturnType<typeof latency>;

/** How many of each a run plans to measure, before a time budget stops it. */
export interface Planned {
  asking: number;
  reloads: number;
  queries: number;
  mentees: number;
}

/** The rows of one database (`where`: "100,000 mentors, SQLite"): latency, and a day's spread. */
export function matchingRows(where: string, planned: Planned) {
  const fair = `fair exposure, ${count(planned.mentees)} mentees, ${where}`;
  const row = <Measured>(figure: string, target: Target<Measured>): Row<Measured> => ({
    figure,
    target,
  });
  return {
    latency: {
      suggestions: row(
        `suggestions, ${where} (suggestionsFor in-process, ${planned.asking} mentees)`,
        targets.suggestions,
      ),
      reload: row(
        `suggestions right after a story was saved, ${where} (the changed bits read again, ${planned.reloads} saves)`,
        targets.suggestionsAfterSave,
      ),
      search: row(
        `story search, ${where} (findMentors, ${planned.queries} queries, first page)`,
        targets.storySearch,
      ),
      hidden: row(
        `story search never finds a hidden experience, ${where}`,
        targets.hiddenExperienceNeverFound,
      ),
    },
    day: {
      latency: row(
        `suggestions through one day, ${where} (${count(planned.mentees)} mentees)`,
        targets.suggestionsThroughADay,
      ),
      anyList: row(`${fair}: mentors in any list`, targets.mentorsInAnyList),
      mostLists: row(`${fair}: most lists one mentor was in`, targets.mostListsOneMentorWasIn),
      gini: row(`${fair}: Gini of lists over eligible mentors`, targets.giniOfLists),
      atCap: row(`${fair}: mentors at their daily cap`, targets.mentorsAtTheirDailyCap),
      bestBand: row(`${fair}: lists led by the best score band`, targets.listsLedByTheBestBand),
    },
  };
}
type Rows = ReturnType<typeof matchingRows>;

export function latencyFigures(
  rows: Rows['latency'],
  planned: Planned,
  measures: {
    fast: Latency & { mentees: number };
    naive: Latency & { mentees: number };
    reload: Latency & { runs: number };
    beforeSave: Latency;
    search: Latency;
    scan: Latency;
    hidden: { hiddenOnly: number; leaked: number; found: number; unexplained: number };
  },
): Figure[] {
  const { fast, naive, reload, beforeSave, search, scan, hidden } = measures;
  return [
    measured(
      rows.suggestions,
      {
        value: `${fast.text}${reached(fast.mentees, planned.asking, 'mentees')}`,
        baseline: `naive scoreMatch scan (${naive.mentees} mentees): p50 ${whole(naive.p50)}, p95 ${whole(naive.p95)}`,
        comparison: faster(naive.p50, fast.p50, 'p50'),
      },
      fast,
    ),
    // The first suggestions after a story was saved, against the same mentees' just before.
    measured(
      rows.reload,
      {
        value: `${reload.text}${reached(reload.runs, planned.reloads, 'saves')}`,
        baseline: `the same mentees just before: p50 ${beforeSave.p50.toFixed(1)} ms, p95 ${beforeSave.p95.toFixed(1)} ms`,
        comparison: `${reload.p50 >= beforeSave.p50 ? '+' : ''}${(reload.p50 - beforeSave.p50).toFixed(1)} ms (p50)`,
      },
      { after: reload, before: beforeSave },
    ),
    measured(
      rows.search,
      {
        value: search.text,
        baseline: `substring scan: p50 ${ms(scan.p50)}, p95 ${ms(scan.p95)}`,
        comparison: faster(scan.p95, search.p95, 'p95'),
      },
      search,
    ),
    measured(
      rows.hidden,
      {
        value: `${hidden.leaked} of ${count(hidden.hiddenOnly)} found; ${hidden.unexplained} of ${count(hidden.found)} hits unshown`,
        baseline: '–',
        comparison: '–',
      },
      hidden,
    ),
  ];
}

/** A day of mentees: the latency as shows accumulate, and how widely the lists spread. */
export function dayFigures(
  rows: Rows['day'],
  day: { mentees: number; planned: number },
  dayLatency: Latency,
  firstDay: Latency,
  fair: Spread & { bestFirst: number },
  pure: Spread,
): Figure[] {
  const most = (s: Spread) => `${s.most} (${(s.most / s.fairShare).toFixed(0)}x the fair share)`;
  return [
    measured(
      rows.latency,
      {
        value: `${dayLatency.text}${reached(day.mentees, day.planned, 'mentees')}`,
        baseline: `the day before's first lists: p95 ${ms(firstDay.p95)}`,
        comparison: `p95 ${times(dayLatency.p95, firstDay.p95)}`,
      },
      dayLatency,
    ),
    measured(rows.anyList, {
      value: `${count(fair.distinct)} of ${count(fair.eligible)} eligible (${pct(fair.distinct, fair.eligible)})`,
      baseline: `pure score order: ${count(pure.distinct)} (${pct(pure.distinct, pure.eligible)})`,
      comparison: `${times(fair.distinct, pure.distinct)} as many`,
    }),
    measured(rows.mostLists, {
      value: `${most(fair)}; the fair share ${fair.fairShare.toFixed(2)} lists`,
      baseline: `pure score order: ${most(pure)}`,
      comparison: `${times(pure.most, fair.most)} fewer`,
    }),
    measured(rows.gini, {
      value: fair.gini.toFixed(3),
      baseline: `pure score order: ${pure.gini.toFixed(3)}`,
      comparison: (fair.gini - pure.gini).toFixed(3),
    }),
    measured(
      rows.atCap,
      {
        value: `${count(fair.atCap)} at it, ${fair.overCap} over it`,
        baseline: `pure score order: ${count(pure.overCap)} over it`,
        comparison: '–',
      },
      fair.overCap,
    ),
    measured(rows.bestBand, {
      value: `${count(fair.bestFirst)} of ${count(day.mentees)} (${pct(fair.bestFirst, day.mentees)})`,
      baseline: 'pure score order: all, by definition',
      comparison: '–',
    }),
  ];
}
