import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeldForReview } from '@mentorbridge/domain/api/safeguarding';
import { activateEnglish } from '@mentorbridge/domain/i18n/activate-english';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import { renderView } from '../../test-support/rendered-view.tsx';
import { HeldReviewCard } from './held-review-card.tsx';

const held: HeldForReview = {
  id: 'held-1',
  chatId: 'chat-1',
  text: 'My number is 07700 900123',
  hasImage: false,
  reasons: ['phone'],
  createdAt: 1,
  sender: { id: 'pupil-1', name: 'Kit Young', role: 'mentee', ageBand: '13–15' },
  recipient: { id: 'mentor-1', name: 'Cara Gate', role: 'mentor', ageBand: '26+' },
  chatPaused: { id: 'pausedForCheck', values: { mentorName: 'Cara Gate' } },
};

describe('a held message, as a lead reviews it', () => {
  afterEach(() => activateEnglish());

  it('says why its chat cannot take it now, in the lead’s language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: compileCatalogue(catalogues.es) });
    const reason = i18n._('pausedForCheck', { mentorName: 'Cara Gate' });
    const card = renderView(
      <ul>
        <HeldReviewCard held={held} />
      </ul>,
    );
    expect(card.text).toContain(i18n._('heldChatPaused', { reason }));
    expect(card.text).not.toContain('pausedForCheck');
  });
});
