import { randomBytes } from 'node:crypto';
import type { Call, CallRoom } from '@mentorbridge/domain/api/calls';
import { meetingRoomName } from '@mentorbridge/domain/call-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { mayJoinCall } from '../chat/service.ts';
import {
  deleteCallRooms,
  deleteUnjoinedCallRooms,
  findOrCreateCallRoomSecret,
  listChatsWithCalls,
} from './call-room-repository.ts';
import { announceCall } from './announce-call.ts';
import {
  coordinatorIsIn,
  describeCall,
  dropCoordinatorsWhoMayNotStay,
  mayHoldCall,
  type OpenCall,
  openCallFor,
} from './coordinator-calls.ts';
import { signMeetingToken } from './meeting-token.ts';
import {
  deleteCallPresence,
  deleteCallsOfChat,
  deleteCallsOfEarlierRuns,
  endCallHistoryLeftOpen,
  insertCallPresence,
  listCallsOfUser,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'realtime'>;

/** The socket a call is held by, as the WebSocket route knows it. */
export interface CallHolder {
  userId: string;
  connectionId: string;
}

/**
 * A tab opened the chat's call ("starting sets the mentor's in-call flag"). Only a member of an
 * accepted chat can, or a coordinator joining it (decision 060); anything else is ignored, as a
 * stranger must learn nothing from it.
 */
export async function joinCall(
  deps: Deps & Pick<AppContext, 'processId' | 'clock'>,
  holder: CallHolder,
  chatId: string,
  now = Date.now(),
): Promise<void> {
  if (!(await mayHoldCall(deps, holder.userId, chatId))) return;
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

/** The calls going on in the user's accepted chats (or that they are in), for their views. */
export async function callsOf(deps: Deps, userId: string): Promise<Call[]> {
  const calls = await listCallsOfUser(deps.db, userId);
  return Promise.all(
    [...calls].map(([chatId, participantIds]) => describeCall(deps, chatId, participantIds)),
  );
}

/** Ends the call of a chat whose contact was just paused; its call views see it and leave. */
export async function endCallOfPausedChat(deps: Deps, chatId: string): Promise<void> {
  await deleteCallsOfChat(deps.db, chatId);
  await deleteCallRooms(deps.db, [chatId]);
  await announceCall(deps, chatId);
}

/** The name the meeting shows for the person: a member's own, or the coordinator's. */
const nameInCall = (call: OpenCall, userId: string) =>
  call.as === 'coordinator'
    ? call.name
    : userId === call.mentorId
      ? call.mentorName
      : call.menteeName;

/** Bits of randomness in a meeting's secret: not to be guessed, however many are tried. */
const SECRET_BYTES = 16;

/**
 * The meeting of the chat's call, for one of its two members while they may talk (decision 049),
 * or the coordinator joining it (decision 060): a call with nobody in it gets a new secret, which
 * stays until the call ends. With a school's own Jitsi, a token for this person and this meeting
 * comes with it. Anyone else is refused as for any chat (404, or 409 with the reason contact is
 * paused); where a coordinator joins every call, the pair gets no meeting before one is in it
 * (409 `waiting_for_coordinator`).
 */
export async function callRoomFor(
  deps: Pick<AppContext, 'db' | 'clock' | 'config'>,
  userId: string,
  chatId: string,
): Promise<CallRoom> {
  const serviceOrigin = deps.config.videoMeetingOrigin;
  // In-app calls have no meeting: their signals and ICE servers are asked for instead.
  if (serviceOrigin === null) throw new ApiError(404, 'not_found', msg.noMeetingService);
  const chat = await openCallFor(deps, userId, chatId);
  if (chat.as === 'member' && chat.coordinatorJoins && !(await coordinatorIsIn(deps, chatId))) {
    throw new ApiError(409, 'waiting_for_coordinator', msg.callWaitsForCoordinator);
  }
  const now = deps.clock.now();
  const secret = await findOrCreateCallRoomSecret(deps.db, {
    chatId,
    // Hexadecimal: Jitsi folds a room's name to lower case, which would halve base64's letters.
    secret: randomBytes(SECRET_BYTES).toString('hex'),
    now,
  });
  const roomName = meetingRoomName(chat.menteeId, chatId, secret);
  const tokens = deps.config.jitsiTokens;
  const jwt = tokens
    ? await signMeetingToken({
        ...tokens,
        serviceOrigin,
        roomName,
        user: { id: userId, name: nameInCall(chat, userId) },
        now,
      })
    : null;
  return { roomName, jwt };
}

/**
 * Ends at once every call (and drops every meeting secret) of a chat whose members may no longer
 * talk today (access.ts `talkableBy`): the mentor's record was suspended or ran out, or contact
 * was paused. Of one mentor's chats, or of all. Returns how many calls it ended.
 *
 * Without a socket hub (a command run beside the server) it leaves the calls to the server's
 * minute round, which can tell the tabs to leave.
 */
export async function endCallsThatMayNotGoOn(
  deps: Pick<AppContext, 'db' | 'clock'> & Partial<Pick<AppContext, 'realtime'>>,
  { mentorId }: { mentorId?: string } = {},
): Promise<number> {
  const { realtime } = deps;
  if (!realtime) return 0;
  let ended = 0;
  for (const chat of await listChatsWithCalls(deps.db, mentorId)) {
    if (await mayJoinCall(deps, chat.mentorId, chat.chatId)) {
      // The call goes on; a coordinator in it whose record stopped counting leaves it.
      if (await dropCoordinatorsWhoMayNotStay(deps, chat.chatId)) {
        await announceCall({ db: deps.db, realtime }, chat.chatId);
      }
      continue;
    }
    const left = await deleteCallsOfChat(deps.db, chat.chatId);
    await deleteCallRooms(deps.db, [chat.chatId]);
    if (left === 0) continue;
    ended += 1;
    await announceCall({ db: deps.db, realtime }, chat.chatId);
  }
  return ended;
}

/** How long a meeting's secret waits for its first member to join before it is dropped. */
export const UNJOINED_ROOM_MS = 60_000;

/**
 * The calls' minute round, in every process: ends the calls that may not go on (an expiry takes
 * effect within a minute of midnight), drops the secrets given out for calls nobody joined and
 * ends in the calls' history any call no tab holds, and any member's time in a call that none
 * of their tabs holds.
 * Each row is deleted once, by whichever process gets to it, and only that one tells the tabs.
 */
export async function reviewCalls(deps: Pick<AppContext, 'db' | 'clock' | 'realtime'>) {
  const ended = await endCallsThatMayNotGoOn(deps);
  await deleteUnjoinedCallRooms(deps.db, deps.clock.now() - UNJOINED_ROOM_MS);
  await endCallHistoryLeftOpen(deps.db, deps.clock.now());
  return ended;
}

/**
 * Calls are held by open sockets, and no socket outlives the process that accepted it: at the
 * start of the only process on a database file (SQLite), every call left is an earlier run's.
 */
export async function endCallsOfEarlierRuns(db: Kysely<Database>): Promise<void> {
  await deleteCallsOfEarlierRuns(db);
}

/** The lease on this process's calls and open tabs, which the server keeps on a timer. */
export { startProcessLease } from './process-lease.ts';
/** A WebRTC signal from the tab's socket, for the chat's other member (decision 059). */
export { relaySignalOverSocket } from './signals.ts';
