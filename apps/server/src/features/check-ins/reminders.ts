import { todayBy } from '../../lib/clock.ts';
import type { AppContext } from '../../app-context.ts';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import { inTouchNow } from '../chat/service.ts';
import { pushInBackground, sendNotification } from '../notifications/service.ts';
import { listOpenMatchesWithCheckIns, recordCheckInNotices } from './repository.ts';
import { dueDayOf, otherNameFor, stillToTell } from './schedule.ts';

type Deps = Pick<
  AppContext,
  'db' | 'backgroundDb' | 'clock' | 'mailer' | 'config' | 'background' | 'push' | 'pushDevices'
>;

/**
 * The check-ins' round, on the retention sweep's hour (decision 060): each member of an open
 * match whose check-in fell due in the last week is told once, by mail and push, whichever
 * process runs the round (the row written as they are told is the "once"). A member who
 * answered first is not told. Nothing about a child reaches a mentor, nor anything from the
 * mentor reaches the child, while the two may not reach each other (decision 038).
 */
export async function remindCheckIns(deps: Deps): Promise<number> {
  const today = todayBy(deps.clock);
  const now = deps.clock.now();
  const due = (await listOpenMatchesWithCheckIns(deps.db)).flatMap((match) => {
    const dueOn = dueDayOf(match, today);
    return dueOn !== null && stillToTell(dueOn, today) ? [{ match, dueOn }] : [];
  });
  const pushes: { to: string; event: NotificationEvent }[] = [];
  const told = await withMailInBackground(deps, async (deps) => {
    let count = 0;
    for (const { match, dueOn } of due) {
      const newlyDue = await recordCheckInNotices(
        deps.db,
        [match.mentorId, match.menteeId].map((userId) => ({ requestId: match.id, userId, dueOn })),
        now,
      );
      if (newlyDue.length === 0 || !(await inTouchNow(deps, match.mentorId, match.id))) continue;
      for (const { userId } of newlyDue) {
        const event = {
          type: 'checkin.due',
          otherName: otherNameFor(match, userId),
          chatId: match.id,
          aboutId: userId === match.mentorId ? match.menteeId : match.mentorId,
        } as const;
        await sendNotification(deps, userId, event, now);
        pushes.push({ to: userId, event });
        count += 1;
      }
    }
    return count;
  });
  for (const notice of pushes) pushInBackground(deps, notice.to, notice.event);
  return told;
}
