import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { markSeen } from './api/send-message.ts';

/** While the chat is on screen, tells the server the user has seen its newest message. */
export function useMarkSeen(chatId: string, messages: ChatMessage[] | undefined, userId: string) {
  const marked = useRef(0);
  const newestUnseen = (messages ?? [])
    .filter((message) => message.senderId !== userId && !message.seenBy.includes(userId))
    .at(-1)?.seq;

  useEffect(() => {
    marked.current = 0;
  }, [chatId]);

  useEffect(() => {
    const mark = () => {
      if (newestUnseen === undefined || newestUnseen <= marked.current) return;
      if (document.visibilityState !== 'visible') return;
      marked.current = newestUnseen;
      markSeen(chatId, newestUnseen).catch(() => {
        // Seen marks are best effort; the next view tries again.
        marked.current = 0;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [chatId, newestUnseen]);
}
