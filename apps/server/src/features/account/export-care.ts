import type { AppContext } from '../../app-context.ts';
import * as read from './export-care-repository.ts';
import { isoTime } from './iso-time.ts';

// What a person's copy of their data holds of caring for a match (decision 060).

type Deps = Pick<AppContext, 'db'>;

/**
 * Each match's check-ins and endings, as the person's copy writes them beside the request: their
 * own check-ins; each ending with who ended it, the reason only when they chose it (the other
 * member's reason is theirs), a coordinator's reopening, and their own exit answers.
 */
export async function careOfMatches(deps: Deps, userId: string, requestIds: readonly string[]) {
  const checkIns = await read.checkInsOf(deps.db, userId);
  const endings = await read.endingsOf(deps.db, userId, requestIds);
  return (requestId: string, otherName: string) => ({
    checkIns: checkIns
      .filter((checkIn) => checkIn.request_id === requestId)
      .map((checkIn) => ({
        dueOn: checkIn.due_on,
        remindedAt: isoTime(checkIn.notified_at),
        rating: checkIn.rating,
        line: checkIn.line,
        answeredAt: isoTime(checkIn.answered_at),
      })),
    endings: endings
      .filter((ending) => ending.request_id === requestId)
      .map((ending) => {
        const chose = ending.ended_by === userId;
        return {
          endedAt: isoTime(ending.ended_at),
          endedBy: chose
            ? 'you'
            : ending.ended_by_role === 'coordinator'
              ? 'a coordinator of the programme'
              : ending.ended_by_role === 'planned_end'
                ? 'the programme’s planned end'
                : otherName,
          reason: chose ? ending.reason : null,
          reopenedAt: isoTime(ending.reopened_at),
          yourExitAnswers:
            ending.helped === null
              ? null
              : {
                  helped: ending.helped,
                  bestPart: ending.best_part,
                  better: ending.better,
                  answeredAt: isoTime(ending.answered_at),
                },
        };
      }),
  });
}

/** Their parent's or carer's address and language, and what their page was sent. */
export async function caregiver(deps: Deps, userId: string) {
  const row = await read.caregiverOf(deps.db, userId);
  return row
    ? {
        email: row.email,
        // The language they chose for their page and mail (at first, the child's).
        language: row.language,
        givenAt: row.source === 'sign_up' ? 'sign-up' : 'your programme asked',
        since: isoTime(row.created_at),
        lastLinkSentAt: isoTime(row.link_sent_at),
        lastSummarySentAt: isoTime(row.summary_sent_at),
      }
    : null;
}
