import { createWindowCount, type Allowance } from './window-count.ts';

/**
 * The chat's send limit per person (decision 029): room for a fast typist's burst, not for a
 * script. A picture is a message and also counts against the smaller picture allowance.
 * `RATE_LIMIT_FACTOR` multiplies both, as it does every rate limit.
 */
export const SEND_ALLOWANCE = {
  messages: { max: 30, windowMs: 10_000 },
  pictures: { max: 6, windowMs: 10_000 },
} as const satisfies Record<string, Allowance>;

export interface SendLimit {
  /** Counts a send and answers true while the person is within their allowance. */
  take(userId: string, withPicture: boolean, now: number): boolean;
}

/** Both allowances, in this process's memory (window-count.ts). */
export function createSendLimit(factor: number): SendLimit {
  const messages = createWindowCount(SEND_ALLOWANCE.messages, factor);
  const pictures = createWindowCount(SEND_ALLOWANCE.pictures, factor);
  return {
    take(userId, withPicture, now) {
      if (!messages.hasRoom(userId, now)) return false;
      if (withPicture) {
        if (!pictures.hasRoom(userId, now)) return false;
        pictures.record(userId, now);
      }
      messages.record(userId, now);
      return true;
    },
  };
}
