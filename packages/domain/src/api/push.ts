import { z } from 'zod';

/**
 * Web Push (RFC 8030 with VAPID, RFC 8292): the server's public key, which a browser needs to
 * subscribe, and a device's subscription as `PushSubscription.toJSON()` gives it.
 */
export const pushKeySchema = z.object({
  /** The VAPID public key, base64url: `applicationServerKey` for `pushManager.subscribe`. */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

/** base64url without padding, as browsers write a subscription's keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);

export const pushSubscriptionSchema = z.object({
  /** Where the push service takes this device's messages; checked against the known services. */
  endpoint: z.url().max(1_000),
  keys: z.object({
    /** The device's P-256 public key (65 bytes, 87 characters). */
    p256dh: base64url.length(87),
    /** The device's 16-byte secret (22 characters). */
    auth: base64url.length(22),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** Which device to stop: its subscription's endpoint. */
export const pushEndpointSchema = z.object({ endpoint: z.url().max(1_000) });
export type PushEndpointBody = z.infer<typeof pushEndpointSchema>;

/**
 * What a push carries, read by the service worker to show the notification. It says who and
 * what happened, never a message's text or picture.
 */
export interface PushNotification {
  /** "New message from Daniel". */
  title: string;
  body: string;
  /** The view that tapping it opens, a path such as /chat/{chatId}. */
  url: string;
  /** One notification per tag: a newer one about the same chat replaces the older. */
  tag: string;
}
