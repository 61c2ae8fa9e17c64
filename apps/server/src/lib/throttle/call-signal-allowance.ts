import type { Allowance } from './window-count.ts';

/**
 * A call's signals one person may send in a minute (decision 059). Setting up a call takes an
 * offer, an answer and a few dozen network candidates; a reconnect, a few dozen more. Each
 * signal costs the chat's check in the database, so a script sending thousands is stopped here,
 * before the check. `RATE_LIMIT_FACTOR` multiplies it, as it does every rate limit.
 */
export const CALL_SIGNAL_ALLOWANCE: Allowance = { max: 300, windowMs: 60_000 };
