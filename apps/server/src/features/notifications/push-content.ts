import type { PushNotification } from '@mentorbridge/domain/api/push';
import type { NotificationEvent } from '../../mail/notification-mails.ts';

/**
 * What a push says for each event it is sent for: who and what happened, and the view it opens;
 * never a message's text or picture. A new request goes to the mentor, an answer to the mentee;
 * the rest (a withdrawal, a reminder, an expiry) stay in the mail.
 */
export function pushFor(event: NotificationEvent): PushNotification | null {
  switch (event.type) {
    case 'request.received':
      return {
        title: `New request from ${event.menteeName}`,
        body: 'Open MentorBridge to answer it.',
        url: '/connections/mentor?tab=pending',
        tag: 'requests',
      };
    case 'request.accepted':
      return {
        title: `${event.mentorName} accepted your request`,
        body: 'Say hello in your chat!',
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `answer-${event.chatId}`,
      };
    case 'request.rejected':
      return {
        title: `${event.mentorName} cannot take your request`,
        body: 'Other mentors would be glad to help.',
        url: '/connections/mentee?tab=rejected',
        tag: 'answers',
      };
    case 'chat.unread':
      return {
        title: `New message from ${event.senderName}`,
        body: 'Open MentorBridge to read it.',
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `chat-${event.chatId}`,
      };
    case 'mentoring.ended':
      return {
        title: `Your mentoring with ${event.otherName} has ended`,
        body: 'You can still read your chat.',
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `ended-${event.chatId}`,
      };
    case 'checkin.due':
      return {
        title: `How is it going with ${event.otherName}?`,
        body: 'One tap in your chat to say.',
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `check-in-${event.chatId}`,
      };
    case 'mentoring.ending-soon':
      return {
        title: `Your mentoring with ${event.otherName} ends in two weeks`,
        body: 'There is time to say goodbye.',
        url: `/chat/${encodeURIComponent(event.chatId)}`,
        tag: `ending-${event.chatId}`,
      };
    case 'request.canceled':
    case 'request.reminder':
    case 'request.expired':
      return null;
  }
}

/**
 * What a device hears once the session that turned its notifications on has ended (logged out
 * elsewhere, expired, idle too long): that there is something, and nothing of who or what. The
 * device may be a shared computer or a sibling's phone by then; signing in shows the rest.
 */
export const pushAfterSessionEnded: PushNotification = {
  title: 'MentorBridge',
  body: 'You have something new.',
  url: '/',
  tag: 'something-new',
};
