import type { PushNotification, PushSubscriptionBody } from '@mentorbridge/domain/api/push';
import { SESSION_IDLE_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { deliverPush } from './push-delivery.ts';
import { isKnownPushService } from './push-services.ts';
import {
  deleteGoneSubscription,
  deleteSubscription,
  deleteSubscriptionsOfSession,
  hasAnySubscription,
  saveSubscription,
  subscriptionsOf,
} from './repository.ts';

// The devices that asked for push notifications, and the sending to them. What is pushed, to
// whom and when is the notifications feature's to decide, as it is for mail.

/** Keeps a device's subscription, if its push service is one the server may send to. */
export async function subscribeDevice(
  deps: Pick<AppContext, 'db' | 'config' | 'pushDevices'>,
  entry: { userId: string; sessionHash: string; subscription: PushSubscriptionBody; now: number },
): Promise<void> {
  if (!isKnownPushService(entry.subscription.endpoint, deps.config.extraPushServices)) {
    throw new ApiError(400, 'invalid_subscription', msg.pushServiceRefused);
  }
  if (!(await saveSubscription(deps.db, entry))) {
    throw new ApiError(400, 'invalid_subscription', msg.pushServiceRefused);
  }
  deps.pushDevices.deviceAdded(entry.userId);
}

export async function unsubscribeDevice(
  deps: Pick<AppContext, 'db'>,
  userId: string,
  endpoint: string,
): Promise<void> {
  await deleteSubscription(deps.db, userId, endpoint);
}

/** Logging out of a session stops the pushes to the devices it subscribed. */
export async function forgetSessionDevices(
  deps: Pick<AppContext, 'db'>,
  sessionHash: string,
): Promise<void> {
  await deleteSubscriptionsOfSession(deps.db, sessionHash);
}

/**
 * Whether someone has any device to push to: most have none, and are spared the rest. A "none"
 * is remembered (realtime/push-device-knowledge.ts), so a stream of messages to them asks the
 * database once.
 */
export async function hasPushDevices(
  deps: Pick<AppContext, 'db' | 'pushDevices'>,
  userId: string,
): Promise<boolean> {
  if (deps.pushDevices.knownToHaveNone(userId)) return false;
  const asked = deps.pushDevices.asking();
  const any = await hasAnySubscription(deps.db, userId);
  if (!any) deps.pushDevices.rememberNone(userId, asked);
  return any;
}

/**
 * Pushes a notification to every device of a user; a device whose session has ended gets
 * `afterSessionEnded` instead, which names nobody (the next person at a shared computer sees
 * it). A device its push service says is gone (404, 410) is forgotten. Resolves to how many
 * devices took it.
 */
export async function pushToDevices(
  deps: Pick<AppContext, 'db' | 'push' | 'clock'>,
  userId: string,
  {
    notification,
    afterSessionEnded,
  }: Record<'notification' | 'afterSessionEnded', PushNotification>,
): Promise<number> {
  const now = deps.clock.now();
  const devices = await subscriptionsOf(deps.db, userId, {
    now,
    idleSince: now - SESSION_IDLE_TIMEOUT_MS,
  });
  // Side by side, each on its own: one device out of reach never keeps the others waiting.
  const statuses = await Promise.allSettled(
    devices.map((device) =>
      deliverPush(deps.push, device, device.sessionLive ? notification : afterSessionEnded),
    ),
  );
  let taken = 0;
  for (const [index, outcome] of statuses.entries()) {
    const device = devices[index];
    if (outcome.status === 'rejected' || !device) continue;
    if (outcome.value === 404 || outcome.value === 410) {
      await deleteGoneSubscription(deps.db, device.endpoint);
    }
    if (outcome.value >= 200 && outcome.value < 300) taken += 1;
  }
  return taken;
}
