import { useSyncExternalStore } from 'react';
import { typingLine } from '@mentorbridge/domain/chat-rules';
import { typingStore } from './typing-store.ts';

/** "User is typing..." / "Several users are typing..." for the others in this chat. */
export function TypingLine({ chatId }: { chatId: string }) {
  const count = useSyncExternalStore(typingStore.subscribe, () => typingStore.countIn(chatId));
  return (
    <p className="typing-line" aria-live="polite">
      {typingLine(count) ?? ''}
    </p>
  );
}
