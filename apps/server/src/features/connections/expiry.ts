import { shownName } from '@mentorbridge/domain/connection-rules';
import { REQUEST_EXPIRY_DAYS, REQUEST_REMINDER_DAYS } from '@mentorbridge/domain/constants';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import { sendNotification } from '../notifications/service.ts';
import {
  deleteRequestsPendingSince,
  fullNamesOf,
  recordUnansweredWaits,
  takeRemindersDue,
} from './expiry-repository.ts';

const DAY = 24 * 60 * 60_000;

type Deps = Pick<AppContext, 'db' | 'realtime' | 'mailer' | 'config' | 'background'>;

/**
 * Ends requests no mentor answered in 14 days (the mentee is mailed, and may ask someone else;
 * the wait counts in the mentor's reply time) and reminds mentors of requests waiting 3 and 10
 * days. Each request is ended or reminded by one compare-and-set, so several processes sweeping
 * at once mail each event once; a request first seen after 10 days gets the later reminder only.
 * A mentor is not reminded of a child's request while their safeguarding record does not count
 * (expiry-repository.ts). The mentee is told of an expiry whoever the mentor is: it comes from
 * MentorBridge, and frees them to ask someone else.
 */
export async function expireAndRemindRequests(
  deps: Deps,
  now = Date.now(),
): Promise<{ expiredRequests: number; remindedRequests: number }> {
  // Each step and its mails are stored together (decision 043): a crash cannot end a request
  // whose mentee is never told, nor take a reminder that is never written.
  const expired = await withMailInBackground(deps, async (deps) => {
    const expired = await deleteRequestsPendingSince(deps.db, now - REQUEST_EXPIRY_DAYS * DAY);
    await recordUnansweredWaits(deps.db, expired, now);
    const mentorNames = await fullNamesOf(
      deps.db,
      expired.map((request) => request.mentorId),
    );
    for (const request of expired) {
      const mentorName = shownName(mentorNames.get(request.mentorId) ?? '', 'mentor');
      const event = { type: 'request.expired', mentorName, aboutId: request.mentorId } as const;
      await sendNotification(deps, request.menteeId, event, now);
    }
    return expired;
  });
  for (const request of expired) {
    deps.realtime.publish([request.mentorId, request.menteeId], {
      type: 'request.changed',
      requestId: request.id,
    });
  }

  let reminded = 0;
  // The later reminder first, so a request that waited past both is reminded once.
  const stages = REQUEST_REMINDER_DAYS.map((days, index) => ({ days, stage: index + 1 })).reverse();
  for (const { days, stage } of stages) {
    reminded += await withMailInBackground(deps, async (deps) => {
      const due = await takeRemindersDue(deps.db, {
        stage,
        createdBefore: now - days * DAY,
        today: dayText(now),
      });
      const menteeNames = await fullNamesOf(
        deps.db,
        due.map((request) => request.menteeId),
      );
      for (const request of due) {
        const event = {
          type: 'request.reminder' as const,
          menteeName: shownName(menteeNames.get(request.menteeId) ?? '', 'mentee'),
          daysWaiting: Math.floor((now - request.createdAt) / DAY),
          aboutId: request.menteeId,
        };
        await sendNotification(deps, request.mentorId, event, now);
      }
      return due.length;
    });
  }
  return { expiredRequests: expired.length, remindedRequests: reminded };
}
