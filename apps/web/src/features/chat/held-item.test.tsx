import { describe, expect, it } from 'vitest';
import type { HeldMessage } from '@mentorbridge/domain/api/chat';
import { uiText } from '@mentorbridge/domain/ui-text';
import { timeText } from '../../lib/clock-text.ts';
import { renderView } from '../../test-support/rendered-view.tsx';
import { HeldItem } from './held-item.tsx';

const held = (change: Partial<HeldMessage>): HeldMessage => ({
  id: 'held-1',
  chatId: 'chat-1',
  clientId: 'client-1',
  text: 'See you tomorrow',
  imageUrl: null,
  createdAt: 1,
  status: 'held',
  deliverAt: null,
  ...change,
});

describe("a sender's message kept out of the chat", () => {
  it('says when it goes, outside the programme’s contact hours', () => {
    const deliverAt = Date.UTC(2027, 0, 13, 7);
    const item = renderView(
      <ul>
        <HeldItem held={held({ deliverAt })} programmeName="Year 10 mentoring" />
      </ul>,
    );
    expect(item.text).toContain(
      uiText.keptForContactHours({ time: timeText(deliverAt), programme: 'Year 10 mentoring' }),
    );
    expect(item.text).not.toContain(uiText.heldForReview);
  });

  it('says it was not delivered when the chat could not take it', () => {
    const item = renderView(
      <ul>
        <HeldItem
          held={held({ deliverAt: 1, status: 'undelivered' })}
          programmeName="Year 10 mentoring"
        />
      </ul>,
    );
    expect(item.text).toContain(uiText.notDeliveredPaused);
  });

  it('stays "Held for review" while a lead looks at it', () => {
    const item = renderView(
      <ul>
        <HeldItem held={held({})} programmeName="" />
      </ul>,
    );
    expect(item.text).toContain(uiText.heldForReview);
  });
});
