import type { PushNotification } from '@mentorbridge/domain/api/push';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { wordingIn } from '../../i18n/languages.ts';

/** The events that stay in the mail: a withdrawal, a reminder, an expiry. */
type MailOnly = Extract<
  NotificationEvent,
  { type: 'request.canceled' | 'request.reminder' | 'request.expired' }
>;
type PushedEvent = Exclude<NotificationEvent, MailOnly>;

/**
 * Whether an event is pushed as well as mailed: a new request goes to the mentor, an answer to
 * the mentee, and the news of a chat or a mentoring to its members.
 */
export const isPushed = (event: NotificationEvent): event is PushedEvent =>
  event.type !== 'request.canceled' &&
  event.type !== 'request.reminder' &&
  event.type !== 'request.expired';

/**
 * What a push says for an event, in its recipient's language (decision 061): who and what
 * happened, and the view it opens; never a message's text or picture.
 */
export function pushFor(event: PushedEvent, language: Locale): PushNotification {
  const words = wordingIn(language);
  switch (event.type) {
    case 'request.received':
      return {
        title: words.pushRequestReceivedTitle({ name: event.menteeName }),
        body: words.pushRequestReceivedBody,
        url: '/connections/mentor?tab=pending',
        tag: 'requests',
      };
    case 'request.accepted':
      return {
        title: words.mailRequestAcceptedSubject({ name: event.mentorName }),
        body: words.pushRequestAcceptedBody,
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `answer-${event.chatId}`,
      };
    case 'request.rejected':
      return {
        title: words.mailRequestRejectedSubject({ name: event.mentorName }),
        body: words.pushRequestRejectedBody,
        url: '/connections/mentee?tab=rejected',
        tag: 'answers',
      };
    case 'chat.unread':
      return {
        title: words.pushUnreadTitle({ name: event.senderName }),
        body: words.pushUnreadBody,
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `chat-${event.chatId}`,
      };
    case 'mentoring.ended':
      return {
        title: words.mailMentoringEndedSubject({ name: event.otherName }),
        body: words.pushMentoringEndedBody,
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `ended-${event.chatId}`,
      };
    case 'checkin.due':
      return {
        title: words.checkInQuestion({ name: event.otherName }),
        body: words.pushCheckInBody,
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `check-in-${event.chatId}`,
      };
    case 'mentoring.ending-soon':
      return {
        title: words.endingReminderSubject({ name: event.otherName }),
        body: words.pushEndingSoonBody,
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `ending-${event.chatId}`,
      };
  }
}

/**
 * What a device hears once the session that turned its notifications on has ended (logged out
 * elsewhere, expired, idle too long): that there is something, and nothing of who or what. The
 * device may be a shared computer or a sibling's phone by then; signing in shows the rest. It
 * is written in the account's language.
 */
export const pushAfterSessionEnded = (language: Locale): PushNotification => ({
  title: 'MentorBridge',
  body: wordingIn(language).pushSomethingNew,
  url: '/',
  tag: 'something-new',
});
