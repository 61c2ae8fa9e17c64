import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import type { UserPicture as Picture } from '@mentorbridge/domain/api/pictures';
import { seenMark } from '@mentorbridge/domain/chat-rules';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import { timeText } from '../../lib/clock-text.ts';
import { UserPicture } from '../../ui/user-picture.tsx';
import { ReportDialog } from '../reports/index.ts';

/** The rule's sent/seen mark, in the reader's words. */
const seenMarkMessages: Record<ReturnType<typeof seenMark>, PlainMessageId> = {
  '✓ Sent': 'messageSent',
  '✓✓ Seen': 'messageSeen',
};

/**
 * One message as a bubble: the user's own on the right with its sent/seen mark, the other
 * person's on the left with their picture and a Report button. The sender's name is on every
 * bubble, only read out (not shown) on the user's own. An image is 200x200 at most; it opens
 * full size.
 */
export function MessageItem({
  message,
  mine,
  senderPicture,
}: {
  message: ChatMessage;
  mine: boolean;
  senderPicture: Picture;
}) {
  return (
    <li className={mine ? 'message mine' : 'message theirs'}>
      {!mine && (
        <UserPicture picture={senderPicture} name={message.senderName} size="small" alt="" />
      )}
      <div className="message-body">
        <div className="bubble">
          <p className={mine ? 'message-sender visually-hidden' : 'message-sender'} dir="auto">
            {message.senderName}
          </p>
          {message.text && (
            <p className="message-text" dir="auto">
              {message.text}
            </p>
          )}
          {message.imageUrl && (
            <a href={message.imageUrl} target="_blank" rel="noreferrer" className="message-image">
              <img src={message.imageUrl} alt={uiText.imageSentBy({ name: message.senderName })} />
            </a>
          )}
        </div>
        <p className="message-meta">
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {timeText(message.createdAt)}
          </time>
          {mine ? (
            <span className="message-mark">
              {uiText[seenMarkMessages[seenMark(message.seenBy)]]}
            </span>
          ) : (
            <ReportDialog
              reportedUserId={message.senderId}
              reportedName={message.senderName}
              chatId={message.chatId}
              messageId={message.id}
              label={uiText.reportShort}
              accessibleName={uiText.reportMessageFrom({ name: message.senderName })}
              className="link-button message-report"
            />
          )}
        </p>
      </div>
    </li>
  );
}
