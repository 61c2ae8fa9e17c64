import type { Call } from '@mentorbridge/domain/api/calls';
import { partiesOfRequest, shownName } from '@mentorbridge/domain/connection-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import { countsOn } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { type CallChat, mayJoinCall, openChatForCall } from '../chat/service.ts';
import {
  deleteCallPresenceOfUser,
  findCoordinatedProgramme,
  listCallGuests,
} from './coordinator-call-repository.ts';
import { listCallParticipants } from './repository.ts';

// A programme whose coordinator joins every call (decision 060): its coordinator, whose own
// safeguarding record counts, is the call's third person, and the pair's pages connect to each
// other only while one is in it. Until then the server passes no signal between the two.

type Deps = Pick<AppContext, 'db' | 'clock'>;

/** The chat's call, opened for one of its members or for a coordinator joining as the third. */
export type OpenCall = CallChat &
  ({ as: 'member' } | { as: 'coordinator'; name: string; programmeName: string });

/**
 * The chat's call for the user: a member, checked as a message is (chat/service.ts
 * `openChatForCall`); or a coordinator of the organisation running the match's programme, when
 * that programme's coordinator joins every call and the coordinator's own record counts today
 * (403 while it does not), checked then as the pair's call is. Anyone else: 404, as for a chat
 * that does not exist.
 */
export async function openCallFor(deps: Deps, userId: string, chatId: string): Promise<OpenCall> {
  const parties = partiesOfRequest(chatId);
  if (!parties || parties.mentorId === userId || parties.menteeId === userId) {
    return { ...(await openChatForCall(deps, userId, chatId)), as: 'member' };
  }
  const programme = await coordinatorRights(deps, userId, chatId);
  // The pair's own call: paused, ended, outside contact hours or no longer with a minor.
  const chat = await openChatForCall(deps, parties.mentorId, chatId);
  if (!chat.coordinatorJoins) throw new ApiError(404, 'not_found', msg.chatNotFound);
  return {
    ...chat,
    as: 'coordinator',
    name: shownName(programme.full_name, 'mentor'),
    programmeName: programme.programmeName,
  };
}

/**
 * The user's own right to join the chat's call as its coordinator, the pair's call aside: they
 * coordinate the programme, it has a coordinator join every call (else 404), and their own record
 * counts today (else 403).
 */
async function coordinatorRights(deps: Deps, userId: string, chatId: string) {
  const programme = await findCoordinatedProgramme(deps.db, userId, chatId);
  if (programme?.video_policy !== 'coordinator_joins') {
    throw new ApiError(404, 'not_found', msg.chatNotFound);
  }
  if (!countsOn(programme.reaches_children_until, todayBy(deps.clock))) {
    throw new ApiError(403, 'forbidden', msg.leadNeedsRecord);
  }
  return programme;
}

/** Whether the user may hold the chat's call now: a member as ever, or its coordinator. */
export async function mayHoldCall(deps: Deps, userId: string, chatId: string): Promise<boolean> {
  const parties = partiesOfRequest(chatId);
  if (!parties || parties.mentorId === userId || parties.menteeId === userId) {
    return mayJoinCall(deps, userId, chatId);
  }
  try {
    await openCallFor(deps, userId, chatId);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** The people in the chat's call who are not its members: its programme's coordinators. */
async function guestsInCall(deps: Pick<AppContext, 'db'>, chatId: string): Promise<string[]> {
  const parties = partiesOfRequest(chatId);
  const participants = (await listCallParticipants(deps.db, [chatId])).get(chatId) ?? [];
  return participants.filter((id) => id !== parties?.mentorId && id !== parties?.menteeId);
}

/**
 * Whether a coordinator who may be there (`only` that one, when named) is in the chat's call
 * now. The caller has checked the pair's own call; each coordinator in it is asked only their
 * own right.
 */
export async function coordinatorIsIn(deps: Deps, chatId: string, only?: string): Promise<boolean> {
  for (const guestId of await guestsInCall(deps, chatId)) {
    if (only !== undefined && guestId !== only) continue;
    try {
      await coordinatorRights(deps, guestId, chatId);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return false;
}

/**
 * Takes out of the chat's call each coordinator who may no longer be in it (their record
 * stopped counting, the policy changed, they stopped coordinating); answers whether any went.
 */
export async function dropCoordinatorsWhoMayNotStay(deps: Deps, chatId: string): Promise<boolean> {
  let dropped = false;
  for (const guestId of await guestsInCall(deps, chatId)) {
    if (await mayHoldCall(deps, guestId, chatId)) continue;
    dropped = (await deleteCallPresenceOfUser(deps.db, chatId, guestId)) > 0 || dropped;
  }
  return dropped;
}

/** The chat's call as its views show it: who is in it, and which of them is a coordinator. */
export async function describeCall(
  deps: Pick<AppContext, 'db'>,
  chatId: string,
  participantIds: string[],
): Promise<Call> {
  const parties = partiesOfRequest(chatId);
  const guestIds = participantIds.filter(
    (id) => id !== parties?.mentorId && id !== parties?.menteeId,
  );
  const guests = await listCallGuests(deps.db, chatId, guestIds);
  return {
    chatId,
    participantIds,
    coordinators: guests.map((guest) => ({
      id: guest.id,
      name: shownName(guest.full_name, 'mentor'),
      programmeName: guest.programmeName,
    })),
  };
}
