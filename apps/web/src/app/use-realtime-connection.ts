import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectionsQueryKey } from '../features/connections/api/connections-query.ts';
import { getSession, replaceSession } from '../features/session/api/get-session.ts';
import { realtimeClient } from '../lib/realtime-client.ts';

/**
 * Keeps this tab's socket open while someone is signed in and applies what it brings to the
 * query cache. When the server ends the session (log-out elsewhere, password changed, account
 * deleted), the tab learns who it is now.
 */
export function useRealtimeConnection(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    realtimeClient.onSessionEnded = () => {
      void getSession().then((session) => {
        if (!session.user) replaceSession(queryClient, session);
      });
    };
    realtimeClient.reconnected = () => void queryClient.invalidateQueries();
    const stopEvents = realtimeClient.onEvent((event) => {
      if (event.type === 'request.changed') {
        void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
      }
    });
    realtimeClient.start();
    return () => {
      stopEvents();
      realtimeClient.stop();
    };
  }, [signedIn, queryClient]);
}
