import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { ChatMessage, HeldMessage } from '@mentorbridge/domain/api/chat';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { uiText as text } from '@mentorbridge/domain/ui-text';
import { ArrivalAnnouncer } from './arrival-announcer.tsx';
import { dayLabel, sameDay } from './day-label.ts';
import { HeldItem } from './held-item.tsx';
import { MessageItem } from './message-item.tsx';
import { outbox } from './outbox.ts';
import { PendingItem } from './pending-item.tsx';
import { useNow } from '../../ui/use-now.ts';
import { useStickToLatest } from './use-stick-to-latest.ts';

/** A row of the chat window and the time its day separator goes by. */
interface Row {
  key: string;
  time: number;
  element: ReactNode;
}

/**
 * The chat window: stored messages in server order, then the user's messages held for review,
 * then this tab's pending ones, with a separator where the day changes ("Today", "Yesterday",
 * the date). It follows the newest message while the user is at the bottom; scrolled up, a new
 * message shows "Jump to latest" instead of pulling them down.
 */
export function MessageList({
  chat,
  messages,
  held,
  userId,
}: {
  chat: ConnectionRequest;
  messages: ChatMessage[];
  held: HeldMessage[];
  userId: string;
}) {
  // A message the server already announced is shown once, as stored, even before the
  // answer to its send arrives and takes it out of the outbox.
  const storedClientIds = new Set(
    messages.filter((message) => message.senderId === userId).map((message) => message.clientId),
  );
  const waitingForReview = held.filter((item) => !storedClientIds.has(item.clientId));
  const answeredClientIds = new Set([
    ...storedClientIds,
    ...waitingForReview.map((item) => item.clientId),
  ]);
  const pending = useSyncExternalStore(outbox.subscribe, outbox.getItems).filter(
    (item) => item.chatId === chat.id && !answeredClientIds.has(item.clientId),
  );
  const pictureOf = (senderId: string) =>
    senderId === chat.mentor.id ? chat.mentor.picture : chat.mentee.picture;

  const now = useNow();
  const rows: Row[] = [
    ...messages.map((message) => ({
      key: message.id,
      time: message.createdAt,
      element: (
        <MessageItem
          message={message}
          mine={message.senderId === userId}
          senderPicture={pictureOf(message.senderId)}
        />
      ),
    })),
    ...waitingForReview.map((item) => ({
      key: item.id,
      time: item.createdAt,
      element: <HeldItem held={item} programmeName={chat.programme?.name ?? ''} />,
    })),
    ...pending.map((item) => ({
      key: item.clientId,
      time: now,
      element: <PendingItem item={item} />,
    })),
  ];
  const newest = messages.at(-1);
  const { windowRef, newBelow, onScroll, jump } = useStickToLatest({
    count: rows.length,
    // The user's own message always brings them down to it.
    newestIsMine: pending.length > 0 || newest?.senderId === userId,
  });

  return (
    <div className="chat-window-frame">
      {rows.length === 0 ? (
        <p className="chat-window empty">{text.noMessagesYet}</p>
      ) : (
        <ol
          className="chat-window"
          ref={windowRef}
          onScroll={onScroll}
          aria-label={text.messagesLabel}
          tabIndex={0}
        >
          {rows.map((row, index) => {
            const before = rows[index - 1];
            return (
              <Fragment key={row.key}>
                {(!before || !sameDay(before.time, row.time)) && (
                  <li className="day-separator">{dayLabel(row.time, now)}</li>
                )}
                {row.element}
              </Fragment>
            );
          })}
        </ol>
      )}
      {newBelow && (
        <button type="button" className="button primary jump-to-latest" onClick={jump}>
          {text.jumpToLatest}
        </button>
      )}
      <ArrivalAnnouncer
        newest={newest}
        senderName={newest?.senderId === chat.mentor.id ? chat.mentor.name : chat.mentee.name}
        userId={userId}
      />
    </div>
  );
}
