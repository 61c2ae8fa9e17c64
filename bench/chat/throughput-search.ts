import { setTimeout as sleep } from 'node:timers/promises';
import { percentiles } from '../support/figures.ts';
import type { ChatClients } from './chat-clients.ts';
import { runLoad, summaryOf } from './load.ts';

/** The latency every message of a sustained rate must keep to (docs/benchmarks.md). */
const MAX_P99_MS = 100;
const STEP_MS = 3_000;
/** Where the search starts; a healthy server on one core holds it several times over. */
export const FIRST_RATE = 500;
/** The lowest rate tried when the first does not hold: 1,000 clients, one message each 20 s. */
export const LOWEST_RATE = 50;

/** One step: whether its rate held, and what it came to, on one line. */
interface Step {
  held: boolean;
  /** Sent, delivered, refused (with the first reason), lost and p99, as summaryOf gives them. */
  summary: string;
  /** Whether anything reached a partner at all. */
  anyDelivered: boolean;
}

/** Whether one run at a rate delivers everything, once, refusing nothing, with p99 within bounds. */
async function holdsOnce(clients: ChatClients, rate: number, stepMs: number): Promise<Step> {
  const result = await runLoad(clients, { rate, durationMs: stepMs, drainMs: stepMs });
  const { p99 } = percentiles(result.latencies);
  const held =
    result.delivered === result.sent &&
    result.refused === 0 &&
    result.duplicated === 0 &&
    p99 <= MAX_P99_MS;
  const summary = summaryOf(result);
  console.log(`    ${summary} → ${held ? 'held' : 'not held'}`);
  // A rate that was not held leaves a backlog; let it clear before the next step.
  if (!held) await sleep(stepMs);
  return { held, summary, anyDelivered: result.delivered > 0 };
}

/**
 * Whether the clients sustain a rate: a rate that fails is run again, and counts as not held
 * only if it fails twice, so one pause of the machine's (a collection, another process) does
 * not cap the figure. The same for every contender, relays included.
 */
async function sustains(clients: ChatClients, rate: number, stepMs: number): Promise<Step> {
  const first = await holdsOnce(clients, rate, stepMs);
  return first.held ? first : holdsOnce(clients, rate, stepMs);
}

/**
 * The highest rate of messages a second the clients sustain: doubling from `from` until a rate
 * fails, then halving the gap twice. When `from` itself fails, halving down to LOWEST_RATE until
 * one holds, so a slow server still gets a figure. Every step is a full run, so the answer is a
 * rate that held. Throws, saying what the last rate tried came to, when none held. Each step
 * runs `stepMs` (shorter only in the search's own tests).
 */
export async function highestSustainedRate(
  clients: ChatClients,
  { from = FIRST_RATE, stepMs = STEP_MS }: { from?: number; stepMs?: number } = {},
): Promise<number> {
  const tries = (rate: number) => sustains(clients, rate, stepMs);
  let [held, failed] = await bracket(tries, from);
  for (let bisection = 0; bisection < 2; bisection++) {
    const middle = Math.round((held + failed) / 2);
    if (middle === held || middle === failed) break;
    if ((await tries(middle)).held) held = middle;
    else failed = middle;
  }
  return held;
}

/** A rate that held and the lowest above it found not to, from `from` up or down. */
async function bracket(
  tries: (rate: number) => Promise<Step>,
  from: number,
): Promise<[held: number, failed: number]> {
  let step = await tries(from);
  if (step.held) {
    let held = from;
    while ((await tries(2 * held)).held) held *= 2;
    return [held, 2 * held];
  }
  let rate = from;
  let above = from;
  // Nothing delivered at all is a broken server or harness, which a lower rate will not mend.
  while (!step.held && step.anyDelivered && rate > LOWEST_RATE) {
    above = rate;
    rate = Math.max(LOWEST_RATE, Math.round(rate / 2));
    step = await tries(rate);
  }
  // "0 msg/s" would read as a figure: the row says what the last rate tried came to instead.
  if (!step.held) {
    const which = rate === from ? 'the first' : 'the lowest tried';
    throw new Error(`no rate held, not even ${which}, ${rate} msg/s: at ${step.summary}`);
  }
  return [rate, above];
}
