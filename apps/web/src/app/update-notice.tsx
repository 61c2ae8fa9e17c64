import { useSyncExternalStore } from 'react';
import { newVersion, reloadToNewVersion } from './service-worker.ts';

/** "A new version is ready" with "Reload": the new version waits for the user's word. */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(newVersion.subscribe, newVersion.isWaiting);
  if (!waiting) return null;
  return (
    <div className="app-status" role="status">
      <span>A new version is ready</span>
      <button type="button" className="button primary" onClick={reloadToNewVersion}>
        Reload
      </button>
    </div>
  );
}
