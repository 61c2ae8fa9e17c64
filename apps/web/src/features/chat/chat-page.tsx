import './chat.css';
import { Link, Navigate, useParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { connectionsPathFor } from '../../ui/connections-path.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useConnections } from '../connections/index.ts';
import { useSessionUser } from '../session/index.ts';
import { ChatList } from './chat-list.tsx';
import { ChatPanel } from './chat-panel.tsx';

/** From this width the chat list sits beside the open chat (chat.css follows the same width). */
const SIDE_BY_SIDE = '(min-width: 800px)';

/**
 * chat1: the accepted connections and the chosen chat. On a wide screen the list sits beside the
 * chat, and the first chat is chosen on arrival unless a connection card chose one; on a narrow
 * one the list is a screen of its own, and an open chat links back to it.
 */
export default function ChatPage() {
  usePageTitle(uiText.chatPageTitle);
  const user = useSessionUser();
  const { chatId } = useParams();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const connections = useConnections();
  const chat = connections.data?.requests.find((request) => request.id === chatId);
  const accepted = chat?.status === 'accepted';

  if (!user) return null;
  const chats = connections.data?.requests.filter((request) => request.status === 'accepted');
  const first = chats?.[0];
  if (!chatId && first && sideBySide) {
    return <Navigate to={`/chat/${encodeURIComponent(first.id)}`} replace />;
  }
  const showList = sideBySide || !chatId;

  return (
    <section className={chatId ? 'page chat-page with-open-chat' : 'page chat-page'}>
      <div className="chat-heading">
        <h1>{uiText.chatPageTitle}</h1>
        <Link to={connectionsPathFor(user.role)}>{uiText.backToYourConnections}</Link>
      </div>
      <div className="chat-layout">
        {showList &&
          (connections.isPending ? (
            <p role="status">{uiText.loadingChats}</p>
          ) : !chats || chats.length === 0 ? (
            <p>{uiText.noAcceptedChats}</p>
          ) : (
            <ChatList chats={chats} selectedId={chatId} userId={user.id} />
          ))}
        {chatId && connections.isSuccess && !accepted && (
          <p role="status">{chat ? uiText.chatNotAccepted : uiText.chatNotFound}</p>
        )}
        {chat && accepted && (
          // One panel per chat: what was typed in one never goes to the next one opened.
          <ChatPanel
            key={chat.id}
            chat={chat}
            role={user.role}
            userId={user.id}
            withBackLink={!sideBySide}
          />
        )}
      </div>
    </section>
  );
}
