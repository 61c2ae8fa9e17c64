import { useSyncExternalStore } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { typingStore } from './typing-store.ts';

/** "User is typing..." / "Several users are typing..." for the others in this chat; nothing while none is. */
export function TypingLine({ chatId }: { chatId: string }) {
  const count = useSyncExternalStore(typingStore.subscribe, () => typingStore.countIn(chatId));
  return (
    <p className="typing-line" aria-live="polite">
      {count > 0 ? uiText.othersTyping({ count }) : ''}
    </p>
  );
}
