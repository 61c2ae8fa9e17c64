import { Link } from 'react-router';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { UserPicture } from '../../ui/user-picture.tsx';
import { useChatPreviews } from './api/previews-query.ts';
import { useUnreadCounts } from './api/unread-query.ts';
import { previewLineText } from './preview-line.ts';

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
    <nav aria-label={uiText.yourChats} className="chat-list">
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
                    {uiText.chatListPair({ mentor: chat.mentor.name, mentee: chat.mentee.name })}
                  </span>
                  <span className="chat-list-preview" dir="auto">
                    {preview
                      ? previewLineText(preview, {
                          name: sender.name,
                          isViewer: preview.senderId === userId,
                        })
                      : uiText.newChatSayHello}
                  </span>
                </span>
                {unread[chat.id] !== undefined && (
                  <span className="unread-badge">
                    <span aria-hidden="true">{unread[chat.id]}</span>
                    <span className="visually-hidden">
                      {uiText.chatUnread({ count: unread[chat.id] ?? 0 })}
                    </span>
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
