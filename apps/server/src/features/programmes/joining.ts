import {
  ALWAYS_APPROVED_UNDER,
  type CodeRole,
  isCodeShape,
  normalizeCode,
  WRONG_CODES_PER_HOUR,
} from '@mentorbridge/domain/programme-codes';
import type { JoinAnswer } from '@mentorbridge/domain/api/programmes';
import { msg } from '@mentorbridge/domain/ui-text';
import { sentMsg, writeIn } from '../../i18n/languages.ts';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { isThrottled, takeAttempt, type Throttle } from '../../lib/throttle/throttle.ts';
import { findCode, joinWithCode } from './membership-repository.ts';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type Joiner = Pick<SessionIdentity, 'role' | 'age'>;

const HOUR = 60 * 60_000;
/** Wrong codes one account, or one sign-up's address, may type in an hour. */
const wrongCodes: Throttle = { max: WRONG_CODES_PER_HOUR, windowMs: HOUR };
/**
 * Wrong codes from one network address in an hour, across sign-ups: a class of 30 behind one
 * school address, each mistyping as often as one person may, is never held back by it.
 */
const wrongCodesPerAddress: Throttle = { max: 30 * WRONG_CODES_PER_HOUR, windowMs: HOUR };

/** Where wrong codes are counted: an account's, or a sign-up's address and its network's. */
export type CodeGuesser = { userId: string } | { email: string; address: string };

const limitsOf = (guesser: CodeGuesser): [string, Throttle][] =>
  'userId' in guesser
    ? [[`programme-code:${guesser.userId}`, wrongCodes]]
    : [
        [`programme-code:sign-up:${guesser.email}`, wrongCodes],
        [`programme-code:address:${guesser.address}`, wrongCodesPerAddress],
      ];

/** A code that lets this person join its programme now, as `findCode` reads it. */
export type UsableCode = NonNullable<Awaited<ReturnType<typeof findCode>>>;

/**
 * The programme code someone typed, if it lets them join: a pupil's account the class code
 * of a programme for their age, a mentor's the mentor code, in date and not used up. Anything
 * else is refused in words, and a code that does not exist counts against the guesser.
 */
export async function usableCode(
  deps: Deps,
  joiner: Joiner,
  typed: string,
  guesser: CodeGuesser,
): Promise<UsableCode> {
  const now = deps.clock.now();
  const limits = limitsOf(guesser);
  for (const [key, throttle] of limits) {
    if (await isThrottled(deps.db, key, throttle, now)) {
      throw new ApiError(429, 'rate_limited', msg.codeTooManyWrong);
    }
  }
  const code = normalizeCode(typed);
  const found = isCodeShape(code) ? await findCode(deps.db, code) : undefined;
  if (!found || found.ended_at !== null) {
    for (const [key, throttle] of limits) await takeAttempt(deps.db, key, throttle, now);
    throw new ApiError(400, 'invalid_code', msg.codeWrong);
  }
  const role = roleOf(joiner);
  if (found.role !== role) {
    throw new ApiError(
      400,
      'invalid_code',
      role === 'mentor' ? msg.codeForPupils : msg.codeForMentors,
    );
  }
  if (found.expires_on < todayBy(deps.clock)) {
    throw new ApiError(400, 'invalid_code', msg.codeExpired);
  }
  if (found.uses >= found.max_uses) throw new ApiError(400, 'invalid_code', msg.codeUsedUp);
  if (role === 'pupil' && (joiner.age < found.min_age || joiner.age > found.max_age)) {
    throw new ApiError(
      400,
      'invalid_code',
      msg.codeAgeOutside({ min: found.min_age, max: found.max_age }),
    );
  }
  return found;
}

const roleOf = (joiner: Joiner): CodeRole => (joiner.role === 'mentor' ? 'mentor' : 'pupil');

/**
 * Joins someone to the programme of a usable code, taking one of its uses: as a member, or
 * waiting for a coordinator when the code says so, and always for a pupil under 13.
 */
export async function joinByUsableCode(
  deps: Deps,
  joiner: Joiner & { id: string },
  found: UsableCode,
): Promise<JoinAnswer> {
  const role = roleOf(joiner);
  const waits =
    found.approval_required === 1 || (role === 'pupil' && joiner.age < ALWAYS_APPROVED_UNDER);
  const status = waits ? 'waiting' : 'member';
  const outcome = await joinWithCode(deps.db, {
    code: found.code,
    programmeId: found.programme_id,
    userId: joiner.id,
    role,
    status,
    now: deps.clock.now(),
  });
  if (outcome === 'already') throw new ApiError(409, 'invalid_code', msg.alreadyInProgramme);
  if (outcome === 'used up') throw new ApiError(400, 'invalid_code', msg.codeUsedUp);
  const notice = waits
    ? msg.waitingForCoordinator({ name: found.name })
    : msg.joinedProgramme({ name: found.name });
  return { status, message: writeIn('en', notice), text: sentMsg(notice) };
}

/**
 * Joins the signed-in user to the programme whose code they typed. A wrong code counts against
 * the account, ten an hour: a code is not a password to guess.
 */
export async function joinProgramme(
  deps: Deps,
  user: Pick<SessionIdentity, 'id' | 'role' | 'age'>,
  typed: string,
): Promise<JoinAnswer> {
  const found = await usableCode(deps, user, typed, { userId: user.id });
  return joinByUsableCode(deps, user, found);
}
