import { useSyncExternalStore } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';

const followOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says so while the device has no network: the app still opens (its shell is installed) and the
 * chat's outbox keeps what is written until the network is back.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(followOnline, () => navigator.onLine);
  if (online) return null;
  return (
    <p className="app-status" role="status">
      {uiText.offlineNotice}
    </p>
  );
}
