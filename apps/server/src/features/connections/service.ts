import type { Kysely } from 'kysely';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import {
  isMoveAllowed,
  requestIdOf,
  shownName,
  type RequestActor,
  type RequestMove,
} from '@mentorbridge/domain/connection-rules';
import { availabilityOf } from '@mentorbridge/domain/mentoring-rules';
import { matchWaitsForCaregiver } from '@mentorbridge/domain/caregiver-rules';
import { askAgainFrom } from '@mentorbridge/domain/ending-rules';
import { checkFieldLength, requestMessageField } from '@mentorbridge/domain/story-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { announceRequest, type RequestDeps } from './request-deps.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { heldCheckedForChildren } from '../../lib/checked-mentor-repository.ts';
import { todayBy } from '../../lib/clock.ts';
import { isBlockedEitherWay } from '../blocks/service.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { firstTextProblem } from '../mentor-story/service.ts';
import { mentoringStateOf, withinCapacity } from '../mentoring/service.ts';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import { pushInBackground, sendNotification } from '../notifications/service.ts';
import { notCheckedYet, reachesChildrenToday } from '../vetting/service.ts';
import {
  deleteRequestIn,
  findRequestParty,
  insertPendingRequest,
  updateRequestStatus,
} from './repository.ts';
import { findRequest, listRequestsOf, type RequestRecord } from './request-record-repository.ts';
import { findEndedAt, renewEndedRequest } from './ended-request-repository.ts';
import { markMentorAccepted } from './programme-match-repository.ts';
import { askCaregiverFor } from './caregiver-asks.ts';
import { noticeOf } from './request-notices.ts';
import { toRequest, waitsForProgramme } from './request-view.ts';

type Deps = RequestDeps;

// A request the user is not part of answers like a missing one, so ids cannot be probed.
const requestNotFound = () => new ApiError(404, 'not_found', msg.requestNotFound);
const moveRefused = () => new ApiError(409, 'request_refused', msg.requestMoveRefused);

export async function connectionsOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
): Promise<ConnectionRequest[]> {
  const today = todayBy(deps.clock);
  const now = deps.clock.now();
  return (await listRequestsOf(deps.db, userId)).map((record) =>
    toRequest(record, today, userId, now),
  );
}

/**
 * A request's optional message as it is saved: trimmed, null when empty. Children write it and
 * adults read it, so the profile's checks apply (length, profanity, contact details).
 */
function checkedMessage(message: string | undefined): string | null {
  const field = requestMessageField(message ?? '');
  const problem = checkFieldLength(field) ?? firstTextProblem([field]);
  if (problem) throw new ApiError(400, 'invalid_request_message', problem);
  return field.text === '' ? null : field.text;
}

/**
 * "Request Mentor*": only a mentee, only to a verified mentor who takes requests now (not
 * paused, not full), once per pair, with an optional message the mentor reads on it. The mentor
 * is mailed. The answer names the mentor for the notice "Requested mentor {mentor}.": by their
 * email for a mentee of 18 to 25 (docs/product.md), by their name for a mentee under 18, who is
 * never given an adult's address (decision 050).
 */
export async function requestMentor(
  deps: Deps,
  user: SessionIdentity,
  body: { mentorId: string; message?: string | undefined },
  now = Date.now(),
): Promise<{ request: ConnectionRequest; requestedMentor: string }> {
  const mentorId = body.mentorId;
  if (user.role !== 'mentee') throw new ApiError(403, 'forbidden', msg.onlyMenteesRequest);
  if (user.consentPending) throw new ApiError(403, 'consent_pending', msg.consentPending);
  const message = checkedMessage(body.message);
  const mentor = await findRequestParty(deps.db, mentorId, user.id);
  const minor = isMinor(user.age);
  const mentorMissing = () => new ApiError(404, 'not_found', msg.mentorUnavailable);
  if (
    !mentor ||
    mentor.role !== 'mentor' ||
    !mentor.emailVerified ||
    mentor.isLead ||
    // A programme that keeps its pupils to its mentors keeps their requests to them too.
    !mentor.askerMayAsk ||
    (await isBlockedEitherWay(deps, mentorId, user.id)) ||
    // Under 18, a mentor whose safeguarding check does not count today is not there at all.
    (minor && !(await reachesChildrenToday(deps, mentorId)))
  ) {
    throw mentorMissing();
  }
  await refuseUnlessOpen(deps, mentorId);
  const id = requestIdOf(mentorId, user.id);
  // The request and the mentor's mail are stored together (decision 043).
  const { record, received } = await withMailInBackground(deps, async (deps) => {
    // Read again in the request's transaction: a suspension written since the read above
    // refuses it, so the mentor is never mailed about the child.
    if (minor && !(await heldCheckedForChildren(deps.db, mentorId, todayBy(deps.clock)))) {
      throw mentorMissing();
    }
    if (
      !(await insertPendingRequest(deps.db, { id, mentorId, requesterId: user.id, message, now }))
    ) {
      const today = todayBy(deps.clock);
      await askAgainAfterEnding(deps.db, { id, message, now, today, mentorName: mentor.fullName });
    }
    const record = await findRequest(deps.db, id);
    if (!record) throw requestNotFound();
    const received: NotificationEvent = {
      type: 'request.received',
      menteeName: shownName(record.mentee.fullName, 'mentee'),
      aboutId: record.mentee.id,
    };
    await sendNotification(deps, mentorId, received, now);
    return { record, received };
  });
  announceRequest(deps, record);
  pushInBackground(deps, mentorId, received);
  const request = toRequest(record, todayBy(deps.clock), user.id, deps.clock.now());
  return { request, requestedMentor: minor ? request.mentor.name : mentor.email };
}

/**
 * A request to a mentor the mentee's mentoring with ended (decision 060): refused for 14 days
 * after the ending, then the same chat turns pending again, its history kept. Any other request
 * already between the two is refused as before.
 */
async function askAgainAfterEnding(
  db: Kysely<Database>,
  ask: { id: string; message: string | null; now: number; today: string; mentorName: string },
): Promise<void> {
  const endedAt = await findEndedAt(db, ask.id);
  if (endedAt === undefined) throw new ApiError(409, 'request_exists', msg.alreadyRequested);
  if (ask.today < askAgainFrom(endedAt) || !(await renewEndedRequest(db, ask, endedAt))) {
    const name = shownName(ask.mentorName, 'mentor');
    throw new ApiError(409, 'ended_recently', msg.askAgainTooSoon({ name }));
  }
}

/** A paused or full mentor takes no new request (their button says so too). */
async function refuseUnlessOpen(deps: Pick<Deps, 'db'>, mentorId: string): Promise<void> {
  const state = await mentoringStateOf(deps, mentorId);
  const availability = state ? availabilityOf(state) : 'open';
  if (availability === 'paused') {
    throw new ApiError(409, 'mentor_paused', msg.mentorPausedRefusal);
  }
  if (availability === 'full') throw new ApiError(409, 'mentor_full', msg.mentorFullRefusal);
}

function actorOf(record: RequestRecord, userId: string): RequestActor {
  if (record.mentor.id === userId) return 'mentor';
  if (record.mentee.id === userId) return 'mentee';
  return 'stranger';
}

/**
 * Accept, reject, cancel or delete, when the lifecycle allows it for this user in this state.
 * "remove" is the DELETE of the API: a cancel while pending, a delete once rejected. Each change
 * is a compare-and-set on the status, so two clicks at once cannot both win. A mentor with as
 * many mentees as they take accepts no more. The other side is mailed and pushed of an answer
 * or a cancel, as the move's own transaction decided (request-notices.ts).
 */
export async function moveRequest(
  deps: Deps,
  user: SessionIdentity,
  requestId: string,
  requested: RequestMove | 'remove',
  now = Date.now(),
): Promise<void> {
  const record = await findRequest(deps.db, requestId);
  if (!record) throw requestNotFound();
  const actor = actorOf(record, user.id);
  if (actor === 'stranger') throw requestNotFound();
  // A blocked pair no longer sees the request, so it cannot be moved either.
  if (await isBlockedEitherWay(deps, record.mentor.id, record.mentee.id)) {
    throw requestNotFound();
  }
  const move =
    requested === 'remove' ? (record.status === 'pending' ? 'cancel' : 'delete') : requested;
  if (!isMoveAllowed(move, record.status, actor)) throw moveRefused();
  // Once the mentor said yes to a match that waits for its programme, the coordinator decides.
  if (record.mentorAcceptedAt !== null && actor === 'mentor') throw moveRefused();
  const minor = isMinor(record.mentee.age);
  // A mentor reaches a child only while their safeguarding check counts (decision 038). This
  // first read answers early; the one inside the transaction below decides.
  if (move === 'accept' && minor && !(await reachesChildrenToday(deps, record.mentor.id))) {
    throw notCheckedYet();
  }

  const today = todayBy(deps.clock);
  const waitsForCaregiver = matchWaitsForCaregiver(record.mentee, record.caregiverDecidedAt, now);
  const mentorReachesIn = async (db: Kysely<Database>) =>
    !minor || (await heldCheckedForChildren(db, record.mentor.id, today));
  const answer = (db: Kysely<Database>, to: 'accepted' | 'rejected') =>
    updateRequestStatus(
      db,
      { id: requestId, from: record.status, to, now },
      record.status === 'pending'
        ? { mentorId: record.mentor.id, requestedAt: record.createdAt }
        : undefined,
    );
  // The move and the other side's mail are stored together (decision 043), and both follow
  // the gate as this transaction reads it.
  const { done, notice } = await withMailInBackground(deps, async (deps) => {
    let mentorReaches = true;
    let done: boolean;
    if (move === 'accept') {
      // Read once the mentor's row is held (mentoring/service.ts): a suspension written while
      // this accept waited refuses it, and the child is never told "accepted".
      done = await withinCapacity(deps, record.mentor.id, async (trx) => {
        if (!(await mentorReachesIn(trx))) throw notCheckedYet();
        const firstAnswer = { mentorId: record.mentor.id, requestedAt: record.createdAt };
        if (waitsForProgramme(record)) {
          return markMentorAccepted(trx, { id: requestId, now }, firstAnswer);
        }
        if (!waitsForCaregiver) return answer(trx, 'accepted');
        // A child under 13: the mentor's yes waits for the caregiver's (decision 060).
        const marked = await markMentorAccepted(trx, { id: requestId, now }, firstAnswer, {
          untilDecided: false,
        });
        if (marked) await askCaregiverFor({ ...deps, db: trx }, record, now);
        return marked;
      });
    } else if (move === 'reject') {
      mentorReaches = await mentorReachesIn(deps.db);
      done = await answer(deps.db, 'rejected');
    } else {
      if (move === 'cancel') mentorReaches = await mentorReachesIn(deps.db);
      done = await deleteRequestIn(deps.db, requestId, record.status);
    }
    // A match that now waits for its programme or a caregiver tells nobody yet: no chat opened.
    const notice =
      done && !(move === 'accept' && (waitsForProgramme(record) || waitsForCaregiver))
        ? noticeOf(move, record, mentorReaches)
        : null;
    if (notice) await sendNotification(deps, notice.to, notice.event, now);
    return { done, notice };
  });
  if (!done) throw moveRefused();
  announceRequest(deps, record);
  if (notice) pushInBackground(deps, notice.to, notice.event);
}

/** The daily round that expires old requests and reminds mentors, run by the retention sweep. */
export { expireAndRemindRequests } from './expiry.ts';
/** The demo seed's requests, written as a request is, in the seed's one transaction. */
export { insertPendingRequest, updateRequestStatus } from './repository.ts';
export { decideProgrammeMatch, markMentorAccepted } from './programme-match-repository.ts';
/** A coordinator's say over their programme's matches (decision 058). */
export {
  approveProgrammeMatch,
  proposeProgrammeMatch,
  refuseProgrammeMatch,
} from './programme-decisions.ts';
