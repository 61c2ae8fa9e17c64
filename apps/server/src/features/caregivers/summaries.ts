import type { CaregiverMatch } from '@mentorbridge/domain/api/caregivers';
import { SUMMARY_EVERY_DAYS } from '@mentorbridge/domain/caregiver-rules';
import type { Wording } from '@mentorbridge/domain/i18n/catalogue';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { type DayWriter, caregiverSummaryMail } from '../../mail/caregiver-mail.ts';
import { postMail, withMail } from '../../mail/send-mail.ts';
import { freshLink, pageStillWorks } from './links.ts';
import { pageOf } from './page.ts';
import { claimSummary, listCaregivers } from './repository.ts';

const DAY = 24 * 60 * 60_000;

type Deps = Pick<AppContext, 'db' | 'clock' | 'files' | 'config' | 'mailer'>;

/**
 * A match's facts in a line of the summary, in the caregiver's language: the page's facts, never
 * anyone's words.
 */
function lineOf(words: Wording, inWords: DayWriter, match: CaregiverMatch, since: number) {
  const day = (at: number | null) =>
    at === null ? words.caregiverSummaryNotYet : inWords(dayText(at));
  const calls = match.calls.filter((call) => call.startedAt >= since);
  const minutes = calls.reduce((sum, call) => sum + call.minutes, 0);
  return [
    match.programme
      ? words.caregiverSummaryMentorInProgramme({
          mentor: match.mentorName,
          programme: match.programme.name,
        })
      : words.caregiverSummaryMentor({ mentor: match.mentorName }),
    match.checkedUntil ? words.caregiverSummaryChecked({ date: inWords(match.checkedUntil) }) : '',
    words.caregiverSummaryLastWrote({
      childDay: day(match.lastFromChild),
      mentorDay: day(match.lastFromMentor),
    }),
    words.caregiverSummaryMessages({ count: match.messagesLastFourWeeks }),
    words.caregiverSummaryCalls({ count: calls.length, minutes }),
    words.caregiverSummaryCheckIns({
      days:
        match.checkInDays.length > 0
          ? match.checkInDays.map(inWords).join(words.caregiverSummaryDaysBetween)
          : words.caregiverSummaryNoCheckIns,
    }),
    match.state === 'paused'
      ? words.caregiverSummaryPaused
      : match.state === 'ended'
        ? words.caregiverSummaryEnded
        : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The caregivers' monthly summary (decision 060), on the retention sweep's hour: every 30 days
 * from the first link, the same facts as the page, by mail, with a new link; none for a child
 * with no mentor, nor once the page no longer works. Each is claimed before it goes, so several
 * processes send it once.
 */
export async function mailCaregiverSummaries(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const caregiver of await listCaregivers(deps.db)) {
    const last = caregiver.summarySentAt ?? caregiver.createdAt;
    if (now - last < SUMMARY_EVERY_DAYS * DAY || !pageStillWorks(caregiver, now)) continue;
    const page = await pageOf(deps, caregiver);
    if (page.matches.length === 0) continue;
    await withMail(deps, async (deps) => {
      const was = caregiver.summarySentAt;
      if (!(await claimSummary(deps.db, { childId: caregiver.childId, was, now }))) return;
      const facts = await freshLink(deps, caregiver, now);
      const since = now - SUMMARY_EVERY_DAYS * DAY;
      const lines = (words: Wording, inWords: DayWriter) =>
        page.matches.map((match) => lineOf(words, inWords, match, since));
      await postMail(deps, caregiverSummaryMail(facts, lines));
      sent += 1;
    });
  }
  return sent;
}
