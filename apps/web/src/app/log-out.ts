import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logOut, replaceSession } from '../features/session/index.ts';
import { forgetDeviceOwner } from '../lib/device-owner.ts';
import { unsubscribeDevice } from '../lib/push-subscription.ts';

/**
 * How long log-out waits for this device to stop its notifications. The server forgets the
 * session's subscriptions itself; this is so the browser stops too, and a slow one never holds
 * log-out up for longer.
 */
const UNSUBSCRIBE_WAIT_MS = 1_000;

/**
 * Log Out, put together in the shell so the session feature knows nothing of notifications: this
 * device's notifications end, the server session ends, and everything cached for that user goes.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOutOfThisDevice,
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}

async function logOutOfThisDevice(): Promise<void> {
  // The next person on this device must not get this one's notifications, nor see them on.
  await unsubscribeDevice(UNSUBSCRIBE_WAIT_MS);
  forgetDeviceOwner();
  return logOut();
}
