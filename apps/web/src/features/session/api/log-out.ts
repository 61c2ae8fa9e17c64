import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetDeviceOwner } from '../../push/device-owner.ts';
import { unsubscribeDevice } from '../../push/push-subscription.ts';
import { replaceSession } from './get-session.ts';

/**
 * How long log-out waits for this device to stop its notifications. The server forgets the
 * session's subscriptions itself; this is so the browser stops too, and a slow one never holds
 * log-out up for longer.
 */
const UNSUBSCRIBE_WAIT_MS = 1_000;

export async function logOut(): Promise<void> {
  // The next person on this device must not get this one's notifications, nor see them on.
  await unsubscribeDevice(UNSUBSCRIBE_WAIT_MS);
  forgetDeviceOwner();
  return apiRequest('/auth/log-out', { method: 'POST' });
}

/** Ends the server session and forgets everything cached for that user. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}
