import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@mentorbridge/domain/api/push';
import { uiText } from '@mentorbridge/domain/ui-text';
import { rememberDeviceOwner } from '../../lib/device-owner.ts';
import { deviceSubscription, subscribeDevice } from '../../lib/push-subscription.ts';
import { deletePushSubscription, getPushKey, savePushSubscription } from './api.ts';
import { DeviceNotificationsProblem } from './device-notifications-text.ts';

const deviceKey = ['push', 'this-device'] as const;

/**
 * This device's subscription: the switch is on when the browser has one. Each device has its
 * own; the browser, not the server, knows this one's. Asking it needs no network.
 */
export function useDeviceSubscription() {
  return useQuery({ queryKey: deviceKey, queryFn: deviceSubscription, networkMode: 'always' });
}

/** Asks for permission, subscribes this device and gives the server the subscription. */
export function useTurnOnDeviceNotifications(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await turnOn();
      rememberDeviceOwner(userId);
      return subscription;
    },
    // Offline, it fails at once with a sentence instead of waiting with the switch disabled.
    networkMode: 'always',
    onSuccess: (subscription) => queryClient.setQueryData(deviceKey, subscription),
  });
}

/** Ends this device's subscription, then tells the server. */
export function useTurnOffDeviceNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOff,
    networkMode: 'always',
    onSuccess: () => queryClient.setQueryData(deviceKey, null),
  });
}

async function turnOn(): Promise<PushSubscription> {
  // First, inside the tap on the switch: browsers ask for permission only after a user gesture.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    throw new DeviceNotificationsProblem(uiText.deviceNotificationsBlocked);
  }
  if (permission !== 'granted') {
    throw new DeviceNotificationsProblem(uiText.deviceNotificationsNotAllowed);
  }
  const subscription = await subscribeDevice(await getPushKey());
  try {
    await savePushSubscription(subscriptionBody(subscription));
  } catch (error) {
    // The server will not send to it: the switch stays off, and so does the device.
    await subscription.unsubscribe().catch(() => {});
    throw error;
  }
  return subscription;
}

async function turnOff(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  // This device first: it stops showing notifications even when the server cannot be reached.
  await subscription.unsubscribe();
  // Then the server. Should it fail, the device is off all the same: the push service refuses
  // whatever is sent to an ended subscription (404 or 410), and nothing is shown here.
  await deletePushSubscription({ endpoint }).catch(() => {});
}

/** The subscription as the API takes it: `toJSON()` without its expiry. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new Error('The browser gave a subscription without its keys.');
  }
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
