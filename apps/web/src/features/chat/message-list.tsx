import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatMessage, HeldMessage } from '@mentorbridge/domain/api/chat';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { uiText as text } from '@mentorbridge/domain/ui-text';
import { HeldItem } from './held-item.tsx';
import { MessageItem } from './message-item.tsx';
import { outbox } from './outbox.ts';
import { PendingItem } from './pending-item.tsx';

/** Scroll to the newest message this long after a change (docs/product.md, Limits and sizes). */
const SCROLL_DELAY_MS = 100;

/**
 * The chat window: stored messages in server order, then the user's messages held for review,
 * then this tab's pending ones.
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
  const windowRef = useRef<HTMLOListElement>(null);
  const pictureOf = (senderId: string) =>
    senderId === chat.mentor.id ? chat.mentor.picture : chat.mentee.picture;

  const count = messages.length + waitingForReview.length + pending.length;
  useEffect(() => {
    const timer = setTimeout(() => {
      windowRef.current?.scrollTo({ top: windowRef.current.scrollHeight });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);

  if (count === 0) return <p className="chat-window empty">{text.noMessagesYet}</p>;
  return (
    <ol className="chat-window" ref={windowRef} aria-label="Messages" tabIndex={0}>
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          mine={message.senderId === userId}
          senderPicture={pictureOf(message.senderId)}
        />
      ))}
      {waitingForReview.map((item) => (
        <HeldItem key={item.id} held={item} />
      ))}
      {pending.map((item) => (
        <PendingItem key={item.clientId} item={item} />
      ))}
    </ol>
  );
}
