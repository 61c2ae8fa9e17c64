/** How many of something one person may do in a window. */
export interface Allowance {
  max: number;
  windowMs: number;
}

/** Above this many people tracked, the ones with nothing in the window are forgotten. */
const SWEEP_ABOVE = 10_000;

/** One allowance counted per person in this process's memory. */
export interface WindowCount {
  /** Whether the person has room for one more now. */
  hasRoom(userId: string, now: number): boolean;
  /** Counts one, whether or not there was room. */
  record(userId: string, now: number): void;
}

/**
 * A sliding window of each person's recent times. Kept in memory: a check on every message or
 * call signal has to cost nothing next to the work it guards. With several processes each
 * keeps its own count, so a person whose tabs sit on two processes gets up to twice the
 * allowance, which still stops a script. `factor` is `RATE_LIMIT_FACTOR`.
 */
export function createWindowCount(allowance: Allowance, factor: number): WindowCount {
  const max = Math.ceil(allowance.max * factor);
  const { windowMs } = allowance;
  const times = new Map<string, number[]>();

  const recent = (userId: string, now: number) => {
    const kept = (times.get(userId) ?? []).filter((time) => now - time < windowMs);
    if (kept.length > 0) times.set(userId, kept);
    else times.delete(userId);
    return kept;
  };

  return {
    hasRoom(userId, now) {
      if (times.size > SWEEP_ABOVE) for (const someone of times.keys()) recent(someone, now);
      return recent(userId, now).length < max;
    },
    record(userId, now) {
      times.set(userId, [...recent(userId, now), now]);
    },
  };
}
