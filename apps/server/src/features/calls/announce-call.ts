import { partiesOfRequest } from '@mentorbridge/domain/connection-rules';
import type { AppContext } from '../../app-context.ts';
import { deleteCallRoomIfEmpty } from './call-room-repository.ts';
import { describeCall } from './coordinator-calls.ts';
import { listCallParticipants } from './repository.ts';

/**
 * Tells both members of the chat, and any coordinator in its call (decision 060), who is in its
 * call now. No one: the call is over, and its meeting's secret goes with it, so the next call is
 * held in a new meeting.
 */
export async function announceCall(
  deps: Pick<AppContext, 'db' | 'realtime'>,
  chatId: string,
): Promise<void> {
  const parties = partiesOfRequest(chatId);
  if (!parties) return;
  const participants = await listCallParticipants(deps.db, [chatId]);
  const call = await describeCall(deps, chatId, participants.get(chatId) ?? []);
  if (call.participantIds.length === 0) await deleteCallRoomIfEmpty(deps.db, chatId);
  const coordinators = call.coordinators.map((coordinator) => coordinator.id);
  deps.realtime.publish([parties.mentorId, parties.menteeId, ...coordinators], {
    type: 'call.changed',
    call,
  });
}
