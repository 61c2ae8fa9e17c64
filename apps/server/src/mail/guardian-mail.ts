import { GUARDIAN_CONSENT_WAIT_DAYS } from '@mentorbridge/domain/constants';
import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/**
 * To the parent or guardian of an 11- or 12-year-old: what MentorBridge is, what it keeps and
 * why, and the one link that lets them agree, refuse, or later withdraw.
 */
export function guardianMail(to: string, childEmail: string, link: string): Mail {
  const collected = [
    'their email address and age, to sign them in and keep the rules for their age;',
    'the name and picture they choose to show;',
    'their private notes, which only they can read;',
    'their chats and requests with mentors, which our safeguarding team may review;',
  ];
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
      'We never sell data or show ads, and deleting the account deletes all of it.',
      '',
      'Until you agree, your child can sign in but cannot ask mentors, chat or call. Open this link to agree or to refuse (refusing deletes the account):',
      link,
      '',
      'The same link lets you withdraw your consent at any time later, which deletes the account and everything in it.',
      '',
      noAnswer,
    ].join('\n'),
    html: `<p>Someone aged 11 or 12 signed up to MentorBridge with the address ${escapeHtml(childEmail)} and gave yours as their parent's or guardian's.</p>
<p>MentorBridge connects students with adult mentors who have been through the same experiences. Mentors are checked adults; chats with young people may be reviewed by our safeguarding team, and contact details are held for review.</p>
<p>What we keep, and why:</p>
<ul>${collected.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>We never sell data or show ads, and deleting the account deletes all of it.</p>
<p>Until you agree, your child can sign in but cannot ask mentors, chat or call.</p>
<p><a href="${escapeHtml(link)}">Agree or refuse</a> (refusing deletes the account).</p>
<p>The same link lets you withdraw your consent at any time later, which deletes the account and everything in it.</p>
<p>${escapeHtml(noAnswer)}</p>`,
  };
}
