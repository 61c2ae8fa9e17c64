import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/** A safeguarding lead's warning, in their words. */
export function warningMail(to: string, message: string): Mail {
  return {
    kind: 'warning',
    to,
    subject: 'A message from the MentorBridge safeguarding team',
    text: [
      'Our safeguarding team looked at how you use MentorBridge and asks you to read this:',
      '',
      message,
      '',
      'MentorBridge is for mentoring young people safely. Accounts that break its rules are suspended.',
    ].join('\n'),
    html: `<p>Our safeguarding team looked at how you use MentorBridge and asks you to read this:</p>
<blockquote>${escapeHtml(message)}</blockquote>
<p>MentorBridge is for mentoring young people safely. Accounts that break its rules are suspended.</p>`,
  };
}
