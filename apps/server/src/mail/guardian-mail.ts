import { GUARDIAN_CONSENT_WAIT_DAYS } from '@mentorbridge/domain/constants';
import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/**
 * To the parent or guardian of an 11- or 12-year-old: what MentorBridge is, what it keeps and
 * why, and the one link that lets them agree, refuse, or later withdraw.
 */
export function guardianMail(to: string, childEmail: string, link: string): Mail {
  const collected = [
    'their email address and age, to sign them in and keep the rules for their age, until the account is deleted;',
    'the name and picture they choose to show, seen only by mentors they ask;',
    'if they choose to answer, what they want help with and what they have been through (which may include health, family, faith or background), used only to suggest mentors and never shown to anyone;',
    'their private notes, which only they can read;',
    'their requests and chats with mentors (text and pictures), kept until either of them deletes their account, which our safeguarding team may review;',
    "when each video call began and ended, never the call itself: calls happen in MentorBridge's call page, browser to browser, and are never recorded (a school may run calls on its own video service instead);",
    'notifications on their devices, if they turn them on, which say who wrote but never what;',
    'your email address and your answer, while the account exists.',
  ];
  // The consent link comes first: it is the one the parent or carer must act on.
  const privacy = new URL('/privacy', link).href;
  const noAnswer = `If we hear nothing from you within ${GUARDIAN_CONSENT_WAIT_DAYS} days, we delete the account and everything in it.`;
  return {
    kind: 'guardian-consent',
    to,
    subject: 'Your child wants to join MentorBridge: please say yes or no',
    text: [
      `Someone aged 11 or 12 signed up to MentorBridge with the address ${childEmail} and gave yours as their parent's or guardian's.`,
      '',
      'MentorBridge connects students with adult mentors who have been through the same experiences. Mentors are checked adults; chats with young people may be reviewed by our safeguarding team, and contact details are held for review.',
      '',
      'What we keep, and why:',
      ...collected.map((item) => `- ${item}`),
      'We never sell data or show ads, and deleting the account deletes all of it, backups included.',
      '',
      'Until you agree, your child can sign in but cannot ask mentors, chat or call. Open this link to agree or to refuse (refusing deletes the account):',
      link,
      '',
      'The same link lets you withdraw your consent at any time later, which deletes the account and everything in it.',
      '',
      noAnswer,
      '',
      `Everything we keep, why, for how long and who sees it: ${privacy}`,
    ].join('\n'),
    html: `<p>Someone aged 11 or 12 signed up to MentorBridge with the address ${escapeHtml(childEmail)} and gave yours as their parent's or guardian's.</p>
<p>MentorBridge connects students with adult mentors who have been through the same experiences. Mentors are checked adults; chats with young people may be reviewed by our safeguarding team, and contact details are held for review.</p>
<p>What we keep, and why:</p>
<ul>${collected.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>We never sell data or show ads, and deleting the account deletes all of it, backups included.</p>
<p>Until you agree, your child can sign in but cannot ask mentors, chat or call.</p>
<p><a href="${escapeHtml(link)}">Agree or refuse</a> (refusing deletes the account).</p>
<p>The same link lets you withdraw your consent at any time later, which deletes the account and everything in it.</p>
<p>${escapeHtml(noAnswer)}</p>
<p><a href="${escapeHtml(privacy)}">Everything we keep, why, for how long and who sees it</a>.</p>`,
  };
}
