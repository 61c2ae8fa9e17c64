import type { SentMsg } from '@mentorbridge/domain/api/msg';
import type { AppContext } from '../../app-context.ts';
import { sentMsg } from '../../i18n/languages.ts';
import { todayBy } from '../../lib/clock.ts';
import { chatImageKey } from '../../storage/file-keys.ts';
import { pauseReasonOf } from './access.ts';
import { decideHeld, findHeld, type HeldRecord, listWaitingHeld } from './held-repository.ts';
import { publishReleased, releaseInTransaction } from './held-release.ts';
import { findChat } from './kept-chats.ts';
import { listOpenFlags, type SafetyFlagRecord } from './safety-flag-repository.ts';
import { pushToReader } from './push-to-reader.ts';

// What the safeguarding console reviews. The held and flagged messages stay with the chat, which
// alone knows what a lead's decision does to it; the console adds the people and the audit log.

/**
 * Held messages waiting for a lead, oldest first, each with why its chat cannot take it now
 * (null: it can), so the lead knows before releasing.
 */
export async function waitingHeldMessages(
  deps: Pick<AppContext, 'db' | 'clock'>,
): Promise<(HeldRecord & { chatPaused: SentMsg | null })[]> {
  const held = await listWaitingHeld(deps.db);
  const today = todayBy(deps.clock);
  const pauses = new Map<string, SentMsg | null>();
  for (const chatId of new Set(held.map((record) => record.chatId))) {
    const chat = await findChat(deps.db, chatId);
    const pause = chat ? pauseReasonOf(chat, today) : null;
    pauses.set(chatId, pause && sentMsg(pause));
  }
  return held.map((record) => ({ ...record, chatPaused: pauses.get(record.chatId) ?? null }));
}

/** The picture of a held message, so a lead decides on what the child would see; null if none. */
export async function heldMessageImage(
  deps: Pick<AppContext, 'db' | 'files'>,
  heldId: string,
): Promise<Buffer | null> {
  const held = await findHeld(deps.db, heldId);
  return held?.imageId ? deps.files.get(chatImageKey(held.chatId, held.imageId)) : null;
}

/**
 * A lead released a held message: it is delivered as if sent now, and the sender's "Held for
 * review" turns into it. Only into a chat that takes a member's send now: otherwise 409, and
 * the message stays held (held-release.ts). False when no such message is waiting (gone, or
 * decided already).
 */
export async function releaseHeldMessage(
  deps: Parameters<typeof releaseInTransaction>[0] &
    Parameters<typeof pushToReader>[0] &
    Pick<AppContext, 'realtime'>,
  heldId: string,
  now: number,
): Promise<boolean> {
  const released = await releaseInTransaction(deps, heldId, now);
  if (!released) return false;
  publishReleased(deps, released, now);
  pushToReader(deps, released.chat, released.held.senderId, now);
  deps.realtime.publish([released.held.senderId], {
    type: 'held.changed',
    chatId: released.held.chatId,
  });
  return true;
}

/**
 * A lead removed a held message: its recipient never gets it, and the sender sees it was
 * removed. False when no such message is waiting.
 */
export async function removeHeldMessage(
  deps: Pick<AppContext, 'db' | 'realtime'>,
  heldId: string,
  now: number,
): Promise<boolean> {
  const held = await findHeld(deps.db, heldId);
  if (!held || !(await decideHeld(deps.db, heldId, 'removed', now))) return false;
  deps.realtime.publish([held.senderId], { type: 'held.changed', chatId: held.chatId });
  return true;
}

/** Delivered messages flagged for grooming or self-harm signals, newest first. */
export async function flaggedMessages(deps: Pick<AppContext, 'db'>): Promise<SafetyFlagRecord[]> {
  return listOpenFlags(deps.db);
}
