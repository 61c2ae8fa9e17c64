import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session } from '@mentorbridge/domain/api/auth';
import type { ServerEvent } from '@mentorbridge/domain/api/realtime';
import { dispatch, type EventHandlers } from '@mentorbridge/domain/event-dispatch';
import {
  addHeld,
  addMessage,
  applySeen,
  chatQueriesKey,
  heldQueryKey,
  outbox,
  previewsQueryKey,
  typingStore,
  unreadQueryKey,
} from '../features/chat/index.ts';
import { connectionsQueryKey } from '../features/connections/index.ts';
import { applyCallChange, callsQueryKey } from '../features/live-calls/index.ts';
import { getSession, replaceSession, sessionQueryKey } from '../features/session/index.ts';
import { readAgainIfInFlight } from '../lib/live-query.ts';
import { nextTask } from '../lib/next-task.ts';
import { realtimeClient } from '../lib/realtime-client.ts';

/** The reads the socket's events keep current (see lib/live-query.ts). */
const liveQueryKeys = [
  connectionsQueryKey,
  callsQueryKey,
  chatQueriesKey,
  unreadQueryKey,
  previewsQueryKey,
];

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
    const handlers = cacheUpdatesFor(queryClient);
    const stops = [
      realtimeClient.onSessionEnded(() => {
        void getSession().then((session) => {
          if (!session.user) replaceSession(queryClient, session);
        });
      }),
      realtimeClient.onConnected((again) => {
        if (!again) {
          void readLiveQueriesAgain(queryClient);
          return;
        }
        // Anything may have changed while the socket was away.
        void queryClient.invalidateQueries();
        outbox.retryNow();
      }),
      realtimeClient.onEvent((event) => dispatch(handlers, event)),
      outbox.onSent((message) => {
        addMessage(queryClient, message);
        void queryClient.invalidateQueries({ queryKey: previewsQueryKey });
      }),
      outbox.onHeld((held) => addHeld(queryClient, held)),
    ];
    realtimeClient.start();
    return () => {
      stops.forEach((stop) => stop());
      realtimeClient.stop();
    };
  }, [signedIn, queryClient]);
}

/**
 * The live reads may have been made before the first socket listened (preload-current-view.ts).
 * One still on its way may have been answered before, too: it is read again. A view not on screen
 * yet (no observer) reads it as it mounts. One read per task: started together, as the page
 * opens, they made a long task on a phone (decision 048).
 */
async function readLiveQueriesAgain(queryClient: QueryClient): Promise<void> {
  for (const queryKey of liveQueryKeys) {
    readAgainIfInFlight(queryClient, queryKey);
    void queryClient.invalidateQueries({ queryKey });
    await nextTask();
  }
}

/** What each event the server pushes changes in the query cache. */
function cacheUpdatesFor(queryClient: QueryClient): EventHandlers<ServerEvent> {
  const ignore = () => {};
  return {
    'request.changed': () => {
      // A chat that went away takes its call with it.
      void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: callsQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      void queryClient.invalidateQueries({ queryKey: previewsQueryKey });
    },
    'message.created': (event) => {
      addMessage(queryClient, event.message);
      void queryClient.invalidateQueries({ queryKey: previewsQueryKey });
      // One's own message is never unread: only the other member's changes the counts.
      const me = queryClient.getQueryData<Session>(sessionQueryKey)?.user?.id;
      if (event.message.senderId !== me) {
        void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
      }
    },
    'message.seen': (event) => {
      applySeen(queryClient, event);
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
    },
    typing: (event) => typingStore.apply(event.chatId, event.userId, event.typing),
    'held.changed': (event) =>
      void queryClient.invalidateQueries({ queryKey: heldQueryKey(event.chatId) }),
    'call.changed': (event) => applyCallChange(queryClient, event.call),
    'account.changed': () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    // The realtime client counts any answer as a sign of life (lib/realtime-client.ts).
    pong: ignore,
    // Answers to a send over the socket, awaited by the send (features/chat/api/send-message.ts),
    // which hands the outcome to the outbox; the outbox's listeners above update the cache.
    'message.sent': ignore,
    'message.held': ignore,
    'message.refused': ignore,
    // A call's signals belong to the call view that holds the call, not to the cache; the
    // in-app call view (decision 059) is still to come, and until then no tab sends any.
    'call.signal': ignore,
    'call.signal.refused': ignore,
  };
}
