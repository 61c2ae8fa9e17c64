import type { Figure } from './figures.ts';
import { type Target, targetText } from './targets.ts';

/** A row of the table as its benchmark declares it before running: the figure and its target. */
export interface Row<Measured> {
  figure: string;
  target: Target<Measured>;
}

/**
 * A benchmark declares its rows before it runs, so that a run that fails can still fill each
 * of them with the reason; `run` returns those rows measured, in the same order.
 */
export interface Benchmark {
  rows: readonly Row<never>[];
  run: () => Figure[] | Promise<Figure[]>;
}

/** What a measured row shows beside its name and target. */
type Shown = Pick<Figure, 'value' | 'baseline' | 'comparison'>;

/**
 * A declared row, measured: what it shows, and its target judged on the numbers; a row only
 * reported has no numbers to judge.
 */
export function measured(row: Row<void>, shown: Shown): Figure;
export function measured<Measured>(row: Row<Measured>, shown: Shown, numbers: Measured): Figure;
export function measured<Measured>(row: Row<Measured>, shown: Shown, numbers?: Measured): Figure {
  return {
    figure: row.figure,
    ...shown,
    target: targetText(row.target),
    met: row.target.met(numbers as Measured),
  };
}

const NOT_MEASURED = 'not measured: ';

/** A declared row whose benchmark failed: the reason instead of a number. */
export function notMeasured(row: Row<never>, reason: string): Figure {
  return {
    figure: row.figure,
    value: `${NOT_MEASURED}${reason}`,
    baseline: '–',
    comparison: '–',
    target: targetText(row.target),
    met: null,
  };
}

/** Whether a row says why it holds no number instead of one. */
export const isNotMeasured = (figure: Figure) => figure.value.startsWith(NOT_MEASURED);
