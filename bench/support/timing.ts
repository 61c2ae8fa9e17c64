/** Runs `work` `runs` times after a warm-up and returns the median and 95th percentile in ms. */
export async function measure(runs: number, work: () => Promise<unknown>) {
  for (let warmUp = 0; warmUp < 3; warmUp++) await work();
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (fraction: number) =>
    durations[Math.min(durations.length - 1, Math.floor(durations.length * fraction))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** One line of a comparison table: a figure, its baseline, and how many times faster it is. */
export function comparisonRow(
  label: string,
  measured: { median: number; p95: number },
  baseline: { median: number; p95: number },
): string {
  const ratio = baseline.median / Math.max(measured.median, 0.001);
  return `${label.padEnd(44)} median ${measured.median.toFixed(2).padStart(8)} ms  p95 ${measured.p95.toFixed(2).padStart(8)} ms  | baseline median ${baseline.median.toFixed(2).padStart(8)} ms  -> ${ratio.toFixed(1)}x`;
}
