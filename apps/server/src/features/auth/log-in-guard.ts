import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  failedLogInsPerAccountThrottle,
  failedLogInThrottle,
  isThrottled,
  resetThrottle,
  resetThrottlesStartingWith,
  takeAttempt,
} from '../../lib/throttle/throttle.ts';

type Deps = Pick<AppContext, 'db' | 'failedLogInsPerAddress'>;

/**
 * The three counts of failed log-ins (decision 029), each keyed by the normalised email whether
 * or not an account exists, so a refusal never tells who is registered:
 * one account from one address, one account from everywhere, one address across all accounts.
 */
const keys = (email: string, address: string) => ({
  fromHere: `${accountPrefix(email)}${address}`,
  account: `log-in:${email}`,
  address: `failed-log-ins:${address}`,
});
const accountPrefix = (email: string) => `log-in:${email}|`;

/** Refuses a log-in while any of the three counts is full; the wording says nothing more. */
export async function guardLogIn(
  deps: Deps,
  email: string,
  address: string,
  now: number,
): Promise<void> {
  const key = keys(email, address);
  if (await isThrottled(deps.db, key.address, deps.failedLogInsPerAddress, now)) {
    throw new ApiError(429, 'rate_limited', msg.tooManyFailedLogInsToday);
  }
  if (
    (await isThrottled(deps.db, key.fromHere, failedLogInThrottle, now)) ||
    (await isThrottled(deps.db, key.account, failedLogInsPerAccountThrottle, now))
  ) {
    throw new ApiError(429, 'rate_limited', msg.tooManyRequests);
  }
}

export async function countFailedLogIn(
  deps: Deps,
  email: string,
  address: string,
  now: number,
): Promise<void> {
  const key = keys(email, address);
  await takeAttempt(deps.db, key.fromHere, failedLogInThrottle, now);
  await takeAttempt(deps.db, key.account, failedLogInsPerAccountThrottle, now);
  await takeAttempt(deps.db, key.address, deps.failedLogInsPerAddress, now);
}

/**
 * The owner got in: their account's count from this address, and across addresses, start again.
 * A lock on it at another address stays for its window, or a classmate could go on guessing
 * whenever the owner logs in at home. The address's own count stays too, or a bot could clear it
 * with an account of its own.
 */
export async function clearFailedLogIns(
  deps: Pick<AppContext, 'db'>,
  email: string,
  address: string,
): Promise<void> {
  const key = keys(email, address);
  await resetThrottle(deps.db, key.fromHere);
  await resetThrottle(deps.db, key.account);
}

/** Every count of an account's failed log-ins, from every address (a reset, a deletion). */
export async function forgetFailedLogIns(deps: Pick<AppContext, 'db'>, email: string) {
  await resetThrottle(deps.db, keys(email, '').account);
  await resetThrottlesStartingWith(deps.db, accountPrefix(email));
}
