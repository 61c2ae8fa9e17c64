import { useEffect } from 'react';
import { realtimeClient } from '../../lib/realtime-client.ts';

/**
 * Holds the chat's call on the server while `active`: the socket says "call.join" now and after
 * every reconnect, and "call.leave" when the view lets go. A closed tab or a lost connection
 * needs nothing from here: the server lets go when the socket does.
 */
export function useHeldCall(chatId: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const release = realtimeClient.hold({ type: 'call.join', chatId });
    return () => {
      release();
      realtimeClient.send({ type: 'call.leave', chatId });
    };
  }, [chatId, active]);
}
