import { useState } from 'react';
import type { HeldForReview } from '@mentorbridge/domain/api/safeguarding';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import type { ContactDetailKind } from '@mentorbridge/domain/safety/contact-details';
import { uiText } from '@mentorbridge/domain/ui-text';
import { writeSent } from '../../lib/api-client.ts';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDecideHeld } from './api/console-queries.ts';
import { listText } from './list-text.ts';
import { PartyLine } from './party-line.tsx';

/** The kinds of contact details a held message has, by the code the server sends. */
const contactDetailNames: Record<ContactDetailKind, PlainMessageId> = {
  phone: 'heldReasonPhone',
  email: 'heldReasonEmail',
  link: 'heldReasonLink',
  handle: 'heldReasonHandle',
  address: 'heldReasonAddress',
};

/** One held message: who to whom, what, why it was held; release or remove, with a reason. */
export function HeldReviewCard({ held }: { held: HeldForReview }) {
  const notify = useNotify();
  const decide = useDecideHeld();
  const [reason, setReason] = useState('');
  const act = (decision: 'release' | 'remove') => {
    if (!reason.trim()) {
      notify({ kind: 'error', text: uiText.reasonRequired });
      return;
    }
    decide.mutate(
      { heldId: held.id, decision, reason: reason.trim() },
      {
        onSuccess: () =>
          notify({
            kind: 'success',
            text: decision === 'release' ? uiText.messageReleased : uiText.messageRemoved,
          }),
        onError: (error) => notify({ kind: 'error', text: error.message }),
      },
    );
  };
  return (
    <li className="review-card">
      <PartyLine sender={held.sender} recipient={held.recipient} at={held.createdAt} />
      <blockquote className="review-text" dir="auto">
        {held.text || uiText.heldNoText}
      </blockquote>
      {held.hasImage && <HeldPicture heldId={held.id} />}
      <p className="hint">
        {uiText.heldFor({ reasons: listText(held.reasons, contactDetailNames) })}
      </p>
      {held.chatPaused !== null && (
        <p className="console-notice">
          {uiText.heldChatPaused({
            reason: writeSent(held.chatPaused, uiText.pausedForUnknownReason),
          })}
        </p>
      )}
      <TextField
        label={uiText.auditReasonLabel}
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
      <div className="review-actions">
        <button
          type="button"
          className="button primary"
          disabled={decide.isPending}
          onClick={() => act('release')}
        >
          {uiText.releaseHeld}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={decide.isPending}
          onClick={() => act('remove')}
        >
          {uiText.removeHeld}
        </button>
      </div>
    </li>
  );
}

/**
 * The held message's picture, fetched only when the lead asks for it: each look is a line in the
 * audit log, so a list of held messages does not open every picture.
 */
function HeldPicture({ heldId }: { heldId: string }) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <p>
        <button type="button" className="button" onClick={() => setShown(true)}>
          {uiText.showHeldPicture}
        </button>{' '}
        <span className="hint">{uiText.showHeldPictureAudited}</span>
      </p>
    );
  }
  return (
    <img
      className="review-picture"
      src={`/api/safeguarding/held/${encodeURIComponent(heldId)}/image`}
      alt={uiText.heldPictureAlt}
    />
  );
}
