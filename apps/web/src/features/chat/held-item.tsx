import type { HeldMessage } from '@mentorbridge/domain/api/chat';
import { uiText } from '@mentorbridge/domain/ui-text';
import { timeText } from '../../lib/clock-text.ts';

/** What the sender reads under a message kept out of the chat. */
function markOf(held: HeldMessage, programmeName: string): string {
  if (held.status === 'removed') return uiText.removedByReview;
  if (held.status === 'undelivered') return uiText.notDeliveredPaused;
  if (held.deliverAt !== null)
    return uiText.keptForContactHours({ time: timeText(held.deliverAt), programme: programmeName });
  return uiText.heldForReview;
}

/**
 * One of the user's messages kept out of the chat: "Held for review" while a safeguarding lead
 * looks at it, or the word that it was removed; or, outside a programme's contact hours
 * (decision 060), when it goes. The recipient sees nothing of it.
 */
export function HeldItem({ held, programmeName }: { held: HeldMessage; programmeName: string }) {
  const forReview = held.status === 'held' && held.deliverAt === null;
  return (
    <li className={`message mine held ${held.status}`}>
      <div className="message-body">
        <div className="bubble">
          {held.text && (
            <p className="message-text" dir="auto">
              {held.text}
            </p>
          )}
          {held.imageUrl && <p className="hint">{uiText.heldWithImage}</p>}
        </div>
        <p className="message-meta">
          <span className="message-mark">{markOf(held, programmeName)}</span>
        </p>
        {forReview && <p className="hint held-explained">{uiText.heldExplained}</p>}
      </div>
    </li>
  );
}
