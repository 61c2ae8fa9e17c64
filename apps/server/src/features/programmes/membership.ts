import { randomInt } from 'node:crypto';
import type {
  Membership,
  NewCodeBody,
  ProgrammeCode,
  ProgrammePeople,
} from '@mentorbridge/domain/api/programmes';
import {
  ALWAYS_APPROVED_UNDER,
  CODE_ALPHABET,
  CODE_LENGTH,
  type CodeRole,
  isCodeShape,
  MAX_CODE_USES,
  normalizeCode,
  WRONG_CODES_PER_HOUR,
} from '@mentorbridge/domain/programme-codes';
import { isDay } from '@mentorbridge/domain/programme-rules';
import { ageBand } from '@mentorbridge/domain/safety/age-band';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { isThrottled, takeAttempt, type Throttle } from '../../lib/throttle/throttle.ts';
import { type Actor, programmeOfCoordinator } from './access.ts';
import {
  approveMember as approveWaiting,
  deleteMember,
  findCode,
  insertCode,
  joinWithCode,
  listCodes,
  listMembers,
  listMembershipsOf,
} from './membership-repository.ts';

type Deps = Pick<AppContext, 'db' | 'clock'>;

const wrongCodes: Throttle = { max: WRONG_CODES_PER_HOUR, windowMs: 60 * 60_000 };
const wrongCodesKey = (userId: string) => `programme-code:${userId}`;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/** Makes a new code for pupils or mentors of a programme, ending the one it had. */
export async function makeCode(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  body: NewCodeBody,
): Promise<ProgrammeCode> {
  await programmeOfCoordinator(deps, actor, programmeId);
  const today = todayBy(deps.clock);
  const usesWhole = Number.isInteger(body.maxUses) && body.maxUses >= 1;
  if (
    !isDay(body.expiresOn) ||
    body.expiresOn <= today ||
    !usesWhole ||
    body.maxUses > MAX_CODE_USES
  ) {
    throw new ApiError(400, 'invalid_programme', uiText.codeSettingsWrong(MAX_CODE_USES));
  }
  const code = newCode();
  const now = deps.clock.now();
  await insertCode(
    deps.db,
    { ...body, code, programmeId, now },
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: `made a ${body.role} code`,
      subject: `programme ${programmeId}`,
      reason: '',
      changes:
        `expires ${body.expiresOn}; uses ${body.maxUses}; ` +
        `approval ${body.approvalRequired ? 'yes' : 'no'}`,
      now,
    },
  );
  return { ...body, code, uses: 0 };
}

/** A programme's codes in use and its people, for its coordinators. */
export async function programmePeople(
  deps: Deps,
  actor: Actor,
  programmeId: string,
): Promise<ProgrammePeople> {
  await programmeOfCoordinator(deps, actor, programmeId);
  const [codes, members] = await Promise.all([
    listCodes(deps.db, programmeId),
    listMembers(deps.db, programmeId),
  ]);
  return {
    codes: codes.map((code) => ({
      code: code.code,
      role: code.role as CodeRole,
      expiresOn: code.expires_on,
      maxUses: code.max_uses,
      uses: code.uses,
      approvalRequired: code.approval_required === 1,
    })),
    members: members.map((member) => ({
      userId: member.id,
      fullName: member.full_name,
      role: member.role as CodeRole,
      ageGroup: member.role === 'pupil' ? ageBand(member.age) : null,
      email: member.email,
      status: member.status as 'waiting' | 'member',
      joinedAt: member.joined_at,
    })),
  };
}

/**
 * Joins the signed-in user to the programme whose code they typed: as a member, or waiting for
 * a coordinator when the code says so, and always for a pupil under 13. A wrong code counts
 * against the account, ten an hour: a code is not a password to guess.
 */
export async function joinProgramme(
  deps: Deps,
  user: Pick<SessionIdentity, 'id' | 'role' | 'age'>,
  typed: string,
): Promise<{ status: 'waiting' | 'member'; message: string }> {
  const now = deps.clock.now();
  if (await isThrottled(deps.db, wrongCodesKey(user.id), wrongCodes, now)) {
    throw new ApiError(429, 'rate_limited', uiText.codeTooManyWrong);
  }
  const code = normalizeCode(typed);
  const found = isCodeShape(code) ? await findCode(deps.db, code) : undefined;
  if (!found || found.ended_at !== null) {
    await takeAttempt(deps.db, wrongCodesKey(user.id), wrongCodes, now);
    throw new ApiError(400, 'invalid_code', uiText.codeWrong);
  }
  const role: CodeRole = user.role === 'mentor' ? 'mentor' : 'pupil';
  if (found.role !== role) {
    throw new ApiError(
      400,
      'invalid_code',
      role === 'mentor' ? uiText.codeForPupils : uiText.codeForMentors,
    );
  }
  if (found.expires_on < todayBy(deps.clock))
    throw new ApiError(400, 'invalid_code', uiText.codeExpired);
  if (found.uses >= found.max_uses) throw new ApiError(400, 'invalid_code', uiText.codeUsedUp);
  if (role === 'pupil' && (user.age < found.min_age || user.age > found.max_age)) {
    throw new ApiError(400, 'invalid_code', uiText.codeAgeOutside(found.min_age, found.max_age));
  }
  const waits =
    found.approval_required === 1 || (role === 'pupil' && user.age < ALWAYS_APPROVED_UNDER);
  const status = waits ? 'waiting' : 'member';
  const outcome = await joinWithCode(deps.db, {
    code,
    programmeId: found.programme_id,
    userId: user.id,
    role,
    status,
    now,
  });
  if (outcome === 'already') throw new ApiError(409, 'invalid_code', uiText.alreadyInProgramme);
  if (outcome === 'used up') throw new ApiError(400, 'invalid_code', uiText.codeUsedUp);
  return {
    status,
    message: waits ? uiText.waitingForCoordinator(found.name) : uiText.joinedProgramme(found.name),
  };
}

/** The programmes the signed-in user is in or waits for. */
export async function myProgrammes(
  deps: Pick<AppContext, 'db'>,
  userId: string,
): Promise<Membership[]> {
  return (await listMembershipsOf(deps.db, userId)).map((row) => ({
    programmeId: row.id,
    programme: row.name,
    organisation: row.organisation,
    role: row.role as CodeRole,
    status: row.status as 'waiting' | 'member',
    joinedAt: row.joined_at,
  }));
}

/** Someone leaves a programme, or stops waiting for it. */
export async function leaveProgramme(deps: Deps, userId: string, programmeId: string) {
  if (!(await deleteMember(deps.db, { programmeId, userId }, null))) {
    throw new ApiError(404, 'not_found', uiText.notInProgramme);
  }
}

/** A coordinator lets in someone who waits. */
export async function approveMember(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  userId: string,
): Promise<void> {
  await programmeOfCoordinator(deps, actor, programmeId);
  const now = deps.clock.now();
  const approved = await approveWaiting(
    deps.db,
    { programmeId, userId, now },
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'let someone into a programme',
      subject: `programme ${programmeId}, user ${userId}`,
      reason: '',
      now,
    },
  );
  if (!approved) throw new ApiError(404, 'not_found', uiText.memberNotFound);
}

/** A coordinator takes someone out of a programme, or says no to someone waiting, saying why. */
export async function removeMember(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  userId: string,
  reason: string,
): Promise<void> {
  await programmeOfCoordinator(deps, actor, programmeId);
  const why = reason.trim();
  if (why === '') throw new ApiError(400, 'invalid_request', uiText.removalReasonRequired);
  const now = deps.clock.now();
  const removed = await deleteMember(
    deps.db,
    { programmeId, userId },
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'took someone out of a programme',
      subject: `programme ${programmeId}, user ${userId}`,
      reason: why,
      now,
    },
  );
  if (!removed) throw new ApiError(404, 'not_found', uiText.memberNotFound);
}
