import { registerSW } from 'virtual:pwa-register';
import { appRouter } from './router.tsx';

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
/** This tab's Reload was chosen: the new version may take it over now. */
let reloadChosen = false;
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
    if (path) void appRouter().navigate(path);
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
    onNeedRefresh: showNewVersion,
    // The new version took over, from this tab or another one. Only the tab where Reload was
    // chosen reloads; any other keeps what it holds (a draft, messages still sending) and
    // offers Reload itself.
    onNeedReload() {
      if (reloadChosen) window.location.reload();
      else showNewVersion();
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

function showNewVersion(): void {
  newVersionWaiting = true;
  listeners.forEach((listener) => listener());
}

/** The waiting version takes over, and this page reloads into it. */
export function reloadToNewVersion(): void {
  reloadChosen = true;
  void navigator.serviceWorker.getRegistration().then((registration) => {
    // Waiting: it takes over, and onNeedReload reloads. Taken over from another tab already:
    // only the reload is left.
    if (registration?.waiting && activateNewVersion) void activateNewVersion();
    else window.location.reload();
  });
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
  if (!url.startsWith('/')) return null;
  // Read as the browser reads it: '//host', '/\\host' and tabs inside all lead elsewhere.
  const resolved = new URL(url, window.location.origin);
  if (resolved.origin !== window.location.origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
