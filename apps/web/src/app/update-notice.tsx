import { useSyncExternalStore } from 'react';
import { outbox } from '../features/chat/index.ts';
import { newVersion, reloadToNewVersion } from '../lib/service-worker-registration.ts';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * "A new version is ready" with "Reload": the new version waits for the user's word, and not
 * while this tab still has messages on their way (a reload would lose them).
 */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(newVersion.subscribe, newVersion.isWaiting);
  const sending = useSyncExternalStore(outbox.subscribe, outbox.getItems).length > 0;
  if (!waiting) return null;
  return (
    <div className="app-status" role="status">
      <span>{uiText.newVersionReady}</span>
      <button
        type="button"
        className="button primary"
        onClick={reloadToNewVersion}
        disabled={sending}
        aria-describedby={sending ? 'update-waits-for-messages' : undefined}
      >
        {uiText.reload}
      </button>
      {sending && (
        <span id="update-waits-for-messages" className="hint">
          {uiText.reloadWaitsForMessages}
        </span>
      )}
    </div>
  );
}
