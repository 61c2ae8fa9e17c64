import { shownName } from '@mentorbridge/domain/connection-rules';
import { pushNewMessageInBackground } from '../notifications/service.ts';
import type { ChatRecord } from './chat-standing-repository.ts';

/** Tells the other member's devices that a message came, if they have no tab open. */
export function pushToReader(
  deps: Parameters<typeof pushNewMessageInBackground>[0],
  chat: ChatRecord,
  senderId: string,
  now: number,
): void {
  const fromMentor = senderId === chat.mentorId;
  pushNewMessageInBackground(deps, {
    recipientId: fromMentor ? chat.menteeId : chat.mentorId,
    senderName: shownName(
      fromMentor ? chat.mentorName : chat.menteeName,
      fromMentor ? 'mentor' : 'mentee',
    ),
    senderId,
    chatId: chat.id,
    now,
  });
}
