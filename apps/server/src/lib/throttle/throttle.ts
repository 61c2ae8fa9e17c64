import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  clearAttempts,
  clearAttemptsStartingWith,
  countAttempt,
  currentAttempts,
} from './repository.ts';

/**
 * Limits kept in the database, so they hold across server processes and over windows longer
 * than a process's memory should hold. Keys use the normalised email whether or not an account
 * exists, so a limit never tells who is registered.
 */
export interface Throttle {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Failed log-ins to one account from one network address (decision 029): a classmate guessing
 * at school is held there, while the owner at home still gets in.
 */
export const failedLogInThrottle: Throttle = { max: 10, windowMs: 15 * MINUTE };
/** Failed log-ins to one account from all addresses: slows guessing spread over many. */
export const failedLogInsPerAccountThrottle: Throttle = { max: 100, windowMs: 24 * 60 * MINUTE };
/**
 * Failed log-ins from one network address a day, whatever the accounts: a school's thousand
 * pupils can each mistype once, a bot cannot try passwords across accounts all day. Tests
 * scale it by their factor.
 */
export const failedLogInsPerAddressThrottle: Throttle = { max: 1_000, windowMs: 24 * 60 * MINUTE };
/** Wrong current passwords given to Settings by one signed-in account. */
export const reverifyThrottle: Throttle = { max: 10, windowMs: 15 * MINUTE };
/** Mails per recipient: sign-up cannot be used to flood someone's inbox. */
export const mailThrottle: Throttle = { max: 5, windowMs: 60 * MINUTE };
/**
 * Notification mails per recipient (decision 031): enough for a busy mentor's day, not enough
 * for someone who requests and cancels over and over to fill their inbox.
 */
export const notificationMailThrottle: Throttle = { max: 20, windowMs: 60 * MINUTE };
export const notificationMailKey = (email: string) => `notification-mail:${email}`;
/**
 * Accepted sign-ups per network address a day: a school's address can sign up its classes
 * several times over, a bot cannot farm accounts (decision 029). Tests scale it by their factor.
 */
export const newAccountsPerAddressThrottle: Throttle = { max: 200, windowMs: 24 * 60 * MINUTE };

export async function isThrottled(
  db: Kysely<Database>,
  key: string,
  throttle: Throttle,
  now = Date.now(),
): Promise<boolean> {
  return (await currentAttempts(db, key, throttle.windowMs, now)) >= throttle.max;
}

/** Counts an attempt; true while the count is still within the limit. */
export async function takeAttempt(
  db: Kysely<Database>,
  key: string,
  throttle: Throttle,
  now = Date.now(),
): Promise<boolean> {
  return (await countAttempt(db, key, throttle.windowMs, now)) <= throttle.max;
}

export function resetThrottle(db: Kysely<Database>, key: string): Promise<void> {
  return clearAttempts(db, key);
}

/** Resets every throttle whose key starts with `prefix` (one account's counts from every address). */
export function resetThrottlesStartingWith(db: Kysely<Database>, prefix: string): Promise<void> {
  return clearAttemptsStartingWith(db, prefix);
}
