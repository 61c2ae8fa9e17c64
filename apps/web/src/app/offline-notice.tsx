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
 * chat's outbox keeps what is written until the network is back. The live region is always
 * there, so the words are read out when the network goes.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(followOnline, () => navigator.onLine);
  return (
    <p className={online ? 'visually-hidden' : 'app-status'} role="status">
      {online ? '' : "You're offline. Messages you send will go when you're back."}
    </p>
  );
}
