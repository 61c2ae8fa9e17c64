import type { BlockedPerson } from '@mentorbridge/domain/api/blocks';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { endCallOfPausedChat } from '../calls/service.ts';
import { mayReportOrBlock } from '../reports/service.ts';
import { deleteBlock, findRequestBetween, insertBlock, listBlockedBy } from './repository.ts';

// Blocking and lifting a block, for this feature's own routes. They end calls and ask the
// reports feature, so they stay out of service.ts: features that calls and reports rely on read
// service.ts, and would otherwise sit in an import circle (decision 057).
type Deps = Pick<AppContext, 'db' | 'realtime'>;

/** Tells both of a pair that their request changed: it vanished, or it is back. */
async function announcePair(deps: Deps, userA: string, userB: string, endCall: boolean) {
  const request = await findRequestBetween(deps.db, userA, userB);
  if (!request) return;
  if (endCall) await endCallOfPausedChat(deps, request.id);
  deps.realtime.publish([userA, userB], { type: 'request.changed', requestId: request.id });
}

/**
 * Blocks someone the user can see (a connection, or a mentor in the directory). From then on
 * the two do not see each other in the directory, requests or chat, and any call between them
 * ends, until the user lifts it in Settings.
 */
export async function blockUser(
  deps: Deps,
  blockerId: string,
  blockedId: string,
  now = Date.now(),
): Promise<void> {
  if (blockerId === blockedId) throw new ApiError(400, 'invalid_request', msg.blockFailed);
  if (!(await mayReportOrBlock(deps, blockerId, blockedId))) {
    throw new ApiError(404, 'not_found', msg.userNotFound);
  }
  await insertBlock(deps.db, { blockerId, blockedId, now });
  await announcePair(deps, blockerId, blockedId, true);
}

export async function unblockUser(deps: Deps, blockerId: string, blockedId: string) {
  if (!(await deleteBlock(deps.db, blockerId, blockedId))) {
    throw new ApiError(404, 'not_found', msg.userNotFound);
  }
  await announcePair(deps, blockerId, blockedId, false);
}

export async function blockedByUser(deps: Deps, blockerId: string): Promise<BlockedPerson[]> {
  return (await listBlockedBy(deps.db, blockerId)).map((row) => ({
    userId: row.blocked_id,
    name: shownName(row.full_name, row.role),
    blockedAt: row.created_at,
  }));
}
