/** How many sends one person may make in a window. */
interface Allowance {
  max: number;
  windowMs: number;
}

/**
 * The chat's send limit per person (decision 029): room for a fast typist's burst, not for a
 * script. A picture is a message and also counts against the smaller picture allowance.
 * `RATE_LIMIT_FACTOR` multiplies both, as it does every rate limit.
 */
export const SEND_ALLOWANCE = {
  messages: { max: 30, windowMs: 10_000 },
  pictures: { max: 6, windowMs: 10_000 },
} as const satisfies Record<string, Allowance>;

/** Above this many people tracked, the ones with nothing in the window are forgotten. */
const SWEEP_ABOVE = 10_000;

export interface SendLimit {
  /** Counts a send and answers true while the person is within their allowance. */
  take(userId: string, withPicture: boolean, now: number): boolean;
}

/**
 * Kept in this process's memory: a check on every message has to cost nothing next to storing
 * it. With several processes each keeps its own count, so a person whose tabs sit on two
 * processes gets up to twice the allowance, which still stops a script.
 */
export function createSendLimit(factor: number): SendLimit {
  const scaled = (allowance: Allowance) => ({
    ...allowance,
    max: Math.ceil(allowance.max * factor),
  });
  const messages = scaled(SEND_ALLOWANCE.messages);
  const pictures = scaled(SEND_ALLOWANCE.pictures);
  const sent = new Map<string, number[]>();
  const pictureSends = new Map<string, number[]>();

  const recent = (times: Map<string, number[]>, userId: string, windowMs: number, now: number) => {
    const kept = (times.get(userId) ?? []).filter((time) => now - time < windowMs);
    if (kept.length > 0) times.set(userId, kept);
    else times.delete(userId);
    return kept;
  };
  const sweep = (times: Map<string, number[]>, windowMs: number, now: number) => {
    if (times.size <= SWEEP_ABOVE) return;
    for (const userId of times.keys()) recent(times, userId, windowMs, now);
  };

  return {
    take(userId, withPicture, now) {
      sweep(sent, messages.windowMs, now);
      sweep(pictureSends, pictures.windowMs, now);
      const recentSends = recent(sent, userId, messages.windowMs, now);
      if (recentSends.length >= messages.max) return false;
      if (withPicture) {
        const recentPictures = recent(pictureSends, userId, pictures.windowMs, now);
        if (recentPictures.length >= pictures.max) return false;
        pictureSends.set(userId, [...recentPictures, now]);
      }
      sent.set(userId, [...recentSends, now]);
      return true;
    },
  };
}
