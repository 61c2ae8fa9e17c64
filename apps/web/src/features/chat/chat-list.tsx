import { Link } from 'react-router';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';

/** The accepted connections as buttons "Mentor: {name} ↔ Mentee: {name}". */
export function ChatList({
  chats,
  selectedId,
}: {
  chats: ConnectionRequest[];
  selectedId: string | undefined;
}) {
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
        </Link>
      ))}
    </nav>
  );
}
