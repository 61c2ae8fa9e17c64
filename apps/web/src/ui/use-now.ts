import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time now, to the minute, moving on each minute: for words such as "Today" that must
 * change at midnight in a tab left open.
 */
export function useNow(): number {
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, MINUTE_MS);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS,
  );
}
