import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/**
 * To the parent or guardian of an 11- or 12-year-old a school let into its programme (decision
 * 058): the school consented on their behalf for the programme only, and the link lets them
 * refuse or withdraw (which deletes the account), or agree for MentorBridge as a whole.
 */
export function schoolConsentMail(
  to: string,
  {
    childEmail,
    school,
    programme,
    link,
  }: Record<'childEmail' | 'school' | 'programme' | 'link', string>,
): Mail {
  const privacy = new URL('/privacy', link).href;
  const lines = [
    `${school} let your child (${childEmail}) into its MentorBridge programme "${programme}".`,
    `A school may consent for its own programme on a parent's behalf, and ${school} did: inside "${programme}" your child can now ask the programme's mentors, chat and call with them. Mentors are checked adults, and the programme's coordinators and our safeguarding team can read these chats to keep your child safe.`,
    'Outside the programme nothing changes: your child can ask other mentors only once you agree.',
    'If you do not want your child on MentorBridge, open this link and refuse: the account and everything in it are deleted at once. The same link lets you agree for MentorBridge as a whole, or withdraw later.',
  ];
  return {
    kind: 'guardian-consent',
    to,
    subject: `${school} added your child to a MentorBridge programme`,
    text: [
      ...lines.slice(0, 3).flatMap((line) => [line, '']),
      lines[3],
      link,
      '',
      `Everything we keep, why, for how long and who sees it: ${privacy}`,
    ].join('\n'),
    html: `${lines
      .slice(0, 3)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n')}
<p>${escapeHtml(lines[3] ?? '')}</p>
<p><a href="${escapeHtml(link)}">Refuse, agree or withdraw</a></p>
<p><a href="${escapeHtml(privacy)}">Everything we keep, why, for how long and who sees it</a>.</p>`,
  };
}
