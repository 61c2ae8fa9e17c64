import os from 'node:os';

/** One line of the benchmark table: what was measured, against what, and the target. */
export interface Figure {
  figure: string;
  /** The measured value, with its unit. */
  value: string;
  /** The baseline measured in the same run, with its unit. */
  baseline: string;
  /** How the two compare, e.g. "0.42x the baseline". */
  comparison: string;
  /** The target and where it was set, from targets.ts. */
  target: string;
  /** Whether the target is met; null when the figure has no target of its own. */
  met: boolean | null;
}

/** Percentiles of a set of samples (nearest rank). */
export function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
export const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}x`;

/** The middle of repeated runs' figures. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The machine a run was made on, for the report's heading. */
export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(os.totalmem() / 1024 ** 3)} GiB`;
  return `${os.cpus().length} cores (${cpu}), ${memory}, Node ${process.version}, ${os.platform()} ${os.release()}`;
}
