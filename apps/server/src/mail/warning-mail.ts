import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/**
 * A safeguarding lead's warning, in their words, between two sentences in the warned account's
 * language. The lead's words are sent as the lead wrote them.
 */
export function warningMail(to: string, message: string, language: Locale): Mail {
  const { words, html } = mailIn(language);
  return {
    kind: 'warning',
    to,
    subject: words.warningMailSubject,
    text: [words.warningMailIntro, '', message, '', words.warningMailRules].join('\n'),
    html: html(`<p>${escapeHtml(words.warningMailIntro)}</p>
<blockquote>${escapeHtml(message)}</blockquote>
<p>${escapeHtml(words.warningMailRules)}</p>`),
  };
}
