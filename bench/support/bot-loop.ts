import type { Answer } from './loopback-client.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One answer a bot got. */
export interface Attempt extends Answer {
  /** Milliseconds after the bots started. */
  at: number;
}

/**
 * One bot: `attempt` again and again, one at a time, until the deadline. A refusal by a
 * per-minute limit says when the window reopens; the bot waits that long, as hammering a closed
 * window gains it nothing and would only take the server's time from the other bots.
 */
export async function botLoop(
  started: number,
  deadline: number,
  attempt: () => Promise<Answer>,
): Promise<Attempt[]> {
  // A safety net: waiting out Retry-After keeps a loop to about a window's limit a minute.
  const maxAttempts = Math.ceil(((deadline - started) / 60_000) * 1_000);
  const attempts: Attempt[] = [];
  while (Date.now() < deadline && attempts.length < maxAttempts) {
    const answer = await attempt();
    attempts.push({ ...answer, at: Date.now() - started });
    if (answer.retryAfterS !== undefined) {
      await sleep(Math.min(answer.retryAfterS * 1000, deadline - Date.now()));
    }
  }
  return attempts;
}

export const count = (attempts: readonly Attempt[], status: number) =>
  attempts.filter((attempt) => attempt.status === status).length;

/** Refusals, split by who refused: a per-minute limit (it sends Retry-After) or the database. */
export function refusals(attempts: readonly Attempt[]): string {
  const refused = attempts.filter((attempt) => attempt.status === 429);
  const byMinute = refused.filter((attempt) => attempt.retryAfterS !== undefined).length;
  return `${refused.length} refused (${byMinute} per minute, ${refused.length - byMinute} by database throttle)`;
}

/**
 * The first answer of each bot names how many requests its address has left in the window: one
 * fewer than the limit only if the server counts it apart from the class and the other bots.
 */
export function checkOwnCounters(bots: Record<string, { attempts: Attempt[]; limit: number }>) {
  for (const [name, { attempts, limit }] of Object.entries(bots)) {
    const remaining = attempts[0]?.remaining;
    if (remaining !== limit - 1) {
      throw new Error(`${name}: ${remaining} of ${limit} left at first; the address is shared`);
    }
  }
}
