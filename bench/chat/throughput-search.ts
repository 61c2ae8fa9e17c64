import { setTimeout as sleep } from 'node:timers/promises';
import { percentiles } from '../support/figures.ts';
import type { ChatClients } from './chat-clients.ts';
import { runLoad } from './load.ts';

/** The latency every message of a sustained rate must keep to (docs/benchmarks.md). */
const MAX_P99_MS = 100;
const STEP_MS = 3_000;

/** Whether one run at a rate delivers everything, once, with p99 within bounds. */
async function holdsOnce(clients: ChatClients, rate: number): Promise<boolean> {
  const result = await runLoad(clients, { rate, durationMs: STEP_MS, drainMs: 3_000 });
  const { p99 } = percentiles(result.latencies);
  const held = result.lost === 0 && result.duplicated === 0 && p99 <= MAX_P99_MS;
  console.log(
    `    ${rate} msg/s: p99 ${p99.toFixed(1)} ms, ${result.lost} lost → ${held ? 'held' : 'not held'}`,
  );
  // A rate that was not held leaves a backlog; let it clear before the next step.
  if (!held) await sleep(3_000);
  return held;
}

/**
 * Whether the clients sustain a rate: a rate that fails is run again, and counts as not held
 * only if it fails twice, so one pause of the machine's (a collection, another process) does
 * not cap the figure. The same for every contender, relays included.
 */
async function sustains(clients: ChatClients, rate: number): Promise<boolean> {
  return (await holdsOnce(clients, rate)) || (await holdsOnce(clients, rate));
}

/**
 * The highest rate of messages a second the clients sustain: doubling from `from` until a rate
 * fails, then halving the gap twice. Every step is a full run, so the answer is a rate that held.
 */
export async function highestSustainedRate(clients: ChatClients, from = 500): Promise<number> {
  let held = 0;
  let failed = from;
  while (await sustains(clients, failed)) {
    held = failed;
    failed *= 2;
  }
  // Not even the first rate: something broke (a server, the harness), and "0 msg/s" would read
  // as a figure.
  if (held === 0) throw new Error(`no rate held, not even the first, ${from} msg/s`);
  for (let step = 0; step < 2; step++) {
    const middle = Math.round((held + failed) / 2);
    if (await sustains(clients, middle)) held = middle;
    else failed = middle;
  }
  return held;
}
