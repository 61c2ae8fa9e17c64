import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { membersOf, pauseReasonOf } from './access.ts';
import { type ChatRecord, lockChatStanding, readChat } from './chat-standing-repository.ts';
import { toChatMessage } from './delivery.ts';
import { decideHeld, findHeld, type HeldRecord } from './held-repository.ts';
import { insertNextMessage } from './repository.ts';

/** Tries of a release whose next position another message took at the same moment. */
const RELEASE_TRIES = 5;

/**
 * A lead's release of a held message, delivered only into a chat that takes a member's send
 * now (the same standing as writableBy, and a block). Deciding, storing and the standing it
 * stands on are one transaction: the standing is read last, after the standing version's row
 * is locked, so a suspension, a report, a block or a check's suspension that commits first is
 * seen, and one that commits later waits until the message is in. A chat that cannot take it
 * answers 409 and changes nothing: the message stays held. Undefined when no such message is
 * waiting (gone, or decided already); the caller tells the members once it is committed.
 */
export async function releaseInTransaction(
  deps: Pick<AppContext, 'db' | 'clock'>,
  heldId: string,
  now: number,
): Promise<{ held: HeldRecord; chat: ChatRecord; seq: number } | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const held = await findHeld(trx, heldId);
        // Decided first, so a lead removing it at the same moment waits for this one.
        if (!held || !(await decideHeld(trx, heldId, 'released', now))) return undefined;
        const seq = await insertNextMessage(trx, {
          id: held.id,
          chatId: held.chatId,
          senderId: held.senderId,
          text: held.text,
          imageId: held.imageId,
          clientId: held.clientId,
          now,
        });
        await lockChatStanding(trx);
        const chat = (await readChat(trx, held.chatId))?.chat;
        // Gone between the two reads (its account deleted): roll the release back.
        if (!chat) throw new ApiError(404, 'not_found', msg.chatNotFound);
        const pause = pauseReasonOf(chat, todayBy(deps.clock));
        if (pause) {
          throw new ApiError(409, 'chat_paused', msg.releaseRefusedChatPaused({ reason: pause }));
        }
        return { held, chat, seq };
      });
    } catch (error) {
      // Another message took the same position: the whole release is tried again.
      if (!isUniqueViolation(error) || attempt >= RELEASE_TRIES) throw error;
    }
  }
}

/** Tells both members of the chat that the released message came, as a send does. */
export function publishReleased(
  deps: Pick<AppContext, 'realtime'>,
  { held, chat, seq }: { held: HeldRecord; chat: ChatRecord; seq: number },
  now: number,
): void {
  const fromMentor = held.senderId === chat.mentorId;
  const message = toChatMessage(
    {
      id: held.id,
      chatId: chat.id,
      seq,
      senderId: held.senderId,
      senderName: fromMentor ? chat.mentorName : chat.menteeName,
      senderRole: fromMentor ? 'mentor' : 'mentee',
      text: held.text,
      imageId: held.imageId,
      clientId: held.clientId,
      createdAt: now,
    },
    [],
  );
  deps.realtime.publish(membersOf(chat), { type: 'message.created', message });
}
