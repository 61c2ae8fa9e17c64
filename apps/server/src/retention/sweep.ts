import type { AppContext } from '../app-context.ts';
import { eraseAccount } from '../features/account/service.ts';
import { expireAndRemindRequests } from '../features/connections/service.ts';
import { mailCaregiverSummaries } from '../features/caregivers/service.ts';
import { remindCheckIns } from '../features/check-ins/service.ts';
import { remindAndEndPlannedEndings } from '../features/endings/service.ts';
import {
  chatImageFolder,
  chatImagesRoot,
  profilePictureFolder,
  profilePicturesRoot,
} from '../storage/file-keys.ts';
import { retentionPolicy } from './policy.ts';
import { dayOf } from '@mentorbridge/domain/matching-rules';
import {
  deleteExpiredRows,
  existingIds,
  findAccountsToErase,
  referencedImageIds,
} from './repository.ts';

type Deps = Pick<
  AppContext,
  | 'db'
  | 'backgroundDb'
  | 'files'
  | 'realtime'
  | 'mailer'
  | 'config'
  | 'background'
  | 'erasedAccounts'
  | 'clock'
  | 'push'
  | 'pushDevices'
>;

/** What one sweep deleted, for the log. */
export type SweepSummary = Awaited<ReturnType<typeof deleteExpiredRows>> &
  Awaited<ReturnType<typeof expireAndRemindRequests>> &
  Awaited<ReturnType<typeof remindAndEndPlannedEndings>> & {
    checkInsTold: number;
    caregiverSummaries: number;
    erasedAccounts: number;
    orphanedFiles: number;
  };

/**
 * Carries out docs/retention.md: erases accounts that were never confirmed or never consented
 * to, deletes what has expired, and deletes files nothing points to any more. Ends requests
 * nobody answered and reminds mentors of waiting ones; reminds pairs of their programme's
 * planned end, and ends the matches it has passed; tells each member of a check-in due;
 * mails caregivers their monthly summary. Safe to run again at any time and from
 * several processes at once.
 */
export async function sweepExpiredData(deps: Deps, now = Date.now()): Promise<SweepSummary> {
  const accounts = await findAccountsToErase(deps.db, {
    now,
    unverifiedBefore: now - retentionPolicy.unverifiedAccountMs,
    consentAskedBefore: now - retentionPolicy.guardianConsentWaitMs,
  });
  for (const account of accounts) await eraseAccount(deps, account);
  const expired = await deleteExpiredRows(deps.db, {
    now,
    idleSince: now - retentionPolicy.sessionIdleMs,
    countersBefore: now - retentionPolicy.attemptCounterMs,
    auditBefore: now - retentionPolicy.auditLogMs,
    suggestionDaysBefore: dayOf(now) - retentionPolicy.suggestionShowDays,
    storyBitsChangesKept: retentionPolicy.storyBitsChangesKept,
    chatStandingChangesBefore: now - retentionPolicy.chatStandingChangesMs,
  });
  const requests = await expireAndRemindRequests(deps, now);
  const endings = await remindAndEndPlannedEndings(deps);
  const checkInsTold = await remindCheckIns(deps);
  const caregiverSummaries = await mailCaregiverSummaries(deps);
  const orphanedFiles = await deleteOrphanedFiles(deps, now);
  return {
    ...expired,
    ...requests,
    ...endings,
    checkInsTold,
    caregiverSummaries,
    erasedAccounts: accounts.length,
    orphanedFiles,
  };
}

/** The folder (second segment) of each key under a top folder, e.g. the user id of a picture. */
function groupByFolder(keys: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const folder = key.split('/')[1];
    if (!folder) continue;
    const group = groups.get(folder);
    if (group) group.push(key);
    else groups.set(folder, [key]);
  }
  return groups;
}

/**
 * Files are written before their rows and deleted after them, so a crash in between leaves
 * files behind: pictures of deleted users, images of deleted chats, and chat images uploaded
 * but never sent.
 */
async function deleteOrphanedFiles(deps: Deps, now: number): Promise<number> {
  let deleted = 0;
  const pictures = groupByFolder(await deps.files.list(profilePicturesRoot));
  const users = await existingIds(deps.db, 'users', [...pictures.keys()]);
  for (const [userId, keys] of pictures) {
    if (users.has(userId)) continue;
    await deps.files.deleteFolder(profilePictureFolder(userId));
    deleted += keys.length;
  }

  const chatImages = groupByFolder(await deps.files.list(chatImagesRoot));
  const chats = await existingIds(deps.db, 'mentor_requests', [...chatImages.keys()]);
  for (const [chatId, keys] of chatImages) {
    if (!chats.has(chatId)) {
      await deps.files.deleteFolder(chatImageFolder(chatId));
      deleted += keys.length;
      continue;
    }
    const referenced = await referencedImageIds(deps.db, chatId);
    for (const key of keys) {
      const imageId = key.slice(key.lastIndexOf('/') + 1).replace(/\.webp$/, '');
      const uploadedAt = Number(imageId.split('-')[0]);
      if (referenced.has(imageId) || !(uploadedAt < now - retentionPolicy.unsentChatImageMs)) {
        continue;
      }
      await deps.files.delete(key);
      deleted += 1;
    }
  }
  return deleted;
}
