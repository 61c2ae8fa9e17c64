import './calls.css';
import { Link, useSearchParams } from 'react-router';
import { chatIdOfRoom } from '@mentorbridge/domain/call-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { useConnections } from '../connections/index.ts';
import { useSessionUser } from '../session/index.ts';
import { useVideoService } from './api/video-service-query.ts';
import { otherPartyOf, ownPartyOf } from './call-link.ts';
import { CallLead } from './call-lead.tsx';
import { InAppCall } from './in-app/in-app-call.tsx';
import { JitsiCall } from './jitsi-call.tsx';

/**
 * call: the video call of one accepted chat, opened in its own tab by "Start or Join Video
 * Call". Its parameters are the room name and the mentor id (the name shown is the session's);
 * the room must be the rule's name for one of the user's accepted chats, with that mentor. The
 * call is in the app (decision 059), or on a school's own Jitsi where the operator chose one.
 */
export default function CallPage() {
  usePageTitle(uiText.videoCallTitle);
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
    body = <p role="status">{uiText.loadingCall}</p>;
  } else if (connections.isError || service.isError) {
    body = <p role="alert">{(connections.error ?? service.error)?.message}</p>;
  } else if (!chat) {
    body = <p role="alert">{uiText.callLinkInvalid}</p>;
  } else if (chat.status !== 'accepted') {
    body = <p role="alert">{uiText.chatNotAccepted}</p>;
  } else if (chat.frozen) {
    // A report or a suspension ends the call at once: the call goes with this.
    body = <p role="alert">{uiText.chatFrozen}</p>;
  } else if (chat.waitsForCheck) {
    body = <p role="alert">{uiText.chatWaitsForCheck({ mentorName: chat.mentor.name })}</p>;
  } else {
    const other = otherPartyOf(chat, user.role);
    const ownName = ownPartyOf(chat, user.role).name;
    body = (
      <>
        <CallLead withName={other.name} ownName={ownName} />
        {service.data.kind === 'jitsi' ? (
          <JitsiCall
            chatId={chat.id}
            userId={user.id}
            otherName={other.name}
            serviceOrigin={service.data.origin}
            displayName={ownName}
          />
        ) : (
          <InAppCall
            chatId={chat.id}
            userId={user.id}
            side={{
              as: 'member',
              otherId: other.id,
              otherName: other.name,
              polite: user.role === 'mentee',
            }}
            callName={other.name}
          />
        )}
      </>
    );
  }

  return (
    <section className="page call-page">
      <h1>{uiText.videoCallTitle}</h1>
      {body}
      <p>
        <Link to={chat ? `/chat/${encodeURIComponent(chat.id)}` : '/chat'}>
          {uiText.backToChat}
        </Link>
      </p>
    </section>
  );
}
