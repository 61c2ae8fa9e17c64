import { describe, expect, it } from 'vitest';
import {
  canSendMessage,
  PREVIEW_LENGTH,
  previewLine,
  previewText,
  seenMark,
  typingLine,
} from './chat-rules.ts';

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

  it('cuts a preview to whole characters on one line', () => {
    expect(previewText('  Yes\nplease!  ')).toBe('Yes please!');
    const long = '🙂'.repeat(PREVIEW_LENGTH + 5);
    const cut = previewText(long);
    expect(Array.from(cut)).toHaveLength(PREVIEW_LENGTH);
    expect(cut.endsWith('🙂…')).toBe(true);
    expect(previewText('a'.repeat(PREVIEW_LENGTH))).toBe('a'.repeat(PREVIEW_LENGTH));
  });

  it('names who wrote last by first name, the viewer as You, and a picture alone in words', () => {
    expect(previewLine({ text: 'Yes please!' }, { name: 'Maya Lopez', isViewer: false })).toBe(
      'Maya: Yes please!',
    );
    expect(previewLine({ text: 'See you' }, { name: 'Daniel Reed', isViewer: true })).toBe(
      'You: See you',
    );
    expect(previewLine({ text: '' }, { name: 'Maya Lopez', isViewer: false })).toBe(
      'Maya sent a picture',
    );
  });
});
