import { useSyncExternalStore } from 'react';
import { outbox } from '../features/chat/outbox.ts';
import { newVersion, reloadToNewVersion } from './service-worker.ts';

/**
 * "A new version is ready" with "Reload": the new version waits for the user's word, and not
 * while this tab still has messages on their way (a reload would lose them). The live region is
 * always there, so the words are read out when they come.
 */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(newVersion.subscribe, newVersion.isWaiting);
  const sending = useSyncExternalStore(outbox.subscribe, outbox.getItems).length > 0;
  return (
    <div className={waiting ? 'app-status' : undefined} role="status">
      {waiting && (
        <>
          <span>A new version is ready</span>
          <button
            type="button"
            className="button primary"
            onClick={reloadToNewVersion}
            disabled={sending}
            aria-describedby={sending ? 'update-waits-for-messages' : undefined}
          >
            Reload
          </button>
          {sending && (
            <span id="update-waits-for-messages" className="hint">
              Once your messages have gone.
            </span>
          )}
        </>
      )}
    </div>
  );
}
