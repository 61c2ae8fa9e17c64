import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { realtimeClient } from '../../lib/realtime-client.ts';
import { connectionsQueryKey } from '../connections/index.ts';
import { useCallParticipants } from '../live-calls/index.ts';
import { callRoomQueryKey } from './api/call-room-query.ts';

/**
 * While the page holds the chat's call: whenever the user drops out of it or comes into it, the
 * meeting is asked for again (decision 049). Dropped out because the server ended the call (the
 * mentor's check stopped counting, a report paused the chat), the answer is a refusal, and the
 * meeting gives way to its reason; the chat's card is read again to show it too. Dropped out for
 * any other reason, the room may be new, and the call is held again. Coming in, the tab may have
 * been given the room of a call that ended just before it joined: the new one replaces it.
 */
export function useCallWatch(chatId: string, userId: string, holding: boolean): void {
  const queryClient = useQueryClient();
  const isIn = useCallParticipants(chatId).includes(userId);
  const wasIn = useRef(isIn);
  useEffect(() => {
    const changed = wasIn.current !== isIn;
    const droppedOut = wasIn.current;
    wasIn.current = isIn;
    // The page let go itself (the service could not be reached): nothing to ask.
    if (!changed || !holding) return;
    void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
    const queryKey = callRoomQueryKey(chatId);
    void queryClient.refetchQueries({ queryKey }).then(() => {
      if (droppedOut && queryClient.getQueryState(queryKey)?.status === 'success') {
        realtimeClient.send({ type: 'call.join', chatId });
      }
    });
  }, [isIn, holding, chatId, queryClient]);
}
