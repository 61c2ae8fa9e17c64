/**
 * This device's Web Push subscription, through the browser's own APIs. The app's service worker
 * (public/push-handler.js) shows what arrives; the server only learns the subscription
 * (features/push/api.ts). Here, below the features, because the shell ends it too: at log-out,
 * and when someone else signs in on this device (device-owner.ts).
 */

import { base64UrlToBytes } from './base64url.ts';
import { registerServiceWorkerNow } from './service-worker-registration.ts';

/** How long turning notifications on waits for the service worker: the first visit installs it. */
const WORKER_READY_TIMEOUT_MS = 20_000;

/**
 * Whether this browser can get notifications at all. An iPhone's Safari, for one, has none of
 * these until the app is added to the Home Screen.
 */
export function canPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This device's subscription, or null when it has none or the worker is not registered yet. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  // Not `ready`: it never settles where no worker is registered, and the switch would wait.
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes this device with the server's key; the browser asked for permission before. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await readyRegistration();
  const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // Subscribed before with another key (the server's key was changed): start again with this.
    if (!(error instanceof DOMException) || error.name !== 'InvalidStateError') throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/**
 * The active service worker's registration; a worker not registered yet (the app registers it a
 * few seconds after the page loads) is registered now, and one still installing is waited for.
 */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  registerServiceWorkerNow();
  // None (a development build, or a browser that refused it): `ready` would never settle.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The service worker did not start.')),
      WORKER_READY_TIMEOUT_MS,
    );
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/**
 * Ends this device's subscription, waiting for it `waitMs` at most: a log-out is never held up
 * by it. What is not done by then goes on in the background, and the server forgets the
 * subscription at log-out on its own.
 */
export async function unsubscribeDevice(waitMs: number): Promise<void> {
  const unsubscribed = deviceSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => {});
  await Promise.race([unsubscribed, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
