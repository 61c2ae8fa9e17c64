import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session } from '@mentorbridge/domain/api/auth';
import { applyCallChange, callsQueryKey } from '../features/calls/api/calls-query.ts';
import { addHeld, heldQueryKey } from '../features/chat/api/held-query.ts';
import { addMessage, applySeen, chatQueriesKey } from '../features/chat/api/messages-query.ts';
import { unreadQueryKey } from '../features/chat/api/unread-query.ts';
import { outbox } from '../features/chat/outbox.ts';
import { typingStore } from '../features/chat/typing-store.ts';
import { connectionsQueryKey } from '../features/connections/api/connections-query.ts';
import {
  getSession,
  replaceSession,
  sessionQueryKey,
} from '../features/session/api/get-session.ts';
import { realtimeClient } from '../lib/realtime-client.ts';

/** The reads the socket's events keep current (see lib/live-query.ts). */
const liveQueryKeys = [connectionsQueryKey, callsQueryKey, chatQueriesKey, unreadQueryKey];

/**
 * Keeps this tab's socket open while someone is signed in and applies what it brings to the
 * query cache. The first socket reads the live views again; a reconnect refetches everything the
 * views show and sends what waited in the outbox.
 * When the server ends the session (log-out elsewhere, password changed, account deleted), the
 * tab learns who it is now.
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
    realtimeClient.connected = (again) => {
      if (!again) {
        // The live reads may have been made before this socket listened (preload-current-view.ts).
        for (const queryKey of liveQueryKeys) void queryClient.invalidateQueries({ queryKey });
        return;
      }
      // Anything may have changed while the socket was away.
      void queryClient.invalidateQueries();
      outbox.retryNow();
    };
    const stopEvents = realtimeClient.onEvent((event) => {
      if (event.type === 'request.changed') {
        // A chat that went away takes its call with it.
        void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
        void queryClient.invalidateQueries({ queryKey: callsQueryKey });
        void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      } else if (event.type === 'message.created') {
        addMessage(queryClient, event.message);
        // One's own message is never unread: only the other member's changes the counts.
        const me = queryClient.getQueryData<Session>(sessionQueryKey)?.user?.id;
        if (event.message.senderId !== me) {
          void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
        }
      } else if (event.type === 'message.seen') {
        applySeen(queryClient, event);
        void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      } else if (event.type === 'typing') {
        typingStore.apply(event.chatId, event.userId, event.typing);
      } else if (event.type === 'held.changed') {
        void queryClient.invalidateQueries({ queryKey: heldQueryKey(event.chatId) });
      } else if (event.type === 'call.changed') {
        applyCallChange(queryClient, event.call);
      } else if (event.type === 'account.changed') {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    });
    outbox.onSent = (message) => addMessage(queryClient, message);
    outbox.onHeld = (held) => addHeld(queryClient, held);
    realtimeClient.start();
    return () => {
      stopEvents();
      realtimeClient.stop();
    };
  }, [signedIn, queryClient]);
}
