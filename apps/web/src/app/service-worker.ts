import { registerServiceWorkerAfterLoad } from '../lib/service-worker-registration.ts';
import { appRouter } from './router.tsx';

/**
 * The installable app's service worker (decision 039): it precaches the app shell, so the app
 * opens without a network. A new version never takes over on its own: it waits until the user
 * chooses "Reload" (app/update-notice.tsx), so a half-written message is never lost to it.
 * Only main.tsx starts it, and what push needs of the worker is in lib/, so nothing the router
 * loads comes back here.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A tapped notification asks an open window to show its view (public/push-handler.js).
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const path = openViewPath(event.data);
    if (path) void appRouter().navigate(path);
  });
  registerServiceWorkerAfterLoad();
}

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
