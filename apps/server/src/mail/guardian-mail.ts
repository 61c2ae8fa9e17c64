import { GUARDIAN_CONSENT_WAIT_DAYS } from '@mentorbridge/domain/constants';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/**
 * To the parent or guardian of an 11- or 12-year-old: what MentorBridge is, what it keeps and
 * why, and the one link that lets them agree, refuse, or later withdraw. In the guardian's
 * language (decision 061): the child's when they were named, until they choose on their page.
 */
export function guardianMail(to: string, childEmail: string, link: string, language: Locale): Mail {
  const { words, html } = mailIn(language);
  const collected = [
    words.guardianMailKeepsAccount,
    words.guardianMailKeepsProfile,
    words.guardianMailKeepsAnswers,
    words.guardianMailKeepsNotes,
    words.guardianMailKeepsChats,
    words.guardianMailKeepsCalls,
    words.guardianMailKeepsNotifications,
    words.guardianMailKeepsYours,
  ];
  // The consent link comes first: it is the one the parent or carer must act on.
  const privacy = new URL('/privacy', link).href;
  const noAnswer = words.guardianMailNoAnswer({ days: GUARDIAN_CONSENT_WAIT_DAYS });
  return {
    kind: 'guardian-consent',
    to,
    subject: words.guardianMailSubject,
    text: [
      words.guardianMailSomeone({ childEmail }),
      '',
      words.guardianMailAbout,
      '',
      words.guardianMailWhatWeKeep,
      ...collected.map((item) => `- ${item}`),
      words.guardianMailNoSale,
      '',
      `${words.guardianMailUntilYouAgree} ${words.guardianMailOpenLink}`,
      link,
      '',
      words.guardianMailWithdraw,
      '',
      noAnswer,
      '',
      `${words.guardianMailPrivacy}: ${privacy}`,
    ].join('\n'),
    html: html(`<p>${escapeHtml(words.guardianMailSomeone({ childEmail }))}</p>
<p>${escapeHtml(words.guardianMailAbout)}</p>
<p>${escapeHtml(words.guardianMailWhatWeKeep)}</p>
<ul>${collected.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>${escapeHtml(words.guardianMailNoSale)}</p>
<p>${escapeHtml(words.guardianMailUntilYouAgree)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.guardianMailLinkText)}</a> ${escapeHtml(words.guardianMailRefusingDeletes)}</p>
<p>${escapeHtml(words.guardianMailWithdraw)}</p>
<p>${escapeHtml(noAnswer)}</p>
<p><a href="${escapeHtml(privacy)}">${escapeHtml(words.guardianMailPrivacy)}</a>.</p>`),
  };
}
