import './chat.css';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { connectionsPathFor } from '../../ui/connections-path.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { otherPartyOf } from '../calls/call-link.ts';
import { CallStatus } from '../calls/call-status.tsx';
import { BlockButton } from '../blocks/block-button.tsx';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { StartCallLink } from '../calls/start-call-link.tsx';
import { useConnections } from '../connections/api/connections-query.ts';
import { useSessionUser } from '../session/api/get-session.ts';
import { useHeldMessages } from './api/held-query.ts';
import { useMessages } from './api/messages-query.ts';
import { ChatList } from './chat-list.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { SupportPanel } from './support-panel.tsx';
import { TypingLine } from './typing-line.tsx';
import { useMarkSeen } from './use-mark-seen.ts';

/**
 * chat1: the accepted connections as buttons, the chosen chat's messages, typing line and
 * composer. The first chat is chosen on arrival, unless a connection card chose one.
 */
export default function ChatPage() {
  usePageTitle('Chat');
  const user = useSessionUser();
  const { chatId } = useParams();
  const connections = useConnections();
  const chat = connections.data?.requests.find((request) => request.id === chatId);
  const accepted = chat?.status === 'accepted';
  const chatMessages = useMessages(accepted ? chatId : undefined);
  const heldMessages = useHeldMessages(accepted ? chatId : undefined);
  const [showSupport, setShowSupport] = useState(false);
  useMarkSeen(chatId ?? '', accepted ? chatMessages.data : undefined, user?.id ?? '');

  if (!user) return null;
  const chats = connections.data?.requests.filter((request) => request.status === 'accepted');
  const first = chats?.[0];
  if (!chatId && first) return <Navigate to={`/chat/${encodeURIComponent(first.id)}`} replace />;

  return (
    <section className="page chat-page">
      <h1>Chat</h1>
      <p>
        <Link to={connectionsPathFor(user.role)}>Back to Your Connections</Link>
      </p>
      {connections.isPending ? (
        <p role="status">Loading your chats...</p>
      ) : !chats || chats.length === 0 ? (
        <p>{uiText.noAcceptedChats}</p>
      ) : (
        <ChatList chats={chats} selectedId={chatId} />
      )}
      {chatId && connections.isSuccess && !accepted && (
        <p role="status">{chat ? uiText.chatNotAccepted : uiText.chatNotFound}</p>
      )}
      {chat && accepted && (
        <div className="chat-panel">
          <h2 className="chat-title">
            Mentor: {chat.mentor.name} ↔ Mentee: {chat.mentee.name}
          </h2>
          <p className="hint chat-promise">{uiText.chatMayBeReviewed}</p>
          {chat.frozen && (
            <p role="status" className="frozen-notice">
              {uiText.chatFrozen}
            </p>
          )}
          {!chat.frozen && chat.waitsForCheck && (
            <p role="status" className="frozen-notice">
              {uiText.chatWaitsForCheck(chat.mentor.name)}
            </p>
          )}
          {!chat.frozen && (
            <div className="chat-call">
              {!chat.waitsForCheck && (
                <>
                  <StartCallLink chat={chat} role={user.role} />
                  <CallStatus chat={chat} role={user.role} />
                </>
              )}
              <ReportDialog
                reportedUserId={otherPartyOf(chat, user.role).id}
                reportedName={otherPartyOf(chat, user.role).name}
                chatId={chat.id}
                label={`Report ${otherPartyOf(chat, user.role).name}`}
              />
              <BlockButton
                userId={otherPartyOf(chat, user.role).id}
                name={otherPartyOf(chat, user.role).name}
                leaveTo="/chat"
              />
            </div>
          )}
          {chatMessages.isPending ? (
            <p role="status">Loading messages...</p>
          ) : chatMessages.isError ? (
            <p role="alert">{chatMessages.error.message}</p>
          ) : (
            <MessageList
              chat={chat}
              messages={chatMessages.data}
              held={heldMessages.data ?? []}
              userId={user.id}
            />
          )}
          <TypingLine chatId={chat.id} />
          <Composer
            chatId={chat.id}
            disabled={chat.frozen || chat.waitsForCheck}
            onSelfHarmWords={() => setShowSupport(true)}
          />
          {showSupport && <SupportPanel onClose={() => setShowSupport(false)} />}
        </div>
      )}
    </section>
  );
}
