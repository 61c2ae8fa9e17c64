import { randomUUID } from 'node:crypto';
import type { SessionUser, SignUpBody, SignUpResult } from '@mentorbridge/domain/api/auth';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import {
  EMAIL_VERIFICATION_TTL_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TTL_MS,
  type Role,
} from '@mentorbridge/domain/constants';
import { DEFAULT_LOCALE, type Locale } from '@mentorbridge/domain/i18n/locales';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { msg } from '@mentorbridge/domain/ui-text';
import {
  checkRoleAndSkills,
  checkGuardianEmail,
  checkSignUpBasics,
  isAccountAge,
  needsGuardianConsent,
  normalizeEmail,
  resolveRole,
} from '@mentorbridge/domain/sign-up-rules';
import type { AppContext } from '../../app-context.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { sendMail, withMail } from '../../mail/send-mail.ts';
import { alreadyRegisteredMail, verificationMail } from '../../mail/verification-mail.ts';
import { checkCaptcha } from '../captcha/service.ts';
import { askGuardian } from '../guardian/service.ts';
import {
  coordinatesAny,
  joinByUsableCode,
  programmeKeeping,
  usableCode,
} from '../programmes/service.ts';
import { takeAttempt } from '../../lib/throttle/throttle.ts';
import { clearFailedLogIns, countFailedLogIn, guardLogIn } from './log-in-guard.ts';
import { forgetSessionDevices } from '../push/service.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing.ts';
import {
  type AccountRecord,
  findAccountByEmail,
  insertAccount,
  insertEmailToken,
  isConsentPending,
  isSafeguardingLead,
  listSkills,
  redeemVerificationToken,
  replaceUnverifiedAccount,
} from './repository.ts';
import {
  deleteSession,
  findSessionIdentity,
  insertSession,
  touchSession,
} from './session-repository.ts';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config' | 'realtime'>;
type SignUpDeps = Deps & Pick<AppContext, 'newAccountsPerAddress' | 'clock'>;

const invalidSignUp = (sentence: Msg | string) => new ApiError(400, 'invalid_sign_up', sentence);

/**
 * Signs a new user up, applying the rules in the form's order; the captcha is used up only once
 * everything else has passed. The user stays signed out until they verify their email.
 *
 * An address that already has an account gets a mail instead, and the answer is the same, so
 * sign-up cannot tell anyone who is registered. A still-unverified account is replaced by the new
 * submission: only the mailbox's owner can open the link, so nobody can pre-register someone
 * else's address with a password of their own and wait for the owner to verify it.
 *
 * `address` is the network address the sign-up came from: each one may create only so many
 * accounts a day. Every sign-up that would be accepted counts, whether or not the email was new,
 * so the refusal cannot tell anyone who is registered either.
 */
export async function signUp(
  deps: SignUpDeps,
  input: SignUpBody,
  { address, now = Date.now() }: { address: string; now?: number },
): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const basicsProblem = checkSignUpBasics({ email, password: input.password, age: input.age });
  if (basicsProblem) throw invalidSignUp(basicsProblem);

  await checkCaptcha(deps.db, input, { consume: false, now });

  const skills = input.skills ?? [];
  const roleProblem = checkRoleAndSkills(input.age, input.role, skills);
  if (roleProblem) throw invalidSignUp(roleProblem);
  if (!isAccountAge(input.age)) throw invalidSignUp(msg.storedAgeOutOfRange);
  if (isCommonPassword(input.password)) throw invalidSignUp(msg.commonPassword);
  const guardianProblem = checkGuardianEmail(input.age, email, input.guardianEmail);
  if (guardianProblem) throw invalidSignUp(guardianProblem);

  const role = resolveRole(input.age, input.role);
  const code = input.classCode?.trim()
    ? await usableCode(deps, { role, age: input.age }, input.classCode, { email, address })
    : null;
  // A class code stands in for the address's daily cap (decision 058): its own uses hold the
  // class, so one pupil scripting sign-ups cannot lock the rest of the class out for the day.
  const quotaKey = `new-accounts:${address}`;
  if (!code && !(await takeAttempt(deps.db, quotaKey, deps.newAccountsPerAddress, now))) {
    throw new ApiError(429, 'rate_limited', msg.tooManySignUpsToday);
  }
  await checkCaptcha(deps.db, input, { consume: true, now });

  const account = {
    passwordHash: await hashPassword(input.password),
    role,
    age: input.age,
    skills: role === 'mentor' ? skills : [],
    language: input.language ?? DEFAULT_LOCALE,
  };
  const id = randomUUID();
  const guardianEmail = needsGuardianConsent(input.age)
    ? normalizeEmail(input.guardianEmail ?? '')
    : null;
  // The account, its link and the mails in one transaction: a crash cannot leave an account
  // whose verification mail was never written.
  await withMail(deps, async (deps) => {
    if (await insertAccount(deps.db, { id, email, ...account }, now)) {
      await sendVerificationLink(deps, { id, email, language: account.language }, now);
      if (guardianEmail) {
        await askGuardian(deps, { id, email, language: account.language }, guardianEmail, now);
      }
      // An address with an account already joins nothing: the answer must not tell them apart.
      if (code) await joinByUsableCode(deps, { id, role, age: input.age }, code);
    } else {
      await answerExistingAccount(deps, email, { ...account, guardianEmail }, now);
    }
  });
  return { role, email };
}

async function answerExistingAccount(
  deps: Deps,
  email: string,
  {
    guardianEmail,
    ...account
  }: {
    passwordHash: string;
    role: Role;
    age: number;
    skills: string[];
    language: Locale;
    guardianEmail: string | null;
  },
  now: number,
): Promise<void> {
  const existing = await findAccountByEmail(deps.db, email);
  if (!existing) return;
  if (!existing.emailVerified && (await replaceUnverifiedAccount(deps.db, existing.id, account))) {
    await sendVerificationLink(deps, { ...existing, language: account.language }, now);
    if (guardianEmail) {
      const child = { id: existing.id, email, language: account.language };
      await askGuardian(deps, child, guardianEmail, now);
    }
  } else {
    await sendMail(
      deps,
      alreadyRegisteredMail(email, `${deps.config.publicUrl}/join?mode=log-in`, existing.language),
      now,
    );
  }
}

async function sendVerificationLink(
  deps: Deps,
  { id: userId, email, language }: { id: string; email: string; language: Locale },
  now: number,
) {
  const { token, hash } = newToken();
  await insertEmailToken(deps.db, {
    hash,
    userId,
    purpose: 'verify-email',
    expiresAt: now + EMAIL_VERIFICATION_TTL_MS,
  });
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await sendMail(deps, verificationMail(email, link, language), now);
}

/** Uses a verification link's token up; refuses one that is unknown, used or expired. */
export async function verifyEmail(deps: Pick<Deps, 'db'>, token: string, now = Date.now()) {
  if (!(await redeemVerificationToken(deps.db, hashToken(token), now))) {
    throw new ApiError(400, 'verification_link_invalid', msg.verificationLinkInvalid);
  }
}

/**
 * Checks the password and opens a session. Failed attempts are counted per account from this
 * address, per account and per address (log-in-guard.ts). An unverified user gets no session but a fresh verification link, so the product's
 * "check your inbox" is always true.
 */
export async function logIn(
  deps: Deps & Pick<AppContext, 'failedLogInsPerAddress'>,
  input: { email: string; password: string },
  { address, now = Date.now() }: { address: string; now?: number },
): Promise<{ user: SessionUser; sessionToken: string }> {
  const email = normalizeEmail(input.email);
  await guardLogIn(deps, email, address, now);

  const account = await findAccountByEmail(deps.db, email);
  const passwordMatches = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!account || !passwordMatches) {
    await countFailedLogIn(deps, email, address, now);
    throw new ApiError(401, 'wrong_credentials', msg.wrongCredentials);
  }
  await clearFailedLogIns(deps, email, address);
  if (!account.emailVerified) {
    await withMail(deps, (deps) => sendVerificationLink(deps, account, now));
    throw new ApiError(403, 'email_not_verified', msg.emailNotVerified);
  }
  if (account.suspended) throw new ApiError(403, 'account_suspended', msg.accountSuspended);
  const { token, hash } = newToken();
  await insertSession(deps.db, {
    hash,
    userId: account.id,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  });
  const user = await describeUser(
    deps,
    identityOf(account, {
      isLead: await isSafeguardingLead(deps.db, account.id),
      consentPending: await isConsentPending(deps.db, account.id),
    }),
  );
  return { user, sessionToken: token };
}

/** Ends a session; the sockets its tabs opened close with it. */
export async function logOut(
  deps: Pick<Deps, 'db' | 'realtime'>,
  user: { id: string } | null,
  sessionToken: string,
): Promise<void> {
  const sessionHash = hashToken(sessionToken);
  await deleteSession(deps.db, sessionHash);
  await forgetSessionDevices(deps, sessionHash);
  if (user) deps.realtime.endSession(user.id, sessionHash, realtimeCloseCodes.sessionEnded);
}

const identityOf = (
  { id, email, fullName, role, age, pictureVersion, language }: AccountRecord,
  flags: { isLead: boolean; consentPending: boolean },
): SessionIdentity => ({ id, email, fullName, role, age, pictureVersion, language, ...flags });

/** A session's last use is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Who a session token belongs to, or null once the session has ended: logged out, past its
 * absolute end, or unused for longer than the idle timeout. A request counts as use (`touch`);
 * a socket re-checking that its session still lives does not, as an open tab is not a person.
 */
export async function resolveSession(
  deps: Pick<Deps, 'db'>,
  sessionToken: string,
  { touch, now = Date.now() }: { touch: boolean; now?: number },
): Promise<SessionIdentity | null> {
  const hash = hashToken(sessionToken);
  const found = await findSessionIdentity(deps.db, hash, {
    now,
    idleSince: now - SESSION_IDLE_TIMEOUT_MS,
  });
  if (!found) return null;
  if (touch && now - found.lastUsedAt > TOUCH_INTERVAL_MS) await touchSession(deps.db, hash, now);
  return found.identity;
}

/** The signed-in user as they see themselves, with a mentor's skills and what they coordinate. */
export async function describeUser(
  deps: Pick<Deps, 'db'>,
  user: SessionIdentity,
): Promise<SessionUser> {
  const { pictureVersion, ...identity } = user;
  const adult = user.role === 'mentor';
  return {
    ...identity,
    skills: adult ? await listSkills(deps.db, user.id) : [],
    picture: userPicture(user.id, pictureVersion),
    // Asked here, for the session's own endpoint, not on every request: only the menu needs it.
    isCoordinator: adult && (await coordinatesAny(deps, user.id)),
    keptByProgramme: adult ? null : await programmeKeeping(deps, user.id),
  };
}

/** The demo mentors' skills, written as sign-up writes them, in the seed's one transaction. */
export { insertMentorSkills } from './repository.ts';
