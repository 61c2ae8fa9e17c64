import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushNotification } from '@mentorbridge/domain/api/push';
import type { StoredSubscription } from './repository.ts';
import type { PushSigning } from '../../lib/vapid-keys.ts';

/** How long a push service may hold a push for a device that is off: a day. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
/** A push service that has not answered by then is given up on for this push. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one push to one device: web-push signs it (VAPID) and encrypts it to the device's keys
 * (RFC 8291), and fetch carries it, so the same code reaches a push service over https and a
 * test's stand-in over plain http. Pushes about one thing share a topic: a push service keeps
 * only the newest of them for a device that is off. Resolves to the push service's status.
 */
export async function deliverPush(
  signing: PushSigning,
  subscription: StoredSubscription,
  notification: PushNotification,
): Promise<number> {
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(notification), {
    vapidDetails: { subject: signing.subject, ...signing.keys },
    TTL: TIME_TO_LIVE_S,
    urgency: 'high',
    topic: topicOf(notification.tag),
  });
  const answer = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    // A push service answers; it never sends the server on elsewhere.
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await answer.body?.cancel();
  return answer.status;
}

/** A tag as a push topic: at most 32 characters of the URL-safe alphabet (RFC 8030, 5.4). */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);
