import { Link } from 'react-router';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { previewLine } from '@mentorbridge/domain/chat-rules';
import { UserPicture } from '../../ui/user-picture.tsx';
import { useChatPreviews } from './api/previews-query.ts';
import { useUnreadCounts } from './api/unread-query.ts';

/**
 * The accepted connections as links "Mentor: {name} ↔ Mentee: {name}", each with the other
 * person's picture, a line of its newest message ("Maya: Yes please!") and the number of
 * messages the user has not seen.
 */
export function ChatList({
  chats,
  selectedId,
  userId,
}: {
  chats: ConnectionRequest[];
  selectedId: string | undefined;
  userId: string;
}) {
  const unread = useUnreadCounts(true).chats;
  const previews = useChatPreviews();
  return (
    <nav aria-label="Your chats" className="chat-list">
      <ul>
        {chats.map((chat) => {
          const other = chat.mentor.id === userId ? chat.mentee : chat.mentor;
          const preview = previews[chat.id];
          const sender = preview?.senderId === chat.mentor.id ? chat.mentor : chat.mentee;
          return (
            <li key={chat.id}>
              <Link
                to={`/chat/${encodeURIComponent(chat.id)}`}
                className="chat-list-item"
                aria-current={chat.id === selectedId ? 'page' : undefined}
              >
                <UserPicture picture={other.picture} name={other.name} size="small" alt="" />
                <span className="chat-list-text">
                  <span className="chat-list-name">
                    Mentor: {chat.mentor.name} ↔ Mentee: {chat.mentee.name}
                  </span>
                  <span className="chat-list-preview">
                    {preview
                      ? previewLine(preview, {
                          name: sender.name,
                          isViewer: preview.senderId === userId,
                        })
                      : 'New chat: say hello'}
                  </span>
                </span>
                {unread[chat.id] !== undefined && (
                  <span className="unread-badge">
                    {unread[chat.id]}
                    <span className="visually-hidden"> unread</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
