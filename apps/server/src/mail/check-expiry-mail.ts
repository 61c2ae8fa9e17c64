import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/** What a notice about a safeguarding check says, and to whom. */
export interface CheckExpiryNotice {
  /** 'soon': 30 days before; 'today': the day it stops counting. */
  kind: 'soon' | 'today';
  mentorName: string;
  /** The last day it counts, `YYYY-MM-DD`. */
  lastDay: string;
  /** The first day it no longer counts. */
  until: string;
  /** Where mentors write to the leads. */
  contact: string;
}

const paragraphsOf = (mail: Omit<Mail, 'html'>): Mail => ({
  ...mail,
  html: mail.text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n'),
});

/**
 * To the mentor: when their safeguarding check or training stops counting, what that means for
 * the students under 18 they mentor, and how to renew it. Names no student.
 */
export function checkExpiryMailToMentor(to: string, notice: CheckExpiryNotice): Mail {
  const when =
    notice.kind === 'soon'
      ? `Your MentorBridge safeguarding check counts until ${notice.lastDay}.`
      : `Your MentorBridge safeguarding check stopped counting today, ${notice.until}.`;
  return paragraphsOf({
    kind: `check-${notice.kind}.mentor`,
    to,
    subject:
      notice.kind === 'soon'
        ? `Your safeguarding check expires on ${notice.until}`
        : 'Your safeguarding check has expired',
    text: [
      when,
      `From ${notice.until}, students under 18 can't find you, and your chats with them are paused until a safeguarding lead records a new check. Nothing in them is lost.`,
      `If it is your training that runs out, take the safeguarding training again on your dashboard. For a new check, write to ${notice.contact}.`,
    ].join('\n\n'),
  });
}

/** To each lead: a mentor's record needs renewing. */
export function checkExpiryMailToLead(to: string, notice: CheckExpiryNotice): Mail {
  return paragraphsOf({
    kind: `check-${notice.kind}.lead`,
    to,
    subject:
      notice.kind === 'soon'
        ? `${notice.mentorName}'s safeguarding check expires on ${notice.until}`
        : `${notice.mentorName}'s safeguarding check has expired`,
    text: [
      notice.kind === 'soon'
        ? `${notice.mentorName}'s safeguarding record counts until ${notice.lastDay}. From ${notice.until} they can no longer reach students under 18.`
        : `${notice.mentorName}'s safeguarding record stopped counting today, ${notice.until}: students under 18 no longer find them, and their chats with them are paused.`,
      'Record a new check, or the training date, in the console under Mentor checks.',
    ].join('\n\n'),
  });
}
