import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/**
 * To the parent or guardian of an 11- or 12-year-old a school let into its programme (decision
 * 058): the school consented on their behalf for the programme only, and the link lets them
 * refuse or withdraw (which deletes the account), or agree for MentorBridge as a whole. Written
 * in `language`, which its caller chooses (school-consent.ts).
 */
export function schoolConsentMail(
  to: string,
  {
    childEmail,
    school,
    programme,
    link,
  }: Record<'childEmail' | 'school' | 'programme' | 'link', string>,
  language: Locale,
): Mail {
  const { words, html } = mailIn(language);
  const privacy = new URL('/privacy', link).href;
  const lines = [
    words.schoolConsentLetIn({ school, childEmail, programme }),
    words.schoolConsentOnYourBehalf({ school, programme }),
    words.schoolConsentOutside,
  ];
  return {
    kind: 'guardian-consent',
    to,
    subject: words.schoolConsentSubject({ school }),
    text: [
      ...lines.flatMap((line) => [line, '']),
      words.schoolConsentRefuse,
      link,
      '',
      `${words.schoolConsentPrivacy}: ${privacy}`,
    ].join('\n'),
    html: html(`${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(words.schoolConsentRefuse)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.schoolConsentLinkText)}</a></p>
<p><a href="${escapeHtml(privacy)}">${escapeHtml(words.schoolConsentPrivacy)}</a>.</p>`),
  };
}
