import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { realtimeClient } from '../../../lib/realtime-client.ts';
import { connectionsQueryKey } from '../../connections/index.ts';
import { useCallParticipants } from '../../live-calls/index.ts';
import { isCallRefusal } from '../api/call-refusal.ts';

/**
 * While the page holds the chat's call: when the server says the user is no longer in it, asks
 * whether they may still call (the ICE servers' check, decision 059). A refusal (the mentor's
 * check stopped counting, a report paused the chat) ends the call with its reason, and the
 * chat's card is read again to show it too; anything else (a restart, a lost socket) holds the
 * call again.
 */
export function useDroppedOutCheck(
  chatId: string,
  userId: string,
  holding: boolean,
  onRefused: (message: string) => void,
): void {
  const queryClient = useQueryClient();
  const isIn = useCallParticipants(chatId).includes(userId);
  const wasIn = useRef(isIn);
  const refused = useEffectEvent(onRefused);
  useEffect(() => {
    const droppedOut = wasIn.current && !isIn;
    wasIn.current = isIn;
    if (!droppedOut || !holding) return;
    void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
    apiRequest(`/chats/${encodeURIComponent(chatId)}/ice-servers`).then(
      () => realtimeClient.send({ type: 'call.join', chatId }),
      (error: unknown) => {
        if (isCallRefusal(error)) refused(error.message);
      },
    );
  }, [isIn, holding, chatId, queryClient]);
}
