// Web Push in the app's service worker: the Workbox worker that vite-plugin-pwa generates loads
// this file with importScripts (vite.config.ts). A push carries a PushNotification
// (packages/domain/src/api/push.ts): who wrote or answered, never what they wrote.

/** The icon beside the notification, and the small one in a phone's status bar. */
const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The push's PushNotification, or null for one with no data or not ours to read. */
function readNotification(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    if (typeof payload !== 'object' || payload === null) return null;
    const { title, body, url, tag } = payload;
    if (typeof title !== 'string' || title === '') return null;
    return {
      title,
      body: typeof body === 'string' ? body : '',
      url: typeof url === 'string' ? url : '/',
      tag: typeof tag === 'string' ? tag : undefined,
    };
  } catch {
    // Not JSON: nothing to show.
    return null;
  }
}

/**
 * Only a path in this app: a push could otherwise open any site in the person's name. The path
 * is read as the browser reads it ('//host', '/\\host' and tabs inside all lead elsewhere).
 */
function appPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return '/';
  const resolved = new URL(url, self.location.origin);
  if (resolved.origin !== self.location.origin) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

self.addEventListener('push', (event) => {
  const notification = readNotification(event);
  // The server never sends one like that; a browser may show its own generic notice for it.
  if (!notification) return;
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      // A newer notification about the same chat replaces the older one.
      tag: notification.tag,
      data: { url: notification.url },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(appPath(event.notification.data?.url)));
});

/** Brings a window of the app forward on that view, or opens one when none is open. */
async function openApp(path) {
  // Only this origin's windows are ever listed; one not loaded through the worker counts too.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (!open) return self.clients.openWindow(path);
  const focused = await open.focus();
  // The app opens the view itself (app/service-worker.ts), without reloading the page: a
  // half-written message stays where it is.
  focused.postMessage({ type: 'open-view', url: path });
  return focused;
}
