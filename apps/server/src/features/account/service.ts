import {
  checkAccountDeletion,
  checkPasswordChange,
  type AccountDeletion,
  type PasswordChange,
} from '@mentorbridge/domain/account-rules';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.ts';
import { chatImageFolder, profilePictureFolder } from '../../storage/file-keys.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import {
  isThrottled,
  resetThrottle,
  reverifyThrottle,
  takeAttempt,
} from '../../lib/throttle/throttle.ts';
import { isUnderReview } from '../reports/service.ts';
import { isRecordSuspended } from '../vetting/service.ts';
import { deleteAccountRows, findPasswordHash, replacePassword } from './repository.ts';

export { saveLanguage } from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'files' | 'realtime' | 'erasedAccounts'>;

/**
 * Re-verifies the signed-in user's password before a change that needs it. Wrong answers are
 * counted for the account, so a borrowed session cannot guess the password.
 */
async function reverifyPassword(
  deps: Deps,
  user: SessionIdentity,
  password: string,
  now: number,
): Promise<void> {
  const throttleKey = `reverify:${user.id}`;
  if (await isThrottled(deps.db, throttleKey, reverifyThrottle, now)) {
    throw new ApiError(429, 'rate_limited', msg.tooManyRequests);
  }
  const hash = await findPasswordHash(deps.db, user.id);
  if (!hash || !(await verifyPassword(hash, password))) {
    await takeAttempt(deps.db, throttleKey, reverifyThrottle, now);
    throw new ApiError(
      400,
      'wrong_password',
      msg.settingsError({ message: msg.currentPasswordWrong }),
    );
  }
  await resetThrottle(deps.db, throttleKey);
}

/**
 * Settings, Change Password: the product's checks, then the current password, then every other
 * session of the user is signed out (their tabs' sockets close at once).
 */
export async function changePassword(
  deps: Deps,
  user: SessionIdentity,
  sessionHash: string,
  change: PasswordChange,
  now = Date.now(),
): Promise<void> {
  const problem = checkPasswordChange(change);
  if (problem) throw new ApiError(400, 'invalid_password', problem);
  await reverifyPassword(deps, user, change.currentPassword, now);
  if (isCommonPassword(change.newPassword)) {
    throw new ApiError(400, 'invalid_password', msg.settingsError({ message: msg.commonPassword }));
  }
  await replacePassword(deps.db, {
    userId: user.id,
    passwordHash: await hashPassword(change.newPassword),
    keepSessionHash: sessionHash,
  });
  deps.realtime.endSessions(user.id, realtimeCloseCodes.sessionEnded, {
    exceptSessionHash: sessionHash,
  });
}

/**
 * Settings, Delete Account: password and REMOVE, the password re-verified, then the user and
 * everything that is theirs goes, rows first (one transaction), then their files. Not while a
 * report about them is open, nor while a lead has their safeguarding record suspended: deleting
 * would erase what the lead is looking into.
 */
export async function deleteAccount(
  deps: Deps,
  user: SessionIdentity,
  deletion: AccountDeletion,
  now = Date.now(),
): Promise<void> {
  const problem = checkAccountDeletion(deletion);
  if (problem) throw new ApiError(400, 'invalid_account_deletion', problem);
  await reverifyPassword(deps, user, deletion.password, now);
  if (await isUnderReview(deps, user.id)) {
    throw new ApiError(409, 'under_review', msg.accountUnderReview);
  }
  if (await isRecordSuspended(deps, user.id)) {
    throw new ApiError(409, 'under_review', msg.accountRecordSuspended);
  }
  await eraseAccount(deps, user);
}

/**
 * Deletes the user and everything that is theirs (decision 012): rows in one transaction, then
 * their files; their sockets close and their former connections are told. Also what a parent's
 * refusal or withdrawal of consent does.
 */
export async function eraseAccount(deps: Deps, user: { id: string; email: string }) {
  // Noted first, outside the database: a restore of a backup taken before now brings the rows
  // back, and the next start erases them again (erasure/erase-again.ts).
  await deps.erasedAccounts.remember(user.id);
  const formerConnections = await deleteAccountRows(deps.db, user);
  await deps.files.deleteFolder(profilePictureFolder(user.id));
  for (const { requestId } of formerConnections) {
    await deps.files.deleteFolder(chatImageFolder(requestId));
  }
  deps.realtime.endSessions(user.id, realtimeCloseCodes.sessionEnded);
  for (const { requestId, otherUserId } of formerConnections) {
    deps.realtime.publish([otherUserId], { type: 'request.changed', requestId });
  }
}

/** A person's data as a file, for the export command that answers a guardian's request. */
export { exportPersonalDataOf } from './data-export.ts';
