import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts.ts';
import { APP_URL } from '../support/ports.ts';

// Pushes are the service worker's work, which other journeys block.
test.use({ serviceWorkers: 'allow' });

const demoMentee = { email: 'demo.mentee@example.com', password: 'try-mentorbridge' };
/** Where the browser keeps the stand-in subscription below, so a reload still finds it. */
const STUB_KEY = 'e2e-push-subscription';

/** Waits for the app's service worker: the first visit installs it. */
const workerReady = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

/** The notifications the app's service worker is showing. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data: data as unknown,
    }));
  });

test('the service worker shows a pushed message as a notification with the right title, never the text', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: APP_URL });
  await logInThroughForm(page, demoMentee);
  await workerReady(page);

  // The push reaches the worker as a push service would hand it over, through Chromium's
  // DevTools protocol: the journey has no push service, and the worker cannot tell.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${APP_URL}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const push = async (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: APP_URL,
      registrationId: await registrationId,
      data,
    });

  // One the worker cannot read shows nothing, and breaks nothing.
  await push('not JSON at all');
  await push(
    JSON.stringify({
      title: 'New message from Daniel',
      body: 'Open MentorBridge to read it.',
      url: '/chat/some-id',
      tag: 'chat-some-id',
    }),
  );

  // The worker may have been stopped while idle: the push starts it again, which beside another
  // journey on two busy cores can take longer than an expectation's usual 10 s.
  await expect.poll(() => shownNotifications(page), { timeout: 30_000 }).toHaveLength(1);
  // Who wrote, and where to read it: the message's words are never in a push.
  expect(await shownNotifications(page)).toEqual([
    {
      title: 'New message from Daniel',
      body: 'Open MentorBridge to read it.',
      tag: 'chat-some-id',
      data: { url: '/chat/some-id' },
    },
  ]);
});

test('a person turns on notifications for this device in Settings, and off again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: APP_URL });
  await standInForThePushService(context);
  await logInThroughForm(page, await createVerifiedAccount(page.request, 'push-on'));
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Emails' })).toBeVisible();
  await workerReady(page);

  const deviceSwitch = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(deviceSwitch).toBeEnabled();
  await expect(deviceSwitch).not.toBeChecked();

  const saved = page.waitForResponse(
    (response) =>
      response.url() === `${APP_URL}/api/push/subscriptions` &&
      response.request().method() === 'POST',
  );
  await deviceSwitch.click();
  const post = await saved;
  expect(post.status()).toBe(204);
  const sent = post.request().postDataJSON() as { endpoint: string; keys: object };
  expect(sent.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);
  expect(Object.keys(sent.keys).sort()).toEqual(['auth', 'p256dh']);
  await expect(page.getByRole('status').filter({ hasText: 'Notifications' })).toHaveText(
    /Notifications are on for this device\./,
  );
  await expect(deviceSwitch).toBeChecked();

  // The switch shows what this device has, read again from the browser after a reload.
  await page.reload();
  await expect(deviceSwitch).toBeChecked();

  const deleted = page.waitForResponse(
    (response) =>
      response.url() === `${APP_URL}/api/push/subscriptions` &&
      response.request().method() === 'DELETE',
  );
  await deviceSwitch.click();
  const removal = await deleted;
  expect(removal.status()).toBe(204);
  expect(removal.request().postDataJSON()).toEqual({ endpoint: sent.endpoint });
  await expect(page.getByRole('status').filter({ hasText: 'Notifications' })).toHaveText(
    /Notifications are off for this device\./,
  );
  await expect(deviceSwitch).not.toBeChecked();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STUB_KEY)).toBeNull();

  // On again, then Log Out: the next person on this device does not get this one's.
  await deviceSwitch.click();
  await expect(deviceSwitch).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('push-subscription-owner'))).not.toBeNull();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STUB_KEY)).toBeNull();
  // Nothing on the device says whose it was.
  expect(await page.evaluate(() => localStorage.getItem('push-subscription-owner'))).toBeNull();
});

test('with notifications blocked in the browser, turning the switch on says so and leaves it off', async ({
  page,
  context,
}) => {
  await standInForThePushService(context);
  // The person said no, now or before: the browser answers at once, without asking.
  await context.addInitScript(() => {
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${APP_URL}/api/push/`)) posted.push(request.url());
  });
  await logInThroughForm(page, await createVerifiedAccount(page.request, 'push-blocked'));
  await page.goto('/settings/notifications');
  await workerReady(page);

  const deviceSwitch = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(deviceSwitch).toBeEnabled();
  await deviceSwitch.click();
  await expect(page.getByRole('alert').filter({ hasText: 'blocked' })).toHaveText(
    /Notifications are blocked for MentorBridge in this browser's settings\./,
  );
  await expect(deviceSwitch).not.toBeChecked();
  await expect(deviceSwitch).toBeEnabled();
  expect(posted).toEqual([]);
});

/**
 * Chromium here cannot reach a real push service, so the page's PushManager is a stand-in: it
 * subscribes with a push service address the server accepts and real-looking keys (a P-256
 * public key, 65 bytes, and 16 random bytes, base64url as browsers write them), and keeps the
 * subscription in sessionStorage, so a reload still finds it. Only the page calls these.
 */
async function standInForThePushService(context: BrowserContext) {
  await context.addInitScript((storageKey: string) => {
    interface Stored {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    }
    const base64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const asSubscription = (stored: Stored) => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: stored.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(storageKey);
        return true;
      },
    });
    const read = () => {
      const stored = sessionStorage.getItem(storageKey);
      return stored ? asSubscription(JSON.parse(stored) as Stored) : null;
    };

    PushManager.prototype.getSubscription = async function () {
      return read() as unknown as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async function () {
      const existing = read();
      if (existing) return existing as unknown as PushSubscription;
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const stored: Stored = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        keys: {
          p256dh: base64Url(publicKey),
          auth: base64Url(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      sessionStorage.setItem(storageKey, JSON.stringify(stored));
      return asSubscription(stored) as unknown as PushSubscription;
    };
  }, STUB_KEY);
}
