import { useState } from 'react';
import { Link } from 'react-router';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { BackIcon } from '../../ui/icons.tsx';
import { UserPicture } from '../../ui/user-picture.tsx';
import { BlockButton } from '../blocks/index.ts';
import { CallStatus, otherPartyOf, StartCallLink } from '../calls/index.ts';
import { CheckInForm } from '../check-ins/index.ts';
import { EndedNotice, EndMentoringDialog, ExitQuestions } from '../endings/index.ts';
import { ReportDialog } from '../reports/index.ts';
import { useHeldMessages } from './api/held-query.ts';
import { useMessages } from './api/messages-query.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { SupportPanel } from './support-panel.tsx';
import { TypingLine } from './typing-line.tsx';
import { useMarkSeen } from './use-mark-seen.ts';

/**
 * One open chat, laid out as a messenger: who it is with (and, on a narrow screen, the way back
 * to the list), the call and safety actions, the messages filling the height, and the composer
 * at the foot.
 */
export function ChatPanel({
  chat,
  role,
  userId,
  withBackLink,
}: {
  chat: ConnectionRequest;
  role: Role;
  userId: string;
  /** The list is a screen of its own (narrow screens): the chat links back to it. */
  withBackLink: boolean;
}) {
  const chatMessages = useMessages(chat.id);
  const heldMessages = useHeldMessages(chat.id);
  const [showSupport, setShowSupport] = useState(false);
  useMarkSeen(chat.id, chatMessages.data, userId);
  const other = otherPartyOf(chat, role);
  const { ending } = chat;
  const paused = chat.frozen || chat.waitsForCheck || ending !== null;

  return (
    <div className="chat-panel">
      <header className="chat-header">
        {withBackLink && (
          <Link to="/chat" className="icon-button chat-back">
            <BackIcon />
            <span className="visually-hidden">{uiText.backToYourChats}</span>
          </Link>
        )}
        <UserPicture picture={other.picture} name={other.name} size="small" alt="" />
        <div className="chat-header-text">
          <h2 className="chat-title" dir="auto">
            {other.name}
          </h2>
          <p className="hint">{uiText.chatOtherRole({ role })}</p>
        </div>
      </header>
      {!chat.frozen && (
        <div className="chat-actions">
          {!chat.waitsForCheck && !ending && (
            <>
              <StartCallLink chat={chat} />
              <CallStatus chat={chat} role={role} />
            </>
          )}
          {!ending && <EndMentoringDialog chatId={chat.id} otherName={other.name} />}
          <ReportDialog
            reportedUserId={other.id}
            reportedName={other.name}
            chatId={chat.id}
            label={uiText.reportPerson({ name: other.name })}
          />
          <BlockButton userId={other.id} name={other.name} leaveTo="/chat" />
        </div>
      )}
      <p className="hint chat-promise">{uiText.chatMayBeReviewed}</p>
      {/* A school programme's chat says so from before its first message, always in view. */}
      {chat.programme && <p className="hint chat-promise">{uiText.programmeChatNotice}</p>}
      {/* An ended chat says so, and nothing else: no pause matters once it has ended. */}
      {ending && (
        <EndedNotice ending={ending} userIsEnder={ending.reason !== null} otherName={other.name} />
      )}
      {!ending && chat.frozen && (
        <p role="status" className="frozen-notice">
          {chat.caregiverPaused ? uiText.chatPausedByCaregiver : uiText.chatFrozen}
        </p>
      )}
      {!ending && !chat.frozen && chat.waitsForCheck && (
        <p role="status" className="frozen-notice">
          {uiText.chatWaitsForCheck({ mentorName: chat.mentor.name })}
        </p>
      )}
      {chatMessages.isPending ? (
        <p role="status" className="chat-window-frame">
          {uiText.loadingMessages}
        </p>
      ) : chatMessages.isError ? (
        <p role="alert" className="chat-window-frame">
          {chatMessages.error.message}
        </p>
      ) : (
        <MessageList
          chat={chat}
          messages={chatMessages.data}
          held={heldMessages.data ?? []}
          userId={userId}
        />
      )}
      <TypingLine chatId={chat.id} />
      {chat.checkIn && !ending && (
        <CheckInForm
          chatId={chat.id}
          otherName={other.name}
          inProgramme={chat.programme !== null}
        />
      )}
      {ending ? (
        <ExitQuestions
          chatId={chat.id}
          answered={ending.exitAnswered}
          inProgramme={chat.programme !== null}
        />
      ) : (
        <Composer chatId={chat.id} disabled={paused} onSelfHarmWords={() => setShowSupport(true)} />
      )}
      {showSupport && <SupportPanel onClose={() => setShowSupport(false)} />}
    </div>
  );
}
