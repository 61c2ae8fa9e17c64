import { useSyncExternalStore } from 'react';

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
      You&apos;re offline. Messages you send will go when you&apos;re back.
    </p>
  );
}
