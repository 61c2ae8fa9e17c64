import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/** What a notice about a safeguarding check says, and to whom. */
export interface CheckExpiryNotice {
  /** 'soon': 30 days before; 'today': the day it stops counting. */
  kind: 'soon' | 'today';
  mentorName: string;
  /** The last day it counts, `YYYY-MM-DD`. */
  lastDay: string;
  /** The first day it no longer counts. */
  until: string;
  /** Where mentors write to the leads. */
  contact: string;
}

/** A mail whose text is paragraphs, each a paragraph of its HTML too, in `language`. */
const paragraphsOf = (language: Locale, mail: Omit<Mail, 'html'>): Mail => ({
  ...mail,
  html: mailIn(language).html(
    mail.text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('\n'),
  ),
});

/**
 * To the mentor, in their language: when their safeguarding check or training stops counting,
 * what that means for the students under 18 they mentor, and how to renew it. Names no student.
 */
export function checkExpiryMailToMentor(
  to: string,
  notice: CheckExpiryNotice,
  language: Locale,
): Mail {
  const { words, day } = mailIn(language);
  const date = day(notice.until);
  const lastDay = day(notice.lastDay);
  return paragraphsOf(language, {
    kind: `check-${notice.kind}.mentor`,
    to,
    subject:
      notice.kind === 'soon'
        ? words.checkExpirySoonSubject({ date })
        : words.checkExpiryTodaySubject,
    text: [
      notice.kind === 'soon'
        ? words.checkExpirySoonLine({ lastDay })
        : words.checkExpiryTodayLine({ date }),
      words.checkExpiryPaused({ date }),
      words.checkExpiryRenew({ contact: notice.contact }),
    ].join('\n\n'),
  });
}

/** To each lead, in their language: a mentor's record needs renewing. */
export function checkExpiryMailToLead(
  to: string,
  notice: CheckExpiryNotice,
  language: Locale,
): Mail {
  const { words, day } = mailIn(language);
  const name = notice.mentorName;
  const date = day(notice.until);
  const lastDay = day(notice.lastDay);
  return paragraphsOf(language, {
    kind: `check-${notice.kind}.lead`,
    to,
    subject:
      notice.kind === 'soon'
        ? words.checkExpiryLeadSoonSubject({ name, date })
        : words.checkExpiryLeadTodaySubject({ name }),
    text: [
      notice.kind === 'soon'
        ? words.checkExpiryLeadSoonLine({ name, lastDay, date })
        : words.checkExpiryLeadTodayLine({ name, date }),
      words.checkExpiryLeadRecord,
    ].join('\n\n'),
  });
}
