import { checkPasswordReset } from '@mentorbridge/domain/account-rules';
import type { PasswordResetBody } from '@mentorbridge/domain/api/account';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { PASSWORD_RESET_TTL_MS } from '@mentorbridge/domain/constants';
import { msg } from '@mentorbridge/domain/ui-text';
import { isPlausibleEmail, normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/password-hashing.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { passwordResetMail } from '../../mail/password-reset-mail.ts';
import { forgetFailedLogIns } from './log-in-guard.ts';
import { findAccountByEmail, insertEmailToken, redeemPasswordResetToken } from './repository.ts';
import { sendMail, withMail } from '../../mail/send-mail.ts';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config' | 'realtime'>;

/**
 * "Forgot password?": mails a one-time link that works for an hour, when the address has an
 * account. The caller answers the same either way, so nobody learns who is registered.
 */
export async function requestPasswordReset(
  deps: Deps,
  rawEmail: string,
  now = Date.now(),
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (!isPlausibleEmail(email)) throw new ApiError(400, 'invalid_request', msg.enterValidEmail);
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const { token, hash } = newToken();
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await withMail(deps, async (deps) => {
    await insertEmailToken(deps.db, {
      hash,
      userId: account.id,
      purpose: 'reset-password',
      expiresAt: now + PASSWORD_RESET_TTL_MS,
    });
    await sendMail(deps, passwordResetMail(email, link, account.language), now);
  });
}

/** Sets the password chosen through a reset link; every session of the user ends. */
export async function completePasswordReset(
  deps: Deps,
  body: PasswordResetBody,
  now = Date.now(),
): Promise<void> {
  const problem = checkPasswordReset(body.newPassword, body.confirmPassword);
  if (problem) throw new ApiError(400, 'invalid_password', problem);
  if (isCommonPassword(body.newPassword)) {
    throw new ApiError(400, 'invalid_password', msg.commonPassword);
  }
  const user = await redeemPasswordResetToken(deps.db, {
    hash: hashToken(body.token),
    passwordHash: await hashPassword(body.newPassword),
    now,
  });
  if (!user) {
    throw new ApiError(400, 'password_reset_link_invalid', msg.passwordResetLinkInvalid);
  }
  // A locked-out owner who proved their mailbox may try again at once.
  await forgetFailedLogIns(deps, user.email);
  deps.realtime.endSessions(user.id, realtimeCloseCodes.sessionEnded);
}
