import type { Wording } from '@mentorbridge/domain/i18n/catalogue';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import { mailIn } from './mail-language.ts';
import type { Mail } from './mailer.ts';

/**
 * Mails to a child's parent or carer (decision 060), and to whoever looks at a pause they made.
 * Each to a caregiver carries a new link to their page: the one before stops working. None
 * carries anything the child or the mentor wrote. Each to a caregiver is in their language
 * (decision 061), chosen on their page.
 */

function mail(
  kind: string,
  to: string,
  aboutUserId: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  wrap: (body: string) => string = (body) => body,
): Mail {
  return {
    kind,
    to,
    aboutUserId,
    subject,
    text: [...lines.flatMap((line) => [line, '']), `${action.label}: ${action.url}`].join('\n'),
    html: wrap(`${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`),
  };
}

export interface CaregiverMailFacts {
  to: string;
  childId: string;
  childName: string;
  link: string;
  /** The language the caregiver reads their page and mail in. */
  language: Locale;
}

/** How a mail in the caregiver's language writes a calendar day (`YYYY-MM-DD`). */
export type DayWriter = (day: string) => string;

/** A mail to the caregiver, in their language, with the link to their page. */
function caregiverMail(
  kind: string,
  facts: CaregiverMailFacts,
  write: (words: Wording, day: DayWriter) => { subject: string; lines: string[]; label: string },
): Mail {
  const { words, html, day } = mailIn(facts.language);
  const { subject, lines, label } = write(words, day);
  return mail(kind, facts.to, facts.childId, subject, lines, { label, url: facts.link }, html);
}

/**
 * Why the page's link comes: the guardian agreed or the child gave the address at sign-up, the
 * child's programme asked for it, or the caregiver asked for a new one.
 */
export type LinkReason = 'sign_up' | 'programme' | 'new_link';

const reasonOf = (words: Wording, why: LinkReason) =>
  ({
    sign_up: words.caregiverFirstLinkWhy,
    programme: words.caregiverProgrammeLinkWhy,
    new_link: words.caregiverNewLinkWhy,
  })[why];

/** The page's first link, or a new one asked for. */
export const caregiverLinkMail = (facts: CaregiverMailFacts, why: LinkReason) =>
  caregiverMail('caregiver-link', facts, (words) => ({
    subject: words.caregiverLinkMailSubject({ child: facts.childName }),
    lines: [reasonOf(words, why), words.caregiverMailPageLine, words.caregiverMailLinkNote],
    label: words.caregiverMailOpenPage,
  }));

/** A child under 13's new match waits for the caregiver's yes. */
export const caregiverApprovalMail = (
  facts: CaregiverMailFacts,
  { mentorName, checkedUntil }: { mentorName: string; checkedUntil: string },
) =>
  caregiverMail('caregiver-approval', facts, (words, day) => ({
    subject: words.caregiverApprovalMailSubject({ child: facts.childName, mentor: mentorName }),
    lines: [
      words.caregiverApproveAsk({
        child: facts.childName,
        mentor: mentorName,
        date: day(checkedUntil),
      }),
      words.caregiverApprovalMailNothingYet,
      words.caregiverMailLinkNote,
    ],
    label: words.caregiverApprovalMailAction,
  }));

/** The monthly summary: the same facts as the page, by mail, a line written for each mentor. */
export const caregiverSummaryMail = (
  facts: CaregiverMailFacts,
  summary: (words: Wording, day: DayWriter) => string[],
) =>
  caregiverMail('caregiver-summary', facts, (words, day) => ({
    subject: words.caregiverSummaryMailSubject({ child: facts.childName }),
    lines: [...summary(words, day), words.caregiverMailPageLine, words.caregiverMailLinkNote],
    label: words.caregiverMailOpenPage,
  }));

/**
 * Who lifted a pause: the safeguarding team (outside programmes), or a coordinator of the
 * match's programme, by name.
 */
export type PauseLifter =
  { by: 'safeguarding' } | { by: 'coordinator'; name: string; programme: string };

const lifterOf = (words: Wording, who: PauseLifter) =>
  who.by === 'safeguarding'
    ? words.caregiverLiftedBySafeguarding
    : words.caregiverLiftedByCoordinator({ name: who.name, programme: who.programme });

/** Someone looked at a pause the caregiver made, and says what they found. */
export const pauseLiftedMail = (
  facts: CaregiverMailFacts,
  { who, found, mentorName }: { who: PauseLifter; found: string; mentorName: string },
) =>
  caregiverMail('caregiver-pause-lifted', facts, (words) => ({
    subject: words.caregiverLiftedMailSubject({
      who: lifterOf(words, who),
      child: facts.childName,
    }),
    lines: [
      words.caregiverLiftedMailFound({ who: lifterOf(words, who), mentor: mentorName, found }),
      words.caregiverLiftedMailOpenAgain,
      words.caregiverMailLinkNote,
    ],
    label: words.caregiverMailOpenPage,
  }));

/**
 * To the coordinators of the match's programme, or the safeguarding leads outside one, each in
 * the language of their account.
 */
export function pausedByCaregiverMail(
  to: { email: string; language: Locale },
  {
    childId,
    programme,
    consoleUrl,
  }: { childId: string; programme: string | null; consoleUrl: string },
): Mail {
  const { words, html } = mailIn(to.language);
  const line = words.caregiverPausedMailLine({
    where: programme === null ? 'outside' : 'programme',
    programme: programme ?? '',
  });
  return mail(
    'caregiver-paused',
    to.email,
    childId,
    words.caregiverPausedMailSubject,
    [line],
    { label: words.caregiverPausedMailOpen, url: consoleUrl },
    html,
  );
}
