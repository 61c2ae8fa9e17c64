import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/** The mail that carries a one-time password reset link, in the account's language. */
export function passwordResetMail(to: string, link: string, language: Locale): Mail {
  const { words, html } = mailIn(language);
  return {
    kind: 'password-reset',
    to,
    subject: words.resetMailSubject,
    text: [
      words.resetMailSomeone,
      '',
      words.resetMailOpenLink,
      link,
      '',
      words.resetMailNotYou,
    ].join('\n'),
    html: html(`<p>${escapeHtml(words.resetMailSomeone)}</p>
<p>${escapeHtml(words.resetMailOpenLink)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.resetMailLinkText)}</a></p>
<p>${escapeHtml(words.resetMailNotYou)}</p>`),
  };
}
