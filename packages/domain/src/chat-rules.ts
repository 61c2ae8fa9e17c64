/** The sent/seen mark of docs/product.md, Chat: "✓✓ Seen" once two or more have seen it. */
export function seenMark(seenBy: readonly string[]): '✓ Sent' | '✓✓ Seen' {
  return seenBy.length >= 2 ? '✓✓ Seen' : '✓ Sent';
}

/** What the typing line says about the others typing in a chat; null when nobody is. */
export function typingLine(othersTyping: number): string | null {
  if (othersTyping <= 0) return null;
  return othersTyping === 1 ? 'User is typing...' : 'Several users are typing...';
}

/** A message needs an active chat and non-blank text or an image (docs/product.md, Sending). */
export function canSendMessage(text: string, hasImage: boolean): boolean {
  return text.trim() !== '' || hasImage;
}

/** Most messages one answer carries; a client catching up asks again from the last one. */
export const MESSAGE_PAGE_SIZE = 200;
/** Longest message text. */
export const MAX_MESSAGE_LENGTH = 2_000;

/** Longest id a browser may give a message it sends. */
export const MAX_CLIENT_ID_LENGTH = 64;
