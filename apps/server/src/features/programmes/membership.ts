import { randomInt } from 'node:crypto';
import type {
  Membership,
  NewCodeBody,
  ProgrammeCode,
  ProgrammePeople,
} from '@mentorbridge/domain/api/programmes';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  type CodeRole,
  ALWAYS_APPROVED_UNDER,
  MAX_CODE_USES,
} from '@mentorbridge/domain/programme-codes';
import { countsOn, dayBefore, isDayText } from '@mentorbridge/domain/vetting-rules';
import { ageBand, isMinor } from '@mentorbridge/domain/safety/age-band';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { withMailInBackground } from '../../mail/send-mail.ts';
import { reachesChildrenToday } from '../vetting/service.ts';
import { type Actor, programmeOfCoordinator } from './access.ts';
import { giveSchoolConsent } from './school-consent.ts';
import {
  approveMember as approveWaiting,
  deleteMember,
  findWaitingMember,
  insertCode,
  listCodes,
  listMembers,
  listMembershipsOf,
} from './membership-repository.ts';

type Deps = Pick<AppContext, 'db' | 'clock'>;

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
    !isDayText(body.expiresOn) ||
    body.expiresOn <= today ||
    !usesWhole ||
    body.maxUses > MAX_CODE_USES
  ) {
    throw new ApiError(400, 'invalid_programme', msg.codeSettingsWrong({ max: MAX_CODE_USES }));
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
  const today = todayBy(deps.clock);
  const [codes, members, mayReadPupils] = await Promise.all([
    listCodes(deps.db, programmeId),
    listMembers(deps.db, programmeId),
    // A coordinator sees a child's details only with a check that counts, as a lead does.
    reachesChildrenToday(deps, actor.id),
  ]);
  const hidden = (member: { role: string; age: number }) =>
    !mayReadPupils && member.role === 'pupil' && isMinor(member.age);
  return {
    pupilsHidden: !mayReadPupils,
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
      // Withheld: empty, and the page writes "A pupil" in its reader's language.
      fullName: hidden(member) ? '' : member.full_name,
      role: member.role as CodeRole,
      ageGroup: member.role === 'pupil' ? ageBand(member.age) : null,
      email: hidden(member) ? null : member.email,
      status: member.status as 'waiting' | 'member',
      joinedAt: member.joined_at,
      check:
        member.role === 'mentor'
          ? {
              kind: member.check_kind,
              countsThrough: countsOn(member.reaches_children_until, today)
                ? dayBefore(member.reaches_children_until ?? today)
                : null,
            }
          : null,
    })),
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
    throw new ApiError(404, 'not_found', msg.notInProgramme);
  }
}

/**
 * A coordinator lets in someone who waits. Letting in a pupil under 13 is the school's consent
 * for its programme (decision 058): recorded with the approval, and the guardian is mailed.
 */
export async function approveMember(
  deps: Deps & Parameters<typeof withMailInBackground>[0] & Parameters<typeof giveSchoolConsent>[0],
  actor: Actor,
  programmeId: string,
  userId: string,
): Promise<void> {
  await programmeOfCoordinator(deps, actor, programmeId);
  const member = await findWaitingMember(deps.db, { programmeId, userId });
  const notWaiting = () => new ApiError(404, 'not_found', msg.memberNotFound);
  if (!member) throw notWaiting();
  const schoolConsents = member.role === 'pupil' && member.age < ALWAYS_APPROVED_UNDER;
  const now = deps.clock.now();
  await withMailInBackground(deps, async (deps) => {
    const approved = await approveWaiting(
      deps.db,
      { programmeId, userId, now },
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'let someone into a programme',
        subject: `programme ${programmeId}, user ${userId}`,
        reason: '',
        changes: schoolConsents ? "the school's consent for a pupil under 13" : null,
        now,
      },
    );
    if (!approved) throw notWaiting();
    if (schoolConsents) {
      await giveSchoolConsent(deps, {
        child: { id: member.id, email: member.email },
        programme: { id: programmeId, name: member.programme, school: member.school },
        by: actor.id,
        now,
      });
    }
  });
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
  if (why === '') throw new ApiError(400, 'invalid_request', msg.removalReasonRequired);
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
  if (!removed) throw new ApiError(404, 'not_found', msg.memberNotFound);
}
