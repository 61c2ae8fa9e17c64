/**
 * Whose notifications this device gets. Below the features: push remembers the owner when
 * notifications are turned on (features/push), the shell forgets them at log-out and checks them
 * at every sign-in (app/).
 */

import { useEffect } from 'react';
import { deviceSubscription } from './push-subscription.ts';

/** Who turned notifications on in this browser: a shared computer has several people. */
const OWNER_KEY = 'push-subscription-owner';

export function rememberDeviceOwner(userId: string): void {
  localStorage.setItem(OWNER_KEY, userId);
}

/** At log-out: the device has no owner any more, and nothing here says who had it. */
export function forgetDeviceOwner(): void {
  localStorage.removeItem(OWNER_KEY);
}

/**
 * Ends this browser's subscription when someone else signs in on it: the previous person's
 * notifications must not reach the next (a classroom computer, a sibling's phone), and the
 * next person's switch must not read "on" for pushes that are not theirs. The server forgets
 * the subscription once its push service says it is gone.
 */
export function useOnlyOwnersNotifications(userId: string | null): void {
  useEffect(() => {
    if (!userId || localStorage.getItem(OWNER_KEY) === userId) return;
    void deviceSubscription()
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => {});
  }, [userId]);
}
