import { Link } from 'react-router';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { useUnreadCounts } from './api/unread-query.ts';

/**
 * The accepted connections as buttons "Mentor: {name} ↔ Mentee: {name}", each with the number
 * of its messages the user has not seen.
 */
export function ChatList({
  chats,
  selectedId,
}: {
  chats: ConnectionRequest[];
  selectedId: string | undefined;
}) {
  const unread = useUnreadCounts(true).chats;
  return (
    <nav aria-label="Your chats" className="chat-list">
      {chats.map((chat) => (
        <Link
          key={chat.id}
          to={`/chat/${encodeURIComponent(chat.id)}`}
          className={chat.id === selectedId ? 'button primary' : 'button'}
          aria-current={chat.id === selectedId ? 'page' : undefined}
        >
          Mentor: {chat.mentor.name} ↔ Mentee: {chat.mentee.name}
          {unread[chat.id] !== undefined && (
            <span className="unread-badge">
              {unread[chat.id]}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
