/**
 * The calls benchmark's rows (bench/calls.ts), declared before it runs, and what it measured
 * written into them.
 */
import { measured } from '../support/benchmark.ts';
import { type Figure, median, ms, percentiles, ratio } from '../support/figures.ts';
import { targets } from '../support/targets.ts';

/** Calls set up, each counted; and calls a suspension ended, each counted. */
export const SET_UPS = 20;
export const SUSPENSIONS = 10;

/**
 * A call with no frame of the other member by then is not set up: five times the p95 target,
 * and longer than a person waits before reloading. Some calls here never connect (seen when
 * both pages offer at once and one of them then gathers no network candidate), so each is given
 * an end.
 */
export const STALLED_AFTER_MS = 10_000;

/** Milliseconds of each round of each measure, in the order measured. */
export interface CallResults {
  /** Null for a call not set up within STALLED_AFTER_MS. */
  setUp: (number | null)[];
  /** Two connections in one page, with no server: the WebRTC floor of this machine. */
  floor: number[];
  suspension: number[];
  /** A chat message to the other member's open chat: how fast any event reaches a page. */
  message: number[];
}

export const callRows = {
  setUp: {
    figure: `In-app call set-up, Join to the first remote frame (${SET_UPS} calls)`,
    target: targets.callSetUp,
  },
  suspension: {
    figure: `A lead's suspension to both call pages told (${SUSPENSIONS} calls)`,
    target: targets.callSuspensionTold,
  },
};

interface Spread {
  median: number;
  p95: number;
}

/**
 * The median of the samples, and their p95 by nearest rank, as the targets ask. A call not set
 * up counts as slower than any that was: it can only raise them.
 */
export function spread(samples: readonly (number | null)[]): Spread {
  const times = samples.map((sample) => sample ?? Number.POSITIVE_INFINITY);
  return { median: median(times), p95: percentiles(times).p95 };
}

const time = (value: number) => (Number.isFinite(value) ? ms(value) : 'not set up');

const shown = ({ median, p95 }: Spread) => `median ${time(median)}, p95 ${time(p95)}`;

/** "median 2.10x, p95 1.80x": each figure against the baseline's same one. */
const against = (value: Spread, baseline: Spread) => {
  const times = (of: keyof Spread) =>
    Number.isFinite(value[of]) ? ratio(value[of], baseline[of]) : '–';
  return `median ${times('median')}, p95 ${times('p95')}`;
};

export function callFigures(results: CallResults): Figure[] {
  const setUp = spread(results.setUp);
  const notSetUp = results.setUp.filter((sample) => sample === null).length;
  const floor = spread(results.floor);
  const suspension = spread(results.suspension);
  const message = spread(results.message);
  return [
    measured(
      callRows.setUp,
      {
        value: `${shown(setUp)}; ${notSetUp} of ${results.setUp.length} not set up in ${STALLED_AFTER_MS / 1000} s`,
        baseline: `two connections in one bare page: ${shown(floor)}`,
        comparison: against(setUp, floor),
      },
      { ...setUp, notSetUp },
    ),
    measured(
      callRows.suspension,
      {
        value: shown(suspension),
        baseline: `a chat message to the open chat: ${shown(message)}`,
        comparison: against(suspension, message),
      },
      suspension,
    ),
  ];
}
