import { shownName } from '@mentorbridge/domain/connection-rules';
import { ENDING_REMINDER_DAYS } from '@mentorbridge/domain/ending-rules';
import { daysAfter } from '@mentorbridge/domain/vetting-rules';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { inTouchNow } from '../chat/service.ts';
import { pushInBackground, sendNotification } from '../notifications/service.ts';
import { endMatch, type MatchDeps } from './end-match.ts';
import { findMatch, findMatchesPastPlannedEnd, takeEndingRemindersDue } from './repository.ts';

/**
 * The planned ends of programme matches (decision 060), on the retention sweep's round: both
 * members are reminded two weeks before their programme's planned end, and a match still open
 * the day after it ends then, with the reason "The programme ended". A mail about one member
 * goes to the other only while the two may reach each other (decision 038).
 */
export async function remindAndEndPlannedEndings(
  deps: MatchDeps,
): Promise<{ remindedEndings: number; plannedEndings: number }> {
  const today = todayBy(deps.clock);
  const now = deps.clock.now();
  const pushes: { to: string; event: NotificationEvent }[] = [];
  const reminded = await withMailInBackground(deps, async (deps) => {
    const due = await takeEndingRemindersDue(deps.db, {
      today,
      until: daysAfter(today, ENDING_REMINDER_DAYS),
    });
    for (const { id, endsOn } of due) {
      const match = await findMatch(deps.db, id);
      if (!match || !(await inTouchNow(deps, match.mentorId, id))) continue;
      const remind = (to: string, aboutId: string, name: string) => ({
        to,
        event: {
          type: 'mentoring.ending-soon',
          otherName: shownName(name, to === match.mentorId ? 'mentee' : 'mentor'),
          endsOn,
          chatId: id,
          aboutId,
        } as const,
      });
      for (const notice of [
        remind(match.menteeId, match.mentorId, match.mentorName),
        remind(match.mentorId, match.menteeId, match.menteeName),
      ]) {
        await sendNotification(deps, notice.to, notice.event, now);
        pushes.push(notice);
      }
    }
    return due.length;
  });
  for (const notice of pushes) pushInBackground(deps, notice.to, notice.event);

  let ended = 0;
  for (const id of await findMatchesPastPlannedEnd(deps.db, today)) {
    const match = await findMatch(deps.db, id);
    if (!match || match.endedAt !== null) continue;
    try {
      await endMatch(deps, match, { by: 'planned_end', byId: null, reason: 'programme_ended' });
      ended += 1;
    } catch (error) {
      // Ended meanwhile, by a member or another process's round.
      if (!(error instanceof ApiError && error.code === 'chat_ended')) throw error;
    }
  }
  return { remindedEndings: reminded, plannedEndings: ended };
}
