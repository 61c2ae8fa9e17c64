import { useId } from 'react';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { callPathFor } from './call-link.ts';

/** "Start or Join Video Call": the chat's call view, in a new tab so the chat stays open. */
export function StartCallLink({
  chat,
  role,
  label = uiText.startOrJoinCall,
}: {
  chat: ConnectionRequest;
  role: Role;
  label?: string;
}) {
  const hintId = useId();
  return (
    <>
      <a
        className="button primary"
        href={callPathFor(chat, role)}
        target="_blank"
        rel="noopener"
        aria-describedby={hintId}
      >
        {label}
      </a>
      <span id={hintId} className="visually-hidden">
        (opens in a new tab)
      </span>
    </>
  );
}
