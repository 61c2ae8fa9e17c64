import type { NotificationKind } from '@mentorbridge/domain/api/notifications';
import type { EndedBy } from '@mentorbridge/domain/ending-rules';
import type { Wording } from '@mentorbridge/domain/i18n/catalogue';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/**
 * The mails that tell people what happened while they were away (decision 031). A mail names
 * the other person and links to the view it is about; it never carries a message's text or
 * picture, since many readers are children and mailboxes are shared, forwarded and kept. Each
 * is written in its recipient's language (decision 061).
 */

/**
 * What a notification mail is about, as its sender knows it: codes, names and dates, never
 * words, so the mail and the push are written in their recipient's language. `aboutId` is the
 * person it names: a mail not yet sent goes with their account (mail_outbox.about_user_id). A
 * mentoring ended by a member (`endedBy` mentor or mentee) was ended by `otherName`.
 */
export type NotificationEvent = { aboutId: string } & (
  | { type: 'request.received'; menteeName: string }
  | { type: 'request.canceled'; menteeName: string }
  | { type: 'request.reminder'; menteeName: string; daysWaiting: number }
  | { type: 'request.accepted'; mentorName: string; chatId: string }
  | { type: 'request.rejected'; mentorName: string }
  | { type: 'request.expired'; mentorName: string }
  | { type: 'chat.unread'; senderName: string; chatId: string }
  | { type: 'mentoring.ended'; endedBy: EndedBy; otherName: string; chatId: string }
  | { type: 'mentoring.ending-soon'; otherName: string; endsOn: string; chatId: string }
  | { type: 'checkin.due'; otherName: string; chatId: string }
);

/** The choice in Settings that turns each event's mail off. */
export const kindOf: Record<NotificationEvent['type'], NotificationKind> = {
  'request.received': 'requests',
  'request.canceled': 'requests',
  'request.reminder': 'requests',
  'request.accepted': 'answers',
  'request.rejected': 'answers',
  'request.expired': 'answers',
  'chat.unread': 'unread',
  'mentoring.ended': 'mentoring',
  'mentoring.ending-soon': 'mentoring',
  'checkin.due': 'mentoring',
};

interface MailContent {
  subject: string;
  lines: string[];
  action: { label: string; path: string };
}

const chatPath = (chatId: string) => `/chat/${encodeURIComponent(chatId)}`;

function contentOf(
  event: NotificationEvent,
  { words, day }: ReturnType<typeof mailIn>,
): MailContent {
  switch (event.type) {
    case 'request.received': {
      const name = event.menteeName;
      return {
        subject: words.mailRequestReceivedSubject({ name }),
        lines: [words.mailRequestReceivedSent({ name }), words.mailRequestReceivedAnswer],
        action: { label: words.mailSeeYourRequests, path: '/connections/mentor?tab=pending' },
      };
    }
    case 'request.canceled': {
      const name = event.menteeName;
      return {
        subject: words.mailRequestCanceledSubject({ name }),
        lines: [words.mailRequestCanceledLine({ name })],
        action: { label: words.mailSeeYourRequests, path: '/connections/mentor' },
      };
    }
    case 'request.reminder': {
      const name = event.menteeName;
      return {
        subject: words.mailRequestReminderSubject({ name }),
        lines: [
          words.mailRequestReminderWaiting({ name, days: event.daysWaiting }),
          words.mailRequestReminderReject,
        ],
        action: { label: words.mailAnswerTheRequest, path: '/connections/mentor?tab=pending' },
      };
    }
    case 'request.accepted': {
      const name = event.mentorName;
      return {
        subject: words.mailRequestAcceptedSubject({ name }),
        lines: [words.mailRequestAcceptedLine({ name })],
        action: { label: words.mailOpenTheChat, path: chatPath(event.chatId) },
      };
    }
    case 'request.rejected': {
      const name = event.mentorName;
      return {
        subject: words.mailRequestRejectedSubject({ name }),
        lines: [words.mailRequestRejectedNotNow({ name }), words.mailRequestRejectedOthers],
        action: { label: words.mailSeeYourRequests, path: '/connections/mentee?tab=rejected' },
      };
    }
    case 'request.expired': {
      const name = event.mentorName;
      return {
        subject: words.mailRequestExpiredSubject({ name }),
        lines: [words.mailRequestExpiredLine({ name }), words.mailRequestExpiredAskAgain],
        action: { label: words.mailFindAMentor, path: '/mentors' },
      };
    }
    case 'chat.unread': {
      const name = event.senderName;
      return {
        subject: words.mailUnreadSubject({ name }),
        lines: [words.mailUnreadLine({ name }), words.mailUnreadLogIn],
        action: { label: words.mailOpenTheChat, path: chatPath(event.chatId) },
      };
    }
    case 'mentoring.ended': {
      const name = event.otherName;
      return {
        subject: words.mailMentoringEndedSubject({ name }),
        lines: [
          words.mailMentoringEndedLine({ endedBy: event.endedBy, name }),
          words.mailMentoringEndedChat,
        ],
        action: { label: words.mailOpenTheChat, path: chatPath(event.chatId) },
      };
    }
    case 'checkin.due': {
      const name = event.otherName;
      return {
        subject: words.checkInQuestion({ name }),
        lines: [words.mailCheckInLine({ name }), words.mailCheckInNotSeen({ name })],
        action: { label: words.mailAnswerInTheChat, path: chatPath(event.chatId) },
      };
    }
    case 'mentoring.ending-soon': {
      const name = event.otherName;
      return {
        subject: words.endingReminderSubject({ name }),
        lines: [
          words.mailEndingSoonLine({ name, date: day(event.endsOn) }),
          words.mailEndingSoonTime,
        ],
        action: { label: words.mailOpenTheChat, path: chatPath(event.chatId) },
      };
    }
  }
}

/** Why the mail came: the choice in Settings it belongs to. */
const whyYouGetThis = (kind: NotificationKind, words: Wording): string =>
  ({
    requests: words.mailWhyRequests,
    answers: words.mailWhyAnswers,
    unread: words.mailWhyUnread,
    mentoring: words.mailWhyMentoring,
  })[kind];

/**
 * One notification mail, in its recipient's language, with its one-click unsubscribe (RFC
 * 8058): the List-Unsubscribe headers for mail programs, and a link to a page for people. Both
 * change this kind only.
 */
export function notificationMail(
  to: string,
  event: NotificationEvent,
  { publicUrl, mailToken, language }: { publicUrl: string; mailToken: string; language: Locale },
): Mail {
  const written = mailIn(language);
  const { words, html } = written;
  const kind = kindOf[event.type];
  const { subject, lines, action } = contentOf(event, written);
  const why = whyYouGetThis(kind, words);
  const actionUrl = `${publicUrl}${action.path}`;
  const query = new URLSearchParams({ token: mailToken, kind }).toString();
  const unsubscribePage = `${publicUrl}/unsubscribe?${query}`;
  const oneClick = `${publicUrl}/api/mail/unsubscribe?${query}`;
  const settings = `${publicUrl}/settings/notifications`;
  return {
    kind: event.type,
    aboutUserId: event.aboutId,
    to,
    subject,
    text: [
      ...lines,
      '',
      `${action.label}: ${actionUrl}`,
      '',
      '--',
      why,
      `${words.mailStopTheseEmails}: ${unsubscribePage}`,
      `${words.mailChooseYourEmails}: ${settings}`,
    ].join('\n'),
    html: html(`${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(actionUrl)}">${escapeHtml(action.label)}</a></p>
<hr>
<p style="font-size:small">${escapeHtml(why)}
<a href="${escapeHtml(unsubscribePage)}">${escapeHtml(words.mailStopTheseEmails)}</a> ·
<a href="${escapeHtml(settings)}">${escapeHtml(words.mailChooseYourEmails)}</a></p>`),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
