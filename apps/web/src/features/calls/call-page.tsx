import './calls.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { chatIdOfRoom } from '@mentorbridge/domain/call-rules';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { useConnections } from '../connections/index.ts';
import { useSessionUser } from '../session/index.ts';
import { callRoomQuery, callRoomQueryKey } from './api/call-room-query.ts';
import { useVideoService } from './api/video-service-query.ts';
import { otherPartyOf, ownPartyOf } from './call-link.ts';
import { MeetingFrame } from './meeting-frame.tsx';

/**
 * call: the video call of one accepted chat, opened in its own tab by "Start or Join Video
 * Call". Its parameters are the room name and the mentor id (the name shown is the session's);
 * the room must be the rule's name for one of the user's accepted chats, with that mentor. The meeting itself,
 * whose name holds the call's secret, is asked of the server (decision 049).
 */
export default function CallPage() {
  usePageTitle('Video call');
  const user = useSessionUser();
  const [params] = useSearchParams();
  const connections = useConnections();
  const service = useVideoService();
  if (!user) return null;

  const roomName = params.get('room') ?? '';
  const chatId = chatIdOfRoom(roomName);
  const chat = connections.data?.requests.find(
    (request) => request.id === chatId && request.mentor.id === params.get('mentor'),
  );
  let body;
  if (connections.isPending || service.isPending) {
    body = <p role="status">Loading the call...</p>;
  } else if (connections.isError || service.isError) {
    body = <p role="alert">{(connections.error ?? service.error)?.message}</p>;
  } else if (!chat) {
    body = <p role="alert">{uiText.callLinkInvalid}</p>;
  } else if (chat.status !== 'accepted') {
    body = <p role="alert">{uiText.chatNotAccepted}</p>;
  } else if (chat.frozen) {
    // A report or a suspension ends the call at once: the meeting frame goes with this.
    body = <p role="alert">{uiText.chatFrozen}</p>;
  } else if (chat.waitsForCheck) {
    body = <p role="alert">{uiText.chatWaitsForCheck(chat.mentor.name)}</p>;
  } else {
    const displayName = ownPartyOf(chat, user.role).name;
    body = (
      <CallRoom
        chat={chat}
        userId={user.id}
        otherName={otherPartyOf(chat, user.role).name}
        displayName={displayName}
        serviceOrigin={service.data.origin}
      />
    );
  }

  return (
    <section className="page call-page">
      <h1>Video call</h1>
      {body}
      <p>
        <Link to={chat ? `/chat/${encodeURIComponent(chat.id)}` : '/chat'}>Back to chat</Link>
      </p>
    </section>
  );
}

function CallRoom({
  chat,
  userId,
  otherName,
  displayName,
  serviceOrigin,
}: {
  chat: ConnectionRequest;
  userId: string;
  otherName: string;
  displayName: string;
  serviceOrigin: string;
}) {
  const [inCall, setInCall] = useState(true);
  return (
    <>
      <p className="lead">
        With {otherName}. You appear as <strong>{displayName}</strong>.
      </p>
      {inCall ? (
        <HeldMeeting
          chatId={chat.id}
          userId={userId}
          otherName={otherName}
          displayName={displayName}
          serviceOrigin={serviceOrigin}
          onLeft={() => setInCall(false)}
        />
      ) : (
        <div className="call-left">
          <p role="status">{uiText.callLeft}</p>
          <button type="button" className="button primary" onClick={() => setInCall(true)}>
            {uiText.rejoinCall}
          </button>
        </div>
      )}
    </>
  );
}

/** The meeting of the call, once the server has given it; its refusal, with the reason. */
function HeldMeeting({
  chatId,
  userId,
  otherName,
  displayName,
  serviceOrigin,
  onLeft,
}: {
  chatId: string;
  userId: string;
  otherName: string;
  displayName: string;
  serviceOrigin: string;
  onLeft: () => void;
}) {
  const queryClient = useQueryClient();
  const room = useQuery(callRoomQuery(chatId));
  // A refusal wins over a meeting given before: the call was ended, and the page says why. A
  // server out of reach for a moment does not end a meeting already on.
  if (room.isError && (!room.data || isRefusal(room.error))) {
    return <p role="alert">{room.error.message}</p>;
  }
  if (!room.data) return <p role="status">Loading the call...</p>;
  return (
    <MeetingFrame
      serviceOrigin={serviceOrigin}
      roomName={room.data.roomName}
      jwt={room.data.jwt}
      displayName={displayName}
      chatId={chatId}
      userId={userId}
      otherName={otherName}
      onLeft={onLeft}
      onRetry={() => queryClient.refetchQueries({ queryKey: callRoomQueryKey(chatId) })}
    />
  );
}

/** The server said no (not the chat's member, or the chat is paused): not a failure to retry. */
const isRefusal = (error: Error) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 409);
