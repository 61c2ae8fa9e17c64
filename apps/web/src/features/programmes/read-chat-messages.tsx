import type { ReadChat } from '@mentorbridge/domain/api/programme-matches';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText, timeText } from '../../lib/clock-text.ts';

const senders: Record<ReadChat['messages'][number]['from'], PlainMessageId> = {
  pupil: 'fromThePupil',
  mentor: 'fromTheMentor',
};

/** A pair's messages as a coordinator reads them: who wrote each, when, and its words. */
export function ReadChatMessages({ messages }: { messages: ReadChat['messages'] }) {
  if (messages.length === 0) return <p>{uiText.noMessagesYet}</p>;
  return (
    <ol className="read-messages" aria-label={uiText.messagesAWeek}>
      {messages.map((message) => (
        <li key={message.seq} className={`read-message from-${message.from}`}>
          <p className="read-message-meta">
            <strong>{uiText[senders[message.from]]}</strong>{' '}
            <time dateTime={new Date(message.createdAt).toISOString()}>
              {dateText(message.createdAt)}, {timeText(message.createdAt)}
            </time>
          </p>
          <p className="read-message-text" dir="auto">
            {message.text}
            {message.picture && (message.text ? ` ${uiText.pictureMarker}` : uiText.pictureMarker)}
          </p>
        </li>
      ))}
    </ol>
  );
}
