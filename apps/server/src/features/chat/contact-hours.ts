import { ageNow, CAREGIVER_UNTIL_AGE } from '@mentorbridge/domain/caregiver-rules';
import { nextWindowStart, withinContactHours } from '@mentorbridge/domain/contact-hours';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { ChatRecord } from './chat-standing-repository.ts';
import { decideHeld, findCallFamily, findContactHours, listKeptDue } from './held-repository.ts';
import { publishReleased, releaseInTransaction } from './held-release.ts';
import { pushToReader } from './push-to-reader.ts';

/**
 * A programme's contact hours (decision 060): a mentor reaches a pupil under 18 of a programme
 * match inside them. Null when they do not hold for this sender in this chat, or the time is
 * inside them; else when the next window opens.
 */
export async function outsideContactHours(
  deps: Pick<AppContext, 'db'>,
  chat: ChatRecord,
  senderId: string,
  at: number,
): Promise<{ opensAt: number } | null> {
  if (senderId !== chat.mentorId || !isMinor(chat.menteeAge) || chat.programmeId === null) {
    return null;
  }
  const hours = await findContactHours(deps.db, chat.programmeId);
  if (!hours) return null;
  const window = {
    timeZone: hours.time_zone,
    from: hours.contact_from,
    until: hours.contact_until,
  };
  return withinContactHours(at, window) ? null : { opensAt: nextWindowStart(at, window) };
}

/** What a chat's call may be now (decision 060): refused with a reason, or how it is held. */
export interface CallTerms {
  /** Why no call may go on now; null when one may. */
  refusal: Msg | null;
  /** A coordinator of the pair's programme joins it as its third person. */
  coordinatorJoins: boolean;
}

const openCall: CallTerms = { refusal: null, coordinatorJoins: false };

/**
 * The terms of a call in the chat now (decision 060): in a programme match with a pupil under
 * 18, only inside its contact hours, whoever calls, and as its video policy says (`none`; a
 * coordinator joins every call; or one-to-one once a pupil under 16's caregiver agreed).
 * Outside programmes nothing more than the chat's own rules.
 */
export async function callTermsNow(
  deps: Pick<AppContext, 'db'>,
  chat: ChatRecord | undefined,
  at: number,
): Promise<CallTerms> {
  if (!chat || !isMinor(chat.menteeAge) || chat.programmeId === null) return openCall;
  const rules = await findContactHours(deps.db, chat.programmeId);
  if (!rules) return openCall;
  const window = {
    timeZone: rules.time_zone,
    from: rules.contact_from,
    until: rules.contact_until,
  };
  const coordinatorJoins = rules.video_policy === 'coordinator_joins';
  const refused = (refusal: Msg) => ({ refusal, coordinatorJoins });
  if (!withinContactHours(at, window)) return refused(msg.callOutsideContactHours);
  if (rules.video_policy === 'none') return refused(msg.videoPolicyNone);
  if (coordinatorJoins) return { refusal: null, coordinatorJoins };
  const family = await findCallFamily(deps.db, chat.menteeId);
  const age = ageNow(chat.menteeAge, Number(family?.created_at ?? at), at);
  if (age < CAREGIVER_UNTIL_AGE && (family?.video_agreed_at ?? null) === null) {
    return refused(msg.videoWaitsForCaregiver);
  }
  return openCall;
}

/** Why a call may not go on in the chat now, or null when it may (callTermsNow). */
export async function callRefusalNow(
  deps: Pick<AppContext, 'db'>,
  chat: ChatRecord | undefined,
  at: number,
): Promise<Msg | null> {
  return (await callTermsNow(deps, chat, at)).refusal;
}

/**
 * The minute round's delivery of messages kept for contact hours whose window has opened: each
 * through a lead's release path (held-release.ts), so it is delivered once, whichever process
 * gets to it, and only into a chat that would take the sender's message now. One the chat cannot
 * take (a mentor suspended overnight, a report, an ending) is never delivered: the sender sees
 * it was not. Answers how many were delivered.
 */
export async function deliverKeptMessages(
  deps: Parameters<typeof releaseInTransaction>[0] &
    Parameters<typeof pushToReader>[0] &
    Pick<AppContext, 'realtime'>,
): Promise<number> {
  const now = deps.clock.now();
  let delivered = 0;
  for (const kept of await listKeptDue(deps.db, now)) {
    try {
      const released = await releaseInTransaction(deps, kept.id, now);
      if (!released) continue;
      publishReleased(deps, released, now);
      pushToReader(deps, released.chat, kept.senderId, now);
      delivered += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await decideHeld(deps.db, kept.id, 'undelivered', now);
    }
    deps.realtime.publish([kept.senderId], { type: 'held.changed', chatId: kept.chatId });
  }
  return delivered;
}
