import { useSyncExternalStore } from 'react';
import { type ConnectionStatus, realtimeClient } from './realtime-client.ts';

/** Unknown, Online or Offline, as this tab's socket sees the server. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(realtimeClient.subscribe, realtimeClient.getStatus);
}
