import type { AppContext } from '../../app-context.ts';
import { chatImageKey } from '../../storage/file-keys.ts';
import * as read from './export-repository.ts';
import { isoTime } from './iso-time.ts';
import { webpDataUrl } from './webp-data-url.ts';

// What a person's copy of their data holds of their chats and calls.

type Deps = Pick<AppContext, 'db' | 'files'>;

/**
 * Each chat's messages, theirs and the other member's, with the pictures they sent themselves;
 * a picture the other member sent is theirs to give, and is only named.
 */
export async function chats(
  deps: Deps,
  userId: string,
  partners: { chatId: string; name: string }[],
) {
  const chatIds = partners.map((partner) => partner.chatId);
  const messages = await read.messagesOf(deps.db, chatIds);
  const seen = new Map(
    (await read.chatReadsOf(deps.db, userId)).map((row) => [row.chat_id, row.seen_up_to]),
  );
  const calls = await read.callsOf(deps.db, chatIds);
  const timesInCalls = await read.callAttendanceOf(deps.db, userId, chatIds);
  const exported = [];
  for (const partner of partners) {
    const own = messages.filter((message) => message.chat_id === partner.chatId);
    const ownCalls = calls.filter((call) => call.chat_id === partner.chatId);
    const ownTimes = timesInCalls.filter((time) => time.chat_id === partner.chatId);
    if (own.length + ownCalls.length + ownTimes.length === 0) continue;
    const lines = [];
    for (const message of own) {
      const mine = message.sender_id === userId;
      let picture: string | null = null;
      if (message.image_key) {
        picture = mine
          ? webpDataUrl(await deps.files.get(chatImageKey(partner.chatId, message.image_key)))
          : 'a picture the other member sent (theirs to give)';
      }
      lines.push({
        from: mine ? 'you' : partner.name,
        text: message.text,
        picture,
        sentAt: isoTime(message.created_at),
      });
    }
    exported.push({
      with: partner.name,
      youHaveSeenUpTo: seen.get(partner.chatId) ?? 0,
      messages: lines,
      calls: ownCalls.map((call) => ({
        startedAt: isoTime(call.started_at),
        endedAt: isoTime(call.ended_at),
        bothJoined: call.both_joined === 1,
      })),
      // Each time they were in a call, named by the call's start; a rejoin is a second time.
      youWereInCalls: ownTimes.map((time) => ({
        callStartedAt: isoTime(time.call_started_at),
        joinedAt: isoTime(time.joined_at),
        leftAt: isoTime(time.left_at),
      })),
    });
  }
  return exported;
}
