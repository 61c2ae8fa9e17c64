import { registerSW } from 'virtual:pwa-register';
import { router } from './router.tsx';

/** How often a tab left open asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * How long after the page's load the worker is registered. Installing it downloads the whole
 * app shell (about 850 KB); on a phone's two slow cores that work would compete with the first
 * taps on the page (Lighthouse counted it as blocking time), so it waits until they are done.
 */
const REGISTER_AFTER_LOAD_MS = 5_000;

const listeners = new Set<() => void>();
let registerTimer: ReturnType<typeof setTimeout> | undefined;
let registered = false;
let newVersionWaiting = false;
let activateNewVersion: (() => Promise<void>) | undefined;

/**
 * The installable app's service worker (decision 039): it precaches the app shell, so the app
 * opens without a network. A new version never takes over on its own: it waits until the user
 * chooses "Reload" (app/update-notice.tsx), so a half-written message is never lost to it.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A tapped notification asks an open window to show its view (public/push-handler.js).
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const path = openViewPath(event.data);
    if (path) void router.navigate(path);
  });
  const register = () => {
    registerTimer = setTimeout(registerServiceWorkerNow, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Registers the worker without waiting any longer: someone turning notifications on needs it
 * now (features/push). Once only.
 */
export function registerServiceWorkerNow(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  clearTimeout(registerTimer);
  activateNewVersion = registerSW({
    onNeedRefresh() {
      newVersionWaiting = true;
      listeners.forEach((listener) => listener());
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Browsers look for a new version when a page is navigated to; a single-page app that
      // stays open all week must ask for itself.
      const check = () => void registration.update().catch(() => {});
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}

/** The waiting version takes over, and the page reloads into it. */
export function reloadToNewVersion(): void {
  void activateNewVersion?.();
}

export const newVersion = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: () => newVersionWaiting,
};

/** The path an "open-view" message names, if it is one of this app's. */
function openViewPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== 'open-view' || typeof url !== 'string') return null;
  return url.startsWith('/') && !/^\/[/\\]/.test(url) ? url : null;
}
