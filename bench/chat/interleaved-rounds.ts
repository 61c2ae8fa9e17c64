import { median } from '../support/figures.ts';

/** How many times each contender's highest rate is searched; the median is the figure. */
export const THROUGHPUT_ROUNDS = 3;

/**
 * The highest sustained rate of each contender, searched THROUGHPUT_ROUNDS times in turns
 * (A B C, A B C, A B C) so that a slow spell of the machine falls on all of them alike, and the
 * median of each kept. Each `measure` starts its server, searches, and stops it.
 */
export async function medianOfInterleavedRounds<Name extends string>(
  contenders: Record<Name, () => Promise<number>>,
): Promise<Record<Name, number>> {
  const entries = Object.entries(contenders) as [Name, () => Promise<number>][];
  const rates = new Map<Name, number[]>(entries.map(([name]) => [name, []]));
  for (let round = 1; round <= THROUGHPUT_ROUNDS; round++) {
    for (const [name, measure] of entries) {
      console.log(`  round ${round} of ${THROUGHPUT_ROUNDS}, ${name}:`);
      rates.get(name)?.push(await measure());
    }
  }
  const medians = entries.map(([name]) => [name, median(rates.get(name) ?? [])]);
  for (const [name] of entries)
    console.log(`  ${name}: ${(rates.get(name) ?? []).join(', ')} msg/s`);
  return Object.fromEntries(medians) as Record<Name, number>;
}
