import type { CaregiverMatch } from '@mentorbridge/domain/api/caregivers';
import { SUMMARY_EVERY_DAYS } from '@mentorbridge/domain/caregiver-rules';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { caregiverSummaryMail } from '../../mail/caregiver-mail.ts';
import { sendMail, withMail } from '../../mail/send-mail.ts';
import { freshLink, pageStillWorks } from './links.ts';
import { pageOf } from './page.ts';
import { claimSummary, listCaregivers } from './repository.ts';

const DAY = 24 * 60 * 60_000;

type Deps = Pick<AppContext, 'db' | 'clock' | 'files' | 'config' | 'mailer'>;

/** A match's facts in a line of the summary: the page's facts, never anyone's words. */
function lineOf(match: CaregiverMatch, since: number): string {
  const day = (at: number | null) => (at === null ? 'not yet' : dayText(at));
  const calls = match.calls.filter((call) => call.startedAt >= since);
  const minutes = calls.reduce((sum, call) => sum + call.minutes, 0);
  return [
    `${match.mentorName}${match.programme ? ` (${match.programme.name})` : ''}:`,
    match.checkedUntil ? `safeguarding check valid until ${match.checkedUntil};` : '',
    `last wrote: your child ${day(match.lastFromChild)}, the mentor ${day(match.lastFromMentor)};`,
    `${match.messagesLastFourWeeks} messages in the last 4 weeks;`,
    `${calls.length} video calls this month (${minutes} minutes);`,
    `check-ins answered: ${match.checkInDays.length > 0 ? match.checkInDays.join(', ') : 'none'}.`,
    match.state === 'paused' ? 'Paused by you.' : match.state === 'ended' ? 'Ended.' : '',
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
      const lines = page.matches.map((match) => lineOf(match, now - SUMMARY_EVERY_DAYS * DAY));
      await sendMail(deps, caregiverSummaryMail(facts, lines), now);
      sent += 1;
    });
  }
  return sent;
}
