import { shownName } from '@mentorbridge/domain/connection-rules';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { hasOpenTab } from '../../realtime/open-tabs-repository.ts';
import { isBlockedEitherWay } from '../blocks/service.ts';
import { findMailRecipient } from './repository.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import { sendNotification } from './send-notification.ts';
import { claimUnreadMail, findUnreadChatsDue } from './unread-mail-repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The timing rules of unread-message mail (decision 031). */
export const UNREAD_MAIL_RULES = {
  /** A message unseen this long is mailed about, if its reader has no tab open. */
  unseenForMs: 15 * MINUTE,
  /** At most one mail per chat and reader in this time. */
  gapMs: 6 * HOUR,
  /** Chats quiet for longer are not looked at: a mail that late would not help. */
  lookBackMs: 7 * 24 * HOUR,
  /** How often every process looks. */
  everyMs: MINUTE,
} as const;

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config' | 'background'>;

/**
 * Mails each member who has had a message waiting unseen for 15 minutes and has no tab open:
 * one mail per chat, at most one per 6 hours, never with the message in it. Several processes
 * may run it at once; each mail is claimed in the database first, so it goes out once.
 */
export async function mailUnreadChats(deps: Deps, now = Date.now()): Promise<number> {
  const gapBefore = now - UNREAD_MAIL_RULES.gapMs;
  const due = await findUnreadChatsDue(deps.db, {
    dueBefore: now - UNREAD_MAIL_RULES.unseenForMs,
    gapBefore,
    activeSince: now - UNREAD_MAIL_RULES.lookBackMs,
    today: dayText(now),
  });
  let claimed = 0;
  for (const chat of due) {
    if (await hasOpenTab(deps.db, chat.recipientId)) continue;
    if (await isBlockedEitherWay(deps, chat.senderId, chat.recipientId)) continue;
    const claim = { chatId: chat.chatId, userId: chat.recipientId, now, gapBefore };
    // The claim and its mail are stored together (decision 043): a claim never stands for a
    // mail that was lost.
    const taken = await withMailInBackground(deps, async (deps) => {
      if (!(await claimUnreadMail(deps.db, claim))) return false;
      const sender = await findMailRecipient(deps.db, chat.senderId);
      const senderName = shownName(sender?.fullName ?? '', sender?.role ?? 'mentor');
      const event = {
        type: 'chat.unread',
        senderName,
        chatId: chat.chatId,
        aboutId: chat.senderId,
      } as const;
      await sendNotification(deps, chat.recipientId, event, now);
      return true;
    });
    if (taken) claimed += 1;
  }
  return claimed;
}
