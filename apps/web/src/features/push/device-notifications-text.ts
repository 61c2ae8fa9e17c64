import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client.ts';

/** What the user reads about notifications on this device, in words for a 12-year-old. */
export const deviceNotificationsText = {
  label: 'Notifications on this device',
  what: "You'll see who wrote to you or answered you, never what they wrote, for the things you choose under Emails below.",
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  turningOn: 'Turning on…',
  turningOff: 'Turning off…',
  unsupported: "This browser can't show notifications from MentorBridge.",
  iPhone:
    'On an iPhone, add MentorBridge to your Home Screen first (Share, then Add to Home Screen).',
  blocked: "Notifications are blocked for MentorBridge in this browser's settings.",
  notAllowed: "You didn't allow notifications, so they are still off.",
  refused:
    "MentorBridge can't send notifications to this browser. Try another one, like Chrome, Firefox, Edge or Safari.",
  browserFailed: "This browser couldn't set up notifications. Check your connection and try again.",
  onFailed: "Notifications couldn't be turned on. Please try again.",
  offFailed: "Notifications couldn't be turned off. Please try again.",
};

/** A step that stopped on purpose, with the sentence that says why. */
export class DeviceNotificationsProblem extends Error {}

/** The sentence for whatever stopped notifications from being turned on. */
export function turnOnProblemText(error: unknown): string {
  if (error instanceof DeviceNotificationsProblem) return error.message;
  if (error instanceof ApiRequestError) {
    if (error.code === 'network') return NETWORK_ERROR_MESSAGE;
    // The only 400 of POST /api/push/subscriptions: its push service is not one the server
    // sends to (invalid_subscription), or the browser wrote the subscription oddly.
    if (error.status === 400) return deviceNotificationsText.refused;
    return deviceNotificationsText.onFailed;
  }
  // The browser's own refusals and failures while subscribing.
  if (error instanceof DOMException) {
    return error.name === 'NotAllowedError'
      ? deviceNotificationsText.blocked
      : deviceNotificationsText.browserFailed;
  }
  return deviceNotificationsText.onFailed;
}
