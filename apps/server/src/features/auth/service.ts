import { randomUUID } from 'node:crypto';
import type { SessionUser, SignUpBody, SignUpResult } from '@mentorbridge/domain/api/auth';
import { EMAIL_VERIFICATION_TTL_MS, SESSION_TTL_MS } from '@mentorbridge/domain/constants';
import { messages } from '@mentorbridge/domain/messages';
import {
  checkRoleAndSkills,
  checkSignUpBasics,
  isAccountAge,
  normalizeEmail,
  resolveRole,
} from '@mentorbridge/domain/sign-up-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { alreadyRegisteredMail, verificationMail } from '../../mail/verification-mail.ts';
import { checkCaptcha } from '../captcha/service.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing.ts';
import {
  type AccountRecord,
  findAccountByEmail,
  findSessionAccount,
  insertAccount,
  insertEmailToken,
  insertSession,
  listSkills,
  redeemVerificationToken,
  deleteSession,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config'>;

const invalidSignUp = (message: string) => new ApiError(400, 'invalid_sign_up', message);

/**
 * Signs a new user up, applying the rules in the form's order. The user stays signed out until
 * they verify their email. An address that already has an account gets a mail instead of a new
 * account, and the answer is the same, so sign-up cannot be used to find out who is registered.
 */
export async function signUp(
  deps: Deps,
  input: SignUpBody,
  now = Date.now(),
): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const basicsProblem = checkSignUpBasics({ email, password: input.password, age: input.age });
  if (basicsProblem) throw invalidSignUp(basicsProblem);

  await checkCaptcha(deps.db, input, { consume: true, now });

  const skills = input.skills ?? [];
  const roleProblem = checkRoleAndSkills(input.age, input.role, skills);
  if (roleProblem) throw invalidSignUp(roleProblem);
  if (!isAccountAge(input.age)) throw invalidSignUp(messages.storedAgeOutOfRange);

  const role = resolveRole(input.age, input.role);
  const id = randomUUID();
  const created = await insertAccount(
    deps.db,
    {
      id,
      email,
      passwordHash: await hashPassword(input.password),
      role,
      age: input.age,
      skills: role === 'mentor' ? skills : [],
    },
    now,
  );

  if (created) {
    await sendVerificationLink(deps, id, email, now);
  } else {
    await mailExistingAccount(deps, email, now);
  }
  return { role, email };
}

async function mailExistingAccount(deps: Deps, email: string, now: number): Promise<void> {
  const existing = await findAccountByEmail(deps.db, email);
  if (!existing) return;
  if (existing.emailVerified) {
    await deps.mailer.send(alreadyRegisteredMail(email, `${deps.config.publicUrl}/join`));
  } else {
    await sendVerificationLink(deps, existing.id, email, now);
  }
}

async function sendVerificationLink(deps: Deps, userId: string, email: string, now: number) {
  const { token, hash } = newToken();
  await insertEmailToken(deps.db, { hash, userId, expiresAt: now + EMAIL_VERIFICATION_TTL_MS });
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(verificationMail(email, link));
}

/** Uses a verification link's token up; refuses one that is unknown, used or expired. */
export async function verifyEmail(deps: Pick<Deps, 'db'>, token: string, now = Date.now()) {
  if (!(await redeemVerificationToken(deps.db, hashToken(token), now))) {
    throw new ApiError(400, 'verification_link_invalid', messages.verificationLinkInvalid);
  }
}

/**
 * Checks the password and opens a session. An unverified user gets no session but a fresh
 * verification link, so the spec's "check your inbox" is always true.
 */
export async function logIn(
  deps: Deps,
  input: { email: string; password: string },
  now = Date.now(),
): Promise<{ user: SessionUser; sessionToken: string }> {
  const email = normalizeEmail(input.email);
  const account = await findAccountByEmail(deps.db, email);
  const passwordMatches = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!account || !passwordMatches) {
    throw new ApiError(401, 'wrong_credentials', messages.wrongCredentials);
  }
  if (!account.emailVerified) {
    await sendVerificationLink(deps, account.id, email, now);
    throw new ApiError(403, 'email_not_verified', messages.emailNotVerified);
  }
  const { token, hash } = newToken();
  await insertSession(deps.db, {
    hash,
    userId: account.id,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  });
  return { user: await toSessionUser(deps, account), sessionToken: token };
}

/** Ends the session behind a cookie token. */
export async function logOut(deps: Pick<Deps, 'db'>, sessionToken: string): Promise<void> {
  await deleteSession(deps.db, hashToken(sessionToken));
}

/** The user a cookie token belongs to, or null when the session is unknown or expired. */
export async function resolveSession(
  deps: Pick<Deps, 'db'>,
  sessionToken: string,
  now = Date.now(),
): Promise<SessionUser | null> {
  const account = await findSessionAccount(deps.db, hashToken(sessionToken), now);
  return account ? toSessionUser(deps, account) : null;
}

async function toSessionUser(deps: Pick<Deps, 'db'>, account: AccountRecord): Promise<SessionUser> {
  return {
    id: account.id,
    email: account.email,
    fullName: account.fullName,
    role: account.role,
    age: account.age,
    skills: account.role === 'mentor' ? await listSkills(deps.db, account.id) : [],
  };
}
