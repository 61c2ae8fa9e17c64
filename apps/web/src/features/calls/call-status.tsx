import './calls.css';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useCallParticipants } from '../live-calls/index.ts';
import { otherPartyOf } from './call-link.ts';
import { StartCallLink } from './start-call-link.tsx';

/**
 * Whether the chat's call is on, live: "{name} is in a call." when the other person has it open
 * (with a button to join, where asked), "You are in this call." when only the viewer has.
 * The live region is always there, so a change is announced.
 */
export function CallStatus({
  chat,
  role,
  withJoinLink = false,
}: {
  chat: ConnectionRequest;
  role: Role;
  withJoinLink?: boolean;
}) {
  const participants = useCallParticipants(chat.id);
  const other = otherPartyOf(chat, role);
  const otherIsIn = participants.includes(other.id);
  return (
    <div className="call-status" role="status">
      {otherIsIn ? (
        <>
          <p className="call-status-text">{uiText.inCall({ name: other.name })}</p>
          {withJoinLink && <StartCallLink chat={chat} label={uiText.joinCall} />}
        </>
      ) : (
        participants.length > 0 && <p className="call-status-text">{uiText.youAreInCall}</p>
      )}
    </div>
  );
}
