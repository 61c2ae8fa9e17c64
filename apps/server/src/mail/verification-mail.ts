import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/** The mail that carries a one-time email verification link, in the new account's language. */
export function verificationMail(to: string, link: string, language: Locale): Mail {
  const { words, html } = mailIn(language);
  return {
    kind: 'verification',
    to,
    subject: words.verifyMailSubject,
    text: [
      words.verifyMailWelcome,
      '',
      words.verifyMailOpenLink,
      link,
      '',
      words.verifyMailNotYou,
    ].join('\n'),
    html: html(`<p>${escapeHtml(words.verifyMailWelcome)}</p>
<p>${escapeHtml(words.verifyMailOpenLink)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.verifyMailLinkText)}</a></p>
<p>${escapeHtml(words.verifyMailNotYou)}</p>`),
  };
}

/** Sent instead of a second account when someone signs up with an address already verified. */
export function alreadyRegisteredMail(to: string, logInLink: string, language: Locale): Mail {
  const { words, html } = mailIn(language);
  return {
    kind: 'already-registered',
    to,
    subject: words.registeredMailSubject,
    text: [
      words.registeredMailSomeone,
      `${words.registeredMailNoNewAccount} ${words.registeredMailLogInHere}`,
      logInLink,
      '',
      words.registeredMailNotYou,
    ].join('\n'),
    html: html(`<p>${escapeHtml(words.registeredMailSomeone)}</p>
<p>${escapeHtml(words.registeredMailNoNewAccount)} <a href="${escapeHtml(logInLink)}">${escapeHtml(words.registeredMailLogInLink)}</a>.</p>
<p>${escapeHtml(words.registeredMailNotYou)}</p>`),
  };
}
