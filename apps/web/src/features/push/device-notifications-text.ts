import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError, networkErrorMessage } from '../../lib/api-client.ts';

/** A step that stopped on purpose, with the sentence that says why. */
export class DeviceNotificationsProblem extends Error {}

/**
 * The sentence for whatever stopped notifications from being turned on, in words for a
 * 12-year-old (the catalogue's deviceNotifications… messages), in the reader's language.
 */
export function turnOnProblemText(error: unknown): string {
  if (error instanceof DeviceNotificationsProblem) return error.message;
  if (error instanceof ApiRequestError) {
    if (error.code === 'network') return networkErrorMessage();
    // The only 400 of POST /api/push/subscriptions: its push service is not one the server
    // sends to (invalid_subscription), or the browser wrote the subscription oddly.
    if (error.status === 400) return uiText.deviceNotificationsRefused;
    return uiText.deviceNotificationsOnFailed;
  }
  // The browser's own refusals and failures while subscribing.
  if (error instanceof DOMException) {
    return error.name === 'NotAllowedError'
      ? uiText.deviceNotificationsBlocked
      : uiText.deviceNotificationsBrowserFailed;
  }
  return uiText.deviceNotificationsOnFailed;
}
