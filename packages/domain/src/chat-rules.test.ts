import { describe, expect, it } from 'vitest';
import { canSendMessage, seenMark, typingLine } from './chat-rules.ts';

describe('chat rules', () => {
  it('marks a message "✓ Sent" with one or no viewers and "✓✓ Seen" with two or more', () => {
    expect(seenMark([])).toBe('✓ Sent');
    expect(seenMark(['sender'])).toBe('✓ Sent');
    expect(seenMark(['sender', 'reader'])).toBe('✓✓ Seen');
  });

  it('says who is typing', () => {
    expect(typingLine(0)).toBeNull();
    expect(typingLine(1)).toBe('User is typing...');
    expect(typingLine(2)).toBe('Several users are typing...');
  });

  it('needs non-blank text or an image', () => {
    expect(canSendMessage('  ', false)).toBe(false);
    expect(canSendMessage('  ', true)).toBe(true);
    expect(canSendMessage('hi', false)).toBe(true);
  });
});
