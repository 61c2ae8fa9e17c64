import type { Call } from '@mentorbridge/domain/api/calls';
import { partiesOfRequest } from '@mentorbridge/domain/connection-rules';
import type { AppContext } from '../../app-context.ts';
import { deleteCallRoomIfEmpty } from './call-room-repository.ts';
import { listCallParticipants } from './repository.ts';

/**
 * Tells both members of the chat who is in its call now. No one: the call is over, and its
 * meeting's secret goes with it, so the next call is held in a new meeting.
 */
export async function announceCall(
  deps: Pick<AppContext, 'db' | 'realtime'>,
  chatId: string,
): Promise<void> {
  const parties = partiesOfRequest(chatId);
  if (!parties) return;
  const participants = await listCallParticipants(deps.db, [chatId]);
  const call: Call = { chatId, participantIds: participants.get(chatId) ?? [] };
  if (call.participantIds.length === 0) await deleteCallRoomIfEmpty(deps.db, chatId);
  deps.realtime.publish([parties.mentorId, parties.menteeId], { type: 'call.changed', call });
}
