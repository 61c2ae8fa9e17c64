import { useId } from 'react';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { callPathFor } from './call-link.ts';

/** "Start or Join Video Call": the chat's call view, in a new tab so the chat stays open. */
export function StartCallLink({
  chat,
  label = uiText.startOrJoinCall,
}: {
  chat: ConnectionRequest;
  label?: string;
}) {
  const hintId = useId();
  return (
    <>
      <a
        className="button primary"
        href={callPathFor(chat)}
        target="_blank"
        rel="noopener"
        aria-describedby={hintId}
      >
        {label}
      </a>
      <span id={hintId} className="visually-hidden">
        {uiText.opensInNewTab}
      </span>
    </>
  );
}
