/**
 * The matching benchmark's rows, short enough to fit the widths docs/benchmarks.md already has,
 * so a run does not re-pad every other row of the table.
 */
import { ms, percentiles, type Figure } from '../support/figures.ts';
import type { Spread } from './suggestions.ts';

export const count = (value: number) => value.toLocaleString('en');
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const times = (a: number, b: number) => `${(a / b).toFixed(a / b < 10 ? 1 : 0)}x`;
const faster = (baseline: number, value: number, at: string) =>
  `${baseline >= value ? `${times(baseline, value)} faster` : `${times(value, baseline)} slower`} (${at})`;
const whole = (value: number) => `${value.toFixed(0)} ms`;

export function latency(samples: readonly number[]) {
  const p = percentiles(samples);
  return { ...p, text: `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}` };
}
type Latency = ReturnType<typeof latency>;

export function suggestionFigure(
  where: string,
  fast: Latency & { mentees: number },
  naive: Latency & { mentees: number },
): Figure {
  return {
    figure: `suggestions, ${where} (suggestionsFor in-process, ${fast.mentees} mentees)`,
    value: fast.text,
    baseline: `naive scoreMatch scan (${naive.mentees} mentees): p50 ${whole(naive.p50)}, p95 ${whole(naive.p95)}`,
    comparison: faster(naive.p50, fast.p50, 'p50'),
    target: 'p95 <= 50 ms',
    met: fast.p95 <= 50,
  };
}

/** The first suggestions after a story was saved, against the same mentees' just before. */
export function reloadFigure(
  where: string,
  reload: Latency & { runs: number },
  before: Latency,
): Figure {
  return {
    figure: `suggestions right after a story was saved, ${where} (the changed bits read again, ${reload.runs} saves)`,
    value: reload.text,
    baseline: `the same mentees just before: p50 ${before.p50.toFixed(1)} ms, p95 ${before.p95.toFixed(1)} ms`,
    comparison: `${reload.p50 >= before.p50 ? '+' : ''}${(reload.p50 - before.p50).toFixed(1)} ms (p50)`,
    target: 'p50 within 5 ms of just before',
    met: reload.p50 <= before.p50 + 5,
  };
}

export function searchFigures(
  where: string,
  queries: number,
  search: Latency,
  scan: Latency,
  hidden: { hiddenOnly: number; leaked: number; found: number; unexplained: number },
): Figure[] {
  return [
    {
      figure: `story search, ${where} (findMentors, ${queries} queries, first page)`,
      value: search.text,
      baseline: `substring scan: p50 ${ms(scan.p50)}, p95 ${ms(scan.p95)}`,
      comparison: faster(scan.p95, search.p95, 'p95'),
      target: 'p95 <= 30 ms',
      met: search.p95 <= 30,
    },
    {
      figure: `story search never finds a hidden experience, ${where}`,
      value: `${hidden.leaked} of ${count(hidden.hiddenOnly)} found; ${hidden.unexplained} of ${count(hidden.found)} hits unshown`,
      baseline: '–',
      comparison: '–',
      target: '0 found',
      met: hidden.leaked === 0 && hidden.unexplained === 0,
    },
  ];
}

/** A day of mentees: the latency as shows accumulate, and how widely the lists spread. */
export function dayFigures(
  where: string,
  day: { mentees: number; planned: number; budgetSeconds: number },
  dayLatency: Latency,
  firstDay: Latency,
  fair: Spread & { bestFirst: number },
  pure: Spread,
): Figure[] {
  const mentees = `${count(day.mentees)}${day.mentees < day.planned ? ` of ${count(day.planned)}` : ''} mentees`;
  const name = `fair exposure, ${mentees}, ${where}`;
  const most = (s: Spread) => `${s.most} (${(s.most / s.fairShare).toFixed(0)}x the fair share)`;
  return [
    {
      figure: `suggestions through one day, ${where} (${mentees})`,
      value: dayLatency.text,
      baseline: `the day before's first lists: p95 ${ms(firstDay.p95)}`,
      comparison: `p95 ${times(dayLatency.p95, firstDay.p95)}`,
      target:
        day.mentees < day.planned
          ? `p95 <= 50 ms (${day.budgetSeconds} s budget ran out)`
          : 'p95 <= 50 ms',
      met: dayLatency.p95 <= 50,
    },
    {
      figure: `${name}: mentors in any list`,
      value: `${count(fair.distinct)} of ${count(fair.eligible)} eligible (${pct(fair.distinct, fair.eligible)})`,
      baseline: `pure score order: ${count(pure.distinct)} (${pct(pure.distinct, pure.eligible)})`,
      comparison: `${times(fair.distinct, pure.distinct)} as many`,
      target: '– (reported)',
      met: null,
    },
    {
      figure: `${name}: most lists one mentor was in`,
      value: most(fair),
      baseline: `pure score order: ${most(pure)}`,
      comparison: `${times(pure.most, fair.most)} fewer`,
      target: `– (fair share ${fair.fairShare.toFixed(2)} lists)`,
      met: null,
    },
    {
      figure: `${name}: Gini of lists over eligible mentors`,
      value: fair.gini.toFixed(3),
      baseline: `pure score order: ${pure.gini.toFixed(3)}`,
      comparison: (fair.gini - pure.gini).toFixed(3),
      target: '– (0 is even)',
      met: null,
    },
    {
      figure: `${name}: mentors at their daily cap`,
      value: `${count(fair.atCap)} at it, ${fair.overCap} over it`,
      baseline: `pure score order: ${count(pure.overCap)} over it`,
      comparison: '–',
      target: 'none over 5 lists a free place',
      met: fair.overCap === 0,
    },
    {
      figure: `${name}: lists led by the best score band`,
      value: `${count(fair.bestFirst)} of ${count(day.mentees)} (${pct(fair.bestFirst, day.mentees)})`,
      baseline: 'pure score order: all, by definition',
      comparison: '–',
      target: '– (what fairness costs in match)',
      met: null,
    },
  ];
}
