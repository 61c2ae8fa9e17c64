import type { MemberCheckIns } from '@mentorbridge/domain/api/check-ins';
import { isOverdue, LOW_RATING } from '@mentorbridge/domain/check-in-rules';
import { findSignals } from '@mentorbridge/domain/safety/signals';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { isBlockedEitherWay } from '../blocks/service.ts';
import { dueDayOf } from './schedule.ts';
import {
  type CheckInMatch,
  findCheckInMatch,
  listCheckInsOf,
  saveCheckInAnswer,
  setCheckInsOn,
} from './repository.ts';

// Check-ins of a match (decision 060): "How is it going?", due on the programme's cadence from
// the day the chat opened. Inside a programme its coordinators read the answers; outside one a
// pair turns them on as a reminder between themselves and nobody else reads them. A line the
// warning-signs check flags goes to the safeguarding team wherever it was written.

type Deps = Pick<AppContext, 'db' | 'clock' | 'realtime'>;

const matchNotFound = () => new ApiError(404, 'not_found', msg.chatNotFound);

/** The match, for one of its two members while it is accepted; anyone else finds nothing. */
async function matchOfMember(deps: Deps, userId: string, chatId: string) {
  const match = await findCheckInMatch(deps.db, chatId);
  if (
    !match ||
    match.status !== 'accepted' ||
    (match.mentorId !== userId && match.menteeId !== userId) ||
    (await isBlockedEitherWay(deps, match.mentorId, match.menteeId))
  ) {
    throw matchNotFound();
  }
  if (match.ended) throw new ApiError(409, 'chat_ended', msg.chatEnded);
  return match;
}

/**
 * A member's answer to the check-in due now, once. A rating of 1 or 2, or a line the warning-
 * signs check flags, waits for a programme's coordinators to look at it; a flagged line goes to
 * the safeguarding team in every match.
 */
export async function answerCheckIn(
  deps: Deps,
  user: SessionIdentity,
  chatId: string,
  body: { rating: number; line: string },
): Promise<void> {
  const match = await matchOfMember(deps, user.id, chatId);
  if (!match.on) throw new ApiError(409, 'request_refused', msg.checkInsOff);
  const dueOn = dueDayOf(match, todayBy(deps.clock));
  if (dueOn === null) throw new ApiError(409, 'request_refused', msg.nothingToCheckIn);
  const signals = findSignals(body.line);
  const saved = await saveCheckInAnswer(deps.db, {
    requestId: chatId,
    userId: user.id,
    dueOn,
    rating: body.rating,
    line: body.line,
    flaggedKinds: signals.length > 0 ? signals.join(',') : null,
    toLookAt: match.programmeId !== null && (body.rating <= LOW_RATING || signals.length > 0),
    now: deps.clock.now(),
  });
  if (!saved) throw new ApiError(409, 'request_refused', msg.checkInAnswered);
  // Only the member's own tabs: the other member is told nothing of it.
  deps.realtime.publish([user.id], { type: 'request.changed', requestId: chatId });
}

/** A pair outside programmes turns its check-ins on or off; both members' tabs are told. */
export async function switchCheckIns(
  deps: Deps,
  user: SessionIdentity,
  chatId: string,
  on: boolean,
): Promise<void> {
  const match = await matchOfMember(deps, user.id, chatId);
  if (match.programmeId !== null) {
    throw new ApiError(409, 'request_refused', msg.checkInsOnlyOutsideProgrammes);
  }
  await setCheckInsOn(deps.db, chatId, on);
  deps.realtime.publish([match.mentorId, match.menteeId], {
    type: 'request.changed',
    requestId: chatId,
  });
}

/**
 * Each member's check-ins of a programme's pairs, as its coordinators see them: the latest
 * answer, the oldest overdue day (due 7 days ago or more, unanswered, since the chat opened), and
 * whether something waits to be looked at. `withholdLine` hides a pupil's line.
 */
export async function checkInsOfPairs(
  deps: Pick<AppContext, 'db' | 'clock'>,
  pairs: readonly {
    id: string;
    mentorId: string;
    pupilId: string;
    /** The schedule of a pair whose chat is open now; null otherwise. */
    open: Pick<CheckInMatch, 'on' | 'startedAt' | 'cadence'> | null;
    withholdPupilLine: boolean;
  }[],
): Promise<Map<string, { pupil: MemberCheckIns; mentor: MemberCheckIns }>> {
  const today = todayBy(deps.clock);
  const rows = await listCheckInsOf(
    deps.db,
    pairs.map((pair) => pair.id),
  );
  const byPair = new Map<string, { pupil: MemberCheckIns; mentor: MemberCheckIns }>();
  for (const pair of pairs) {
    const memberState = (userId: string, withhold: boolean): MemberCheckIns => {
      const own = rows.filter((row) => row.request_id === pair.id && row.user_id === userId);
      const answered = own.filter((row) => row.answered_at !== null).at(-1);
      const answeredDays = new Set(
        own.filter((row) => row.answered_at !== null).map((row) => row.due_on),
      );
      const dueNow = pair.open ? dueDayOf(pair.open, today) : null;
      const unanswered = [
        ...own.filter((row) => row.answered_at === null).map((row) => row.due_on),
        ...(dueNow !== null && !answeredDays.has(dueNow) ? [dueNow] : []),
      ].filter((day) => isOverdue(day, today));
      const line = answered?.line ?? null;
      return {
        rating: answered?.rating ?? null,
        line: withhold && line ? null : line || null,
        answeredAt: answered?.answered_at ?? null,
        overdueSince: pair.open ? ([...unanswered].sort()[0] ?? null) : null,
        toLookAt: own.some((row) => row.to_look_at === 1),
      };
    };
    byPair.set(pair.id, {
      pupil: memberState(pair.pupilId, pair.withholdPupilLine),
      mentor: memberState(pair.mentorId, false),
    });
  }
  return byPair;
}

export { remindCheckIns } from './reminders.ts';
export { flaggedCheckIns, lookedAtCheckIns } from './reviews.ts';
export { findCheckInMatch } from './repository.ts';
/** The demo seed's check-ins, written as the round and an answer write them. */
export { recordCheckInNotices, saveCheckInAnswer } from './repository.ts';
export { dueDayOf } from './schedule.ts';
