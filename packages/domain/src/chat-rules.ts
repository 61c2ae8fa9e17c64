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

/** Most characters of a message the chat list's preview carries. */
export const PREVIEW_LENGTH = 80;

/** A message's text cut for a preview: whole characters (an emoji is never split), "…" when cut. */
export function previewText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= PREVIEW_LENGTH) return flat;
  return `${characters.slice(0, PREVIEW_LENGTH - 1).join('')}…`;
}

/**
 * The chat list's line under a chat: who wrote last and what ("Maya: Yes please!", "You: …").
 * The sender is named by their first name; a picture alone reads "sent a picture".
 */
export function previewLine(
  preview: { text: string },
  sender: { name: string; isViewer: boolean },
): string {
  const who = sender.isViewer ? 'You' : (sender.name.trim().split(/\s+/)[0] ?? sender.name);
  // A message always has text or a picture (canSendMessage).
  return preview.text !== '' ? `${who}: ${preview.text}` : `${who} sent a picture`;
}
