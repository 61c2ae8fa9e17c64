import type { NotificationPreferences } from '@mentorbridge/domain/api/notifications';
import type { AppContext } from '../../app-context.ts';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { pushEvent } from './push-while-away.ts';
import { findMailRecipient, savePreferences } from './repository.ts';

/**
 * Pushes the event to the recipient's devices after the answer, once the event is stored: a
 * slow or failing push service never fails the action. A push is a nudge, never retried; the
 * mail is what must not be lost.
 */
export function pushInBackground(
  deps: Pick<AppContext, 'backgroundDb' | 'push' | 'background' | 'pushDevices' | 'clock'>,
  recipientId: string,
  event: NotificationEvent,
): void {
  deps.background.run(`${event.type} push`, () =>
    pushEvent({ ...deps, db: deps.backgroundDb }, recipientId, event),
  );
}

export async function preferencesOf(
  deps: Pick<AppContext, 'db'>,
  userId: string,
): Promise<NotificationPreferences> {
  const recipient = await findMailRecipient(deps.db, userId);
  if (!recipient) throw new Error(`no user ${userId}`);
  return recipient.preferences;
}

export async function choosePreferences(
  deps: Pick<AppContext, 'db'>,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await savePreferences(deps.db, userId, preferences);
  return preferences;
}

export { pushNewMessageInBackground } from './push-while-away.ts';
export { sendNotification } from './send-notification.ts';
/** The round that mails about chats left unread, which the server runs on a timer. */
export { mailUnreadChats, UNREAD_MAIL_RULES } from './unread-mail.ts';
