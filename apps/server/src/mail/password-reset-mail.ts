import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/** The mail that carries a one-time password reset link. */
export function passwordResetMail(to: string, link: string): Mail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your MentorBridge password',
    text: [
      'Someone, probably you, asked to reset the password of your MentorBridge account.',
      '',
      'Open this link to choose a new password. It works once, for 1 hour:',
      link,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone, probably you, asked to reset the password of your MentorBridge account.</p>
<p>Open this link to choose a new password. It works once, for 1 hour:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>`,
  };
}
