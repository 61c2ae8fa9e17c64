import { describe, expect, it } from 'vitest';
import { isPushed, pushFor } from '../features/notifications/push-content.ts';
import { type NotificationEvent, notificationMail } from './notification-mails.ts';

const events: NotificationEvent[] = [
  { type: 'request.received', menteeName: 'Sam Pupil', aboutId: 'a' },
  { type: 'request.canceled', menteeName: 'Sam Pupil', aboutId: 'a' },
  { type: 'request.reminder', menteeName: 'Sam Pupil', daysWaiting: 10, aboutId: 'a' },
  { type: 'request.accepted', mentorName: 'Rosa Mentor', chatId: 'c', aboutId: 'a' },
  { type: 'request.rejected', mentorName: 'Rosa Mentor', aboutId: 'a' },
  { type: 'request.expired', mentorName: 'Rosa Mentor', aboutId: 'a' },
  { type: 'chat.unread', senderName: 'Rosa Mentor', chatId: 'c', aboutId: 'a' },
  ...(['mentor', 'mentee', 'coordinator', 'planned_end'] as const).map(
    (endedBy): NotificationEvent => ({
      type: 'mentoring.ended',
      endedBy,
      otherName: 'Rosa Mentor',
      chatId: 'c',
      aboutId: 'a',
    }),
  ),
  {
    type: 'mentoring.ending-soon',
    otherName: 'Rosa Mentor',
    endsOn: '2027-07-16',
    chatId: 'c',
    aboutId: 'a',
  },
  { type: 'checkin.due', otherName: 'Rosa Mentor', chatId: 'c', aboutId: 'a' },
];
const links = { publicUrl: 'https://mentorbridge.example', mailToken: 'key' };

/** A mail's lines of words: its text without blank lines, its rule, and the links' addresses. */
const sentencesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/:? ?https:\/\/\S+$/, ''))
    .filter((line) => line !== '' && line !== '--');

/**
 * Every notification mail and push, whatever its event, in Spanish and Arabic: none of their
 * sentences is left in English. The tests of each feature read a whole mail in each language.
 */
describe.each(['es', 'ar'] as const)('notification mail and push in %s', (language) => {
  it.each(events.map((event) => [`${event.type} ${JSON.stringify(event)}`, event] as const))(
    'has no English sentence: %s',
    (_name, event) => {
      const english = notificationMail('to@example.com', event, { ...links, language: 'en' });
      const mail = notificationMail('to@example.com', event, { ...links, language });
      expect(mail.subject).not.toBe(english.subject);
      const sentences = sentencesOf(mail.text);
      expect(sentences).toHaveLength(sentencesOf(english.text).length);
      for (const sentence of sentencesOf(english.text)) expect(sentences).not.toContain(sentence);
      expect(mail.html).toMatch(
        new RegExp(`^<div lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">\n`),
      );
      // Only what is not words stays the same: the kind, the person it names, the links.
      expect(mail.headers).toEqual(english.headers);
      expect(mail.kind).toBe(english.kind);
      expect(mail.aboutUserId).toBe(english.aboutUserId);
      if (isPushed(event)) {
        const push = pushFor(event, language);
        const englishPush = pushFor(event, 'en');
        expect(push.title).not.toBe(englishPush.title);
        expect(push.body).not.toBe(englishPush.body);
        expect({ ...push, title: '', body: '' }).toEqual({ ...englishPush, title: '', body: '' });
      }
    },
  );
});

describe('a day in a notification mail', () => {
  const endingSoon: NotificationEvent = {
    type: 'mentoring.ending-soon',
    otherName: 'Rosa Mentor',
    endsOn: '2027-07-16',
    chatId: 'c',
    aboutId: 'a',
  };
  it.each([
    ['en', '2027-07-16'],
    ['es', '16 de julio de 2027'],
    ['ar', '16 يوليو 2027'],
  ] as const)('is written as %s writes it: %s', (language, day) => {
    const mail = notificationMail('to@example.com', endingSoon, { ...links, language });
    expect(mail.text.split('\n')[0]).toContain(` ${day}`);
  });
});
