import type { Call } from '@mentorbridge/domain/api/calls';
import { partiesOfRequest } from '@mentorbridge/domain/connection-rules';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { mayJoinCall } from '../chat/service.ts';
import {
  deleteCallPresence,
  deleteCallsOfChat,
  deleteCallsOfEarlierRuns,
  deleteCallsOfGoneProcesses,
  deleteCallsOfProcess,
  insertCallPresence,
  listCallParticipants,
  listCallsOfUser,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'realtime'>;

/** The socket a call is held by, as the WebSocket route knows it. */
export interface CallHolder {
  userId: string;
  connectionId: string;
}

/** Tells both members of the chat who is in its call now (no one: the call is over). */
async function announceCall(deps: Deps, chatId: string): Promise<void> {
  const parties = partiesOfRequest(chatId);
  if (!parties) return;
  const participants = await listCallParticipants(deps.db, [chatId]);
  const call: Call = { chatId, participantIds: participants.get(chatId) ?? [] };
  deps.realtime.publish([parties.mentorId, parties.menteeId], { type: 'call.changed', call });
}

/**
 * A tab opened the chat's call ("starting sets the mentor's in-call flag"). Only a member of an
 * accepted chat can; anything else is ignored, as a stranger must learn nothing from it.
 */
export async function joinCall(
  deps: Deps & Pick<AppContext, 'processId' | 'clock'>,
  holder: CallHolder,
  chatId: string,
  now = Date.now(),
): Promise<void> {
  if (!(await mayJoinCall(deps, holder.userId, chatId))) return;
  await insertCallPresence(deps.db, { chatId, ...holder, processId: deps.processId, now });
  await announceCall(deps, chatId);
}

/**
 * The tab left the chat's call, or (no chat given) its socket went away: closed tab, lost
 * connection, ended session. Either way it no longer holds any call it left.
 */
export async function leaveCall(deps: Deps, connectionId: string, chatId?: string): Promise<void> {
  const left = await deleteCallPresence(deps.db, connectionId, chatId);
  for (const leftChatId of left) await announceCall(deps, leftChatId);
}

/** The calls going on in the user's accepted chats, for the chat and connection views. */
export async function callsOf(deps: Deps, userId: string): Promise<Call[]> {
  const calls = await listCallsOfUser(deps.db, userId);
  return [...calls].map(([chatId, participantIds]) => ({ chatId, participantIds }));
}

/** Ends the call of a chat whose contact was just paused; its call views see it and leave. */
export async function endCallOfPausedChat(deps: Deps, chatId: string): Promise<void> {
  await deleteCallsOfChat(deps.db, chatId);
  await announceCall(deps, chatId);
}

/** Ends the calls of processes that stopped renewing their lease (killed, frozen, cut off). */
export async function endCallsOfGoneProcesses(deps: Deps, now = Date.now()): Promise<void> {
  for (const chatId of await deleteCallsOfGoneProcesses(deps.db, now)) {
    await announceCall(deps, chatId);
  }
}

/**
 * Calls are held by open sockets, and no socket outlives the process that accepted it: at the
 * start of the only process on a database file (SQLite), every call left is an earlier run's.
 */
export async function endCallsOfEarlierRuns(db: Kysely<Database>): Promise<void> {
  await deleteCallsOfEarlierRuns(db);
}

/** This process is stopping: the calls its sockets held end now, not when its lease runs out. */
export async function endCallsOfProcess(deps: Deps, processId: string): Promise<void> {
  for (const chatId of await deleteCallsOfProcess(deps.db, processId)) {
    await announceCall(deps, chatId);
  }
}
