import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/** The mail that carries a one-time email verification link. */
export function verificationMail(to: string, link: string): Mail {
  return {
    kind: 'verification',
    to,
    subject: 'Verify your email for MentorBridge',
    text: [
      'Welcome to MentorBridge!',
      '',
      'Open this link to verify your email address. It works once, for 24 hours:',
      link,
      '',
      'If you did not sign up, you can ignore this email.',
    ].join('\n'),
    html: `<p>Welcome to MentorBridge!</p>
<p>Open this link to verify your email address. It works once, for 24 hours:</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>If you did not sign up, you can ignore this email.</p>`,
  };
}

/** Sent instead of a second account when someone signs up with an address already verified. */
export function alreadyRegisteredMail(to: string, logInLink: string): Mail {
  return {
    kind: 'already-registered',
    to,
    subject: 'You already have a MentorBridge account',
    text: [
      'Someone, probably you, tried to sign up to MentorBridge with this email address.',
      'You already have an account, so no new one was made. Log in here:',
      logInLink,
      '',
      'If it was not you, you can ignore this email: nothing changed.',
    ].join('\n'),
    html: `<p>Someone, probably you, tried to sign up to MentorBridge with this email address.</p>
<p>You already have an account, so no new one was made. <a href="${escapeHtml(logInLink)}">Log in</a>.</p>
<p>If it was not you, you can ignore this email: nothing changed.</p>`,
  };
}
