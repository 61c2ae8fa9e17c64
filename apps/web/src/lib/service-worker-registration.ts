/**
 * The registration of the installable app's service worker (decision 039), and its new versions.
 * Here, below the features, because turning notifications on registers it at once
 * (push-subscription.ts); the shell starts it (app/service-worker.ts) and offers a new version
 * (app/update-notice.tsx).
 */

import { registerSW } from 'virtual:pwa-register';

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

/** Registers the worker a few seconds after the page's load (REGISTER_AFTER_LOAD_MS says why). */
export function registerServiceWorkerAfterLoad(): void {
  const register = () => {
    registerTimer = setTimeout(registerServiceWorkerNow, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Registers the worker without waiting any longer: someone turning notifications on needs it
 * now (push-subscription.ts). Once only.
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
