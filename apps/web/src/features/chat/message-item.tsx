import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import type { UserPicture as Picture } from '@mentorbridge/domain/api/pictures';
import { seenMark } from '@mentorbridge/domain/chat-rules';
import { UserPicture } from '../../ui/user-picture.tsx';
import { ReportDialog } from '../reports/report-dialog.tsx';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** One message: sender name and picture, text, image (200x200 at most; click for full size). */
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
    <li className={mine ? 'message mine' : 'message'}>
      <UserPicture picture={senderPicture} name={message.senderName} size="small" alt="" />
      <div className="message-body">
        <p className="message-meta">
          <span className="message-sender">{message.senderName}</span>{' '}
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {timeFormat.format(message.createdAt)}
          </time>
        </p>
        {message.text && <p className="message-text">{message.text}</p>}
        {message.imageUrl && (
          <a href={message.imageUrl} target="_blank" rel="noreferrer" className="message-image">
            <img src={message.imageUrl} alt={`Image sent by ${message.senderName}`} />
          </a>
        )}
        {mine ? (
          <p className="message-mark">{seenMark(message.seenBy)}</p>
        ) : (
          <ReportDialog
            reportedUserId={message.senderId}
            reportedName={message.senderName}
            chatId={message.chatId}
            messageId={message.id}
            label="Report"
            accessibleName={`Report this message from ${message.senderName}`}
          />
        )}
      </div>
    </li>
  );
}
