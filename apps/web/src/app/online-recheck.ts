/** How often the browser's online flag is read again, in case its event never came. */
export const RECHECK_MS = 3_000;

/**
 * A page can miss the browser's `online` event (seen in Firefox for a page that opened without
 * a network): the flag turns true, yet the views keep waiting for an event that never comes.
 * This reads the flag every few seconds and, when it changed unannounced, announces it with the
 * same event, which TanStack Query and the offline notice already follow.
 */
export function recheckOnlineRegularly(
  target: EventTarget = window,
  isOnline: () => boolean = () => navigator.onLine,
) {
  let lastKnown = isOnline();
  const remember = () => {
    lastKnown = isOnline();
  };
  target.addEventListener('online', remember);
  target.addEventListener('offline', remember);
  return setInterval(() => {
    if (isOnline() !== lastKnown)
      target.dispatchEvent(new Event(isOnline() ? 'online' : 'offline'));
  }, RECHECK_MS);
}
