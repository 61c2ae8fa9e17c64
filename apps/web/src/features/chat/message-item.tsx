import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import type { UserPicture as Picture } from '@mentorbridge/domain/api/pictures';
import { seenMark } from '@mentorbridge/domain/chat-rules';
import { timeText } from '../../lib/clock-text.ts';
import { UserPicture } from '../../ui/user-picture.tsx';
import { ReportDialog } from '../reports/index.ts';

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
          <p className={mine ? 'message-sender visually-hidden' : 'message-sender'}>
            {message.senderName}
          </p>
          {message.text && <p className="message-text">{message.text}</p>}
          {message.imageUrl && (
            <a href={message.imageUrl} target="_blank" rel="noreferrer" className="message-image">
              <img src={message.imageUrl} alt={`Image sent by ${message.senderName}`} />
            </a>
          )}
        </div>
        <p className="message-meta">
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {timeText(message.createdAt)}
          </time>
          {mine ? (
            <span className="message-mark">{seenMark(message.seenBy)}</span>
          ) : (
            <ReportDialog
              reportedUserId={message.senderId}
              reportedName={message.senderName}
              chatId={message.chatId}
              messageId={message.id}
              label="Report"
              accessibleName={`Report this message from ${message.senderName}`}
              className="link-button message-report"
            />
          )}
        </p>
      </div>
    </li>
  );
}
