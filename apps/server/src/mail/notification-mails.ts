import type { NotificationKind } from '@mentorbridge/domain/api/notifications';
import { REQUEST_EXPIRY_DAYS } from '@mentorbridge/domain/constants';
import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/**
 * The mails that tell people what happened while they were away (decision 031). A mail names
 * the other person and links to the view it is about; it never carries a message's text or
 * picture, since many readers are children and mailboxes are shared, forwarded and kept.
 */

/**
 * What a notification mail is about, as its sender knows it. `aboutId` is the person it names:
 * a mail not yet sent goes with their account (mail_outbox.about_user_id).
 */
export type NotificationEvent = { aboutId: string } & (
  | { type: 'request.received'; menteeName: string }
  | { type: 'request.canceled'; menteeName: string }
  | { type: 'request.reminder'; menteeName: string; daysWaiting: number }
  | { type: 'request.accepted'; mentorName: string; chatId: string }
  | { type: 'request.rejected'; mentorName: string }
  | { type: 'request.expired'; mentorName: string }
  | { type: 'chat.unread'; senderName: string; chatId: string }
  | { type: 'mentoring.ended'; endedBy: string; otherName: string; chatId: string }
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

const whyYouGetThis: Record<NotificationKind, string> = {
  requests:
    'You get this email because you are a mentor on MentorBridge and chose emails about requests.',
  answers:
    'You get this email because you asked for a mentor on MentorBridge and chose emails about answers.',
  unread:
    'You get this email because you chose emails about MentorBridge messages you have not read.',
  mentoring:
    'You get this email because you have a mentoring on MentorBridge and chose emails about it.',
};

function contentOf(event: NotificationEvent): MailContent {
  switch (event.type) {
    case 'request.received':
      return {
        subject: `${event.menteeName} would like you as their mentor`,
        lines: [
          `${event.menteeName} sent you a mentoring request on MentorBridge.`,
          `Please accept or reject it within ${REQUEST_EXPIRY_DAYS} days; after that it ends on its own.`,
        ],
        action: { label: 'See your requests', path: '/connections/mentor?tab=pending' },
      };
    case 'request.canceled':
      return {
        subject: `${event.menteeName} withdrew their request`,
        lines: [
          `${event.menteeName} canceled the mentoring request they sent you. Nothing else to do.`,
        ],
        action: { label: 'See your requests', path: '/connections/mentor' },
      };
    case 'request.reminder':
      return {
        subject: `${event.menteeName} is waiting for your answer`,
        lines: [
          `${event.menteeName} asked you to be their mentor ${event.daysWaiting} days ago and is waiting for your answer.`,
          `If you cannot take them, rejecting lets them ask someone else. Unanswered requests end after ${REQUEST_EXPIRY_DAYS} days.`,
        ],
        action: { label: 'Answer the request', path: '/connections/mentor?tab=pending' },
      };
    case 'request.accepted':
      return {
        subject: `${event.mentorName} accepted your request`,
        lines: [`Good news: ${event.mentorName} is now your mentor. Say hello in your chat!`],
        action: { label: 'Open the chat', path: `/chat/${encodeURIComponent(event.chatId)}` },
      };
    case 'request.rejected':
      return {
        subject: `${event.mentorName} cannot take your request`,
        lines: [
          `${event.mentorName} cannot be your mentor right now. This happens, and it is not about you.`,
          'There are other mentors who would be glad to help: you can ask one from All Mentors.',
        ],
        action: { label: 'See your requests', path: '/connections/mentee?tab=rejected' },
      };
    case 'request.expired':
      return {
        subject: `Your request to ${event.mentorName} has ended`,
        lines: [
          `${event.mentorName} did not answer your request within ${REQUEST_EXPIRY_DAYS} days, so it has ended.`,
          'You can ask another mentor, or the same one again.',
        ],
        action: { label: 'Find a mentor', path: '/mentors' },
      };
    case 'chat.unread':
      return {
        subject: `${event.senderName} sent you a message`,
        lines: [
          `${event.senderName} sent you a message on MentorBridge that you have not read yet.`,
          'Log in to read it.',
        ],
        action: { label: 'Open the chat', path: `/chat/${encodeURIComponent(event.chatId)}` },
      };
    case 'mentoring.ended':
      return {
        subject: `Your mentoring with ${event.otherName} has ended`,
        lines: [
          `${event.endedBy} ended your mentoring with ${event.otherName} on MentorBridge.`,
          'You can still read your chat. Three short questions wait for you there.',
        ],
        action: { label: 'Open the chat', path: `/chat/${encodeURIComponent(event.chatId)}` },
      };
    case 'checkin.due':
      return {
        subject: `How is it going with ${event.otherName}?`,
        lines: [
          `It is time for a check-in: one tap in your chat says how your mentoring with ${event.otherName} is going.`,
          `${event.otherName} does not see your answer.`,
        ],
        action: { label: 'Answer in the chat', path: `/chat/${encodeURIComponent(event.chatId)}` },
      };
    case 'mentoring.ending-soon':
      return {
        subject: `Your mentoring with ${event.otherName} ends in two weeks`,
        lines: [
          `Your mentoring with ${event.otherName} is planned to end on ${event.endsOn}.`,
          'There is time to finish what you started, and to say goodbye in your chat.',
        ],
        action: { label: 'Open the chat', path: `/chat/${encodeURIComponent(event.chatId)}` },
      };
  }
}

/**
 * One notification mail, with its one-click unsubscribe (RFC 8058): the List-Unsubscribe
 * headers for mail programs, and a link to a page for people. Both change this kind only.
 */
export function notificationMail(
  to: string,
  event: NotificationEvent,
  { publicUrl, mailToken }: { publicUrl: string; mailToken: string },
): Mail {
  const kind = kindOf[event.type];
  const { subject, lines, action } = contentOf(event);
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
      whyYouGetThis[kind],
      `Stop these emails: ${unsubscribePage}`,
      `Choose your emails: ${settings}`,
    ].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(actionUrl)}">${escapeHtml(action.label)}</a></p>
<hr>
<p style="font-size:small">${escapeHtml(whyYouGetThis[kind])}
<a href="${escapeHtml(unsubscribePage)}">Stop these emails</a> ·
<a href="${escapeHtml(settings)}">Choose your emails</a></p>`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
