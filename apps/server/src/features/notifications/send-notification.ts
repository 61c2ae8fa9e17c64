import type { AppContext } from '../../app-context.ts';
import { kindOf, type NotificationEvent, notificationMail } from '../../mail/notification-mails.ts';
import {
  notificationMailKey,
  notificationMailThrottle,
  takeAttempt,
} from '../../lib/throttle/throttle.ts';
import { postMail } from '../../mail/send-mail.ts';
import { findMailRecipient, mailTokenOf } from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * Mails someone what happened, in their language, if they can use the product and want this
 * kind of mail, and they have not had too many this hour. Inside `withMailInBackground` the mail
 * is written with the event's transaction (decision 043). Resolves to whether a mail was written.
 */
export async function sendNotification(
  deps: Deps,
  recipientId: string,
  event: NotificationEvent,
  now = Date.now(),
): Promise<boolean> {
  const recipient = await findMailRecipient(deps.db, recipientId);
  if (!recipient?.reachable || !recipient.preferences[kindOf[event.type]]) return false;
  const budgetKey = notificationMailKey(recipient.email);
  if (!(await takeAttempt(deps.db, budgetKey, notificationMailThrottle, now))) return false;
  const mailToken = await mailTokenOf(deps.db, recipient.id);
  const mail = notificationMail(recipient.email, event, {
    publicUrl: deps.config.publicUrl,
    mailToken,
    language: recipient.language,
  });
  await postMail(deps, mail);
  return true;
}
