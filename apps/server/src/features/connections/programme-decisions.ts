import { matchWaitsForCaregiver } from '@mentorbridge/domain/caregiver-rules';
import { requestIdOf } from '@mentorbridge/domain/connection-rules';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { msg } from '@mentorbridge/domain/ui-text';
import { announceRequest, type RequestDeps } from './request-deps.ts';
import { ApiError } from '../../lib/api-error.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import { heldCheckedForChildren } from '../../lib/checked-mentor-repository.ts';
import { todayBy } from '../../lib/clock.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import type { NotificationEvent } from '../../mail/notification-mails.ts';
import { isBlockedEitherWay } from '../blocks/service.ts';
import { withinCapacity } from '../mentoring/service.ts';
import { pushInBackground, sendNotification } from '../notifications/service.ts';
import { notCheckedYet, reachesChildrenToday } from '../vetting/service.ts';
import { decideProgrammeMatch } from './programme-match-repository.ts';
import { insertPendingRequest } from './repository.ts';
import { findRequest } from './request-record-repository.ts';
import { askCaregiverFor } from './caregiver-asks.ts';
import { noticeOf } from './request-notices.ts';

// A coordinator's say over their programme's matches (decision 058). The programmes feature has
// checked that the coordinator runs the programme; the gate of decision 038 is checked here, as
// for any accept, since an approval is what opens the chat.

type Deps = RequestDeps;

/** Who decides, as the audit log names them. */
type Actor = Pick<SessionIdentity, 'id' | 'email'>;

const matchNotFound = () => new ApiError(404, 'not_found', msg.matchNotFound);
const notWaiting = () => new ApiError(409, 'request_refused', msg.matchNotWaiting);

/** The match, when it is one of the programme's and waits for a coordinator. */
async function waitingMatch(deps: Deps, programmeId: string, requestId: string) {
  const record = await findRequest(deps.db, requestId);
  if (
    !record ||
    record.programme?.id !== programmeId ||
    (await isBlockedEitherWay(deps, record.mentor.id, record.mentee.id))
  ) {
    throw matchNotFound();
  }
  if (
    record.status !== 'pending' ||
    record.mentorAcceptedAt === null ||
    record.programmeDecidedAt !== null
  ) {
    throw notWaiting();
  }
  return record;
}

/** Opens the chat of a match the mentor said yes to; the mentee is told as of an accept. */
export async function approveProgrammeMatch(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  requestId: string,
): Promise<void> {
  const record = await waitingMatch(deps, programmeId, requestId);
  const minor = isMinor(record.mentee.age);
  if (minor && !(await reachesChildrenToday(deps, record.mentor.id))) throw notCheckedYet();
  const now = deps.clock.now();
  // A child under 13's match waits for their caregiver's yes next (decision 060).
  const waitsForCaregiver = matchWaitsForCaregiver(record.mentee, record.caregiverDecidedAt, now);
  const notice = await withMailInBackground(deps, async (deps) => {
    const done = await withinCapacity(deps, record.mentor.id, async (trx) => {
      if (minor && !(await heldCheckedForChildren(trx, record.mentor.id, todayBy(deps.clock)))) {
        throw notCheckedYet();
      }
      const decision = { id: requestId, programmeId, by: actor.id, now };
      const to = waitsForCaregiver ? 'caregiver' : 'accepted';
      const decided = await decideProgrammeMatch(trx, { ...decision, to, refusal: null });
      if (decided && waitsForCaregiver) await askCaregiverFor({ ...deps, db: trx }, record, now);
      return decided;
    });
    if (!done) throw notWaiting();
    await insertAuditLine(deps.db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'approved a match',
      subject: `programme ${programmeId}, request ${requestId}`,
      reason: '',
      now,
    });
    const notice = waitsForCaregiver ? null : noticeOf('accept', record, true);
    if (notice) await sendNotification(deps, notice.to, notice.event, now);
    return notice;
  });
  announceRequest(deps, record);
  if (notice) pushInBackground(deps, notice.to, notice.event);
}

/** Says no to a waiting match, with the reason the pupil and the mentor read on it. */
export async function refuseProgrammeMatch(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  requestId: string,
  reason: string,
): Promise<void> {
  const said = reason.trim();
  if (said === '') throw new ApiError(400, 'invalid_request', msg.refusalReasonRequired);
  const record = await waitingMatch(deps, programmeId, requestId);
  const now = deps.clock.now();
  await withMailInBackground(deps, async (deps) => {
    const decision = { id: requestId, programmeId, by: actor.id, now };
    const done = await decideProgrammeMatch(deps.db, {
      ...decision,
      to: 'rejected',
      refusal: said,
    });
    if (!done) throw notWaiting();
    await insertAuditLine(deps.db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'refused a match',
      subject: `programme ${programmeId}, request ${requestId}`,
      reason: said,
      now,
    });
  });
  announceRequest(deps, record);
}

/**
 * A coordinator's proposal: a request from the pupil to the mentor, approved by being made. The
 * programmes feature checked both are its members; the mentor must reach the pupil today.
 */
export async function proposeProgrammeMatch(
  deps: Deps,
  actor: Actor,
  programme: { id: string; name: string },
  pair: { pupilId: string; pupilAge: number; pupilName: string; mentorId: string },
): Promise<string> {
  const { pupilId, mentorId } = pair;
  const minor = isMinor(pair.pupilAge);
  if (
    (await isBlockedEitherWay(deps, mentorId, pupilId)) ||
    (minor && !(await reachesChildrenToday(deps, mentorId)))
  ) {
    throw new ApiError(409, 'request_refused', msg.proposalMentorCannot);
  }
  const id = requestIdOf(mentorId, pupilId);
  const now = deps.clock.now();
  const received: NotificationEvent = {
    type: 'request.received',
    menteeName: pair.pupilName,
    aboutId: pupilId,
  };
  await withMailInBackground(deps, async (deps) => {
    if (minor && !(await heldCheckedForChildren(deps.db, mentorId, todayBy(deps.clock)))) {
      throw new ApiError(409, 'request_refused', msg.proposalMentorCannot);
    }
    const proposal = { programmeId: programme.id, by: actor.id };
    const request = { id, mentorId, requesterId: pupilId, message: null, now, proposal };
    if (!(await insertPendingRequest(deps.db, request))) {
      throw new ApiError(409, 'request_exists', msg.proposalExists);
    }
    await insertAuditLine(deps.db, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'proposed a match',
      subject: `programme ${programme.id}, request ${id}`,
      reason: '',
      now,
    });
    await sendNotification(deps, mentorId, received, now);
  });
  announceRequest(deps, { id, mentor: { id: mentorId }, mentee: { id: pupilId } });
  pushInBackground(deps, mentorId, received);
  return id;
}
