import { useState } from 'react';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { previewLineText } from './preview-line.ts';

/**
 * Reads a message from the other person out as it arrives ("Daniel: See you Friday"), for
 * someone on a screen reader. The list itself is not a live region (each change would reread
 * it), and a reader scrolled up would otherwise learn of it only from a new button. What was
 * there when the chat opened is not read out.
 */
export function ArrivalAnnouncer({
  newest,
  senderName,
  userId,
}: {
  newest: ChatMessage | undefined;
  senderName: string;
  userId: string;
}) {
  // The newest message when the chat opened, kept as it was.
  const [openedWith] = useState(newest?.id);
  const arrived = newest !== undefined && newest.id !== openedWith && newest.senderId !== userId;
  return (
    <p className="visually-hidden chat-arrivals" aria-live="polite">
      {arrived ? previewLineText(newest, { name: senderName, isViewer: false }) : ''}
    </p>
  );
}
