import type { AppContext } from '../../app-context.ts';
import { endCallsThatMayNotGoOn } from '../calls/service.ts';
import { listLiveRequestsOfMentor } from './repository.ts';

/**
 * What follows a change to a mentor's record, once it is committed: the calls of their chats
 * that may no longer go on end at once (decision 049), and both sides of each of the mentor's
 * requests and chats are told, so an open tab shows or lifts the paused notice and the composer
 * at once, not at the next reload. The operator's command has no hub to tell: the server's minute
 * round ends the calls a change of its stops, and open tabs see the change at their next read.
 */
export async function afterRecordChanged(
  deps: Pick<AppContext, 'db' | 'clock'> & Partial<Pick<AppContext, 'realtime'>>,
  mentorId: string,
): Promise<void> {
  await endCallsThatMayNotGoOn(deps, { mentorId });
  const { realtime } = deps;
  if (!realtime) return;
  for (const request of await listLiveRequestsOfMentor(deps.db, mentorId)) {
    realtime.publish([mentorId, request.menteeId], {
      type: 'request.changed',
      requestId: request.id,
    });
  }
}
