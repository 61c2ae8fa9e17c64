import type {
  PushEndpointBody,
  PushKey,
  PushSubscriptionBody,
} from '@mentorbridge/domain/api/push';
import { apiRequest } from '../../lib/api-client.ts';

/** The server's VAPID public key (base64url), which the browser subscribes with. */
export async function getPushKey(): Promise<string> {
  return (await apiRequest<PushKey>('/push/key')).publicKey;
}

/** Tells the server where to send this device's notifications. */
export function savePushSubscription(body: PushSubscriptionBody): Promise<void> {
  return apiRequest('/push/subscriptions', { method: 'POST', body });
}

/** Tells the server to stop sending to this device; a subscription it does not know is fine. */
export function deletePushSubscription(body: PushEndpointBody): Promise<void> {
  return apiRequest('/push/subscriptions', { method: 'DELETE', body });
}
