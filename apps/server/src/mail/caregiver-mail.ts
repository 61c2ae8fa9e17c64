import { escapeHtml } from './escape-html.ts';
import type { Mail } from './mailer.ts';

/**
 * Mails to a child's parent or carer (decision 060), and to whoever looks at a pause they made.
 * Each to a caregiver carries a new link to their page: the one before stops working. None
 * carries anything the child or the mentor wrote.
 */

function mail(
  kind: string,
  to: string,
  aboutUserId: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): Mail {
  return {
    kind,
    to,
    aboutUserId,
    subject,
    text: [...lines.flatMap((line) => [line, '']), `${action.label}: ${action.url}`].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
  };
}

const pageLine =
  'Your page shows who your child talks to on MentorBridge and how often: the mentor, their safeguarding check, when they last wrote and their calls. Never what they say. You can pause a mentoring there at any time.';
const linkNote = 'This link is yours alone and replaces any link we sent before.';

export interface CaregiverMailFacts {
  to: string;
  childId: string;
  childName: string;
  link: string;
}

/** The page's first link, or a new one asked for. */
export const caregiverLinkMail = (facts: CaregiverMailFacts, why: string) =>
  mail(
    'caregiver-link',
    facts.to,
    facts.childId,
    `Your page about ${facts.childName}'s mentoring`,
    [why, pageLine, linkNote],
    { label: 'Open your page', url: facts.link },
  );

/** A child under 13's new match waits for the caregiver's yes. */
export const caregiverApprovalMail = (
  facts: CaregiverMailFacts,
  { mentorName, checkedUntil }: { mentorName: string; checkedUntil: string },
) =>
  mail(
    'caregiver-approval',
    facts.to,
    facts.childId,
    `${facts.childName} would like to be mentored by ${mentorName}`,
    [
      `${facts.childName} would like to be mentored by ${mentorName}. Checked until ${checkedUntil}.`,
      'Nothing can be written or called until you approve. Open your page to approve or refuse.',
      linkNote,
    ],
    { label: 'Approve or refuse', url: facts.link },
  );

/** The monthly summary: the same facts as the page, by mail. */
export const caregiverSummaryMail = (facts: CaregiverMailFacts, summary: string[]) =>
  mail(
    'caregiver-summary',
    facts.to,
    facts.childId,
    `This month in ${facts.childName}'s mentoring`,
    [...summary, pageLine, linkNote],
    { label: 'Open your page', url: facts.link },
  );

/** Someone looked at a pause the caregiver made, and says what they found. */
export const pauseLiftedMail = (
  facts: CaregiverMailFacts,
  { who, found, mentorName }: { who: string; found: string; mentorName: string },
) =>
  mail(
    'caregiver-pause-lifted',
    facts.to,
    facts.childId,
    `${who} looked at ${facts.childName}'s mentoring`,
    [
      `${who} looked at the mentoring with ${mentorName} you paused, and lifted the pause. They said: ${found}`,
      'The chat is open again. You can pause it again from your page.',
      linkNote,
    ],
    { label: 'Open your page', url: facts.link },
  );

/** To the coordinators of the match's programme, or the safeguarding leads outside one. */
export const pausedByCaregiverMail = (
  to: string,
  { childId, where, consoleUrl }: { childId: string; where: string; consoleUrl: string },
) =>
  mail(
    'caregiver-paused',
    to,
    childId,
    'A parent or carer paused a mentoring',
    [
      `A parent or carer paused a mentoring ${where}. Nobody can write or call in it until you look at it and lift the pause, saying what you found: they read it.`,
    ],
    { label: 'Open the console', url: consoleUrl },
  );
