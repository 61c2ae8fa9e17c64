import type { HeldMessage } from '@mentorbridge/domain/api/chat';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * One of the user's messages kept out of the chat: "Held for review" while a safeguarding lead
 * looks at it, or the word that it was removed. The recipient sees nothing of it.
 */
export function HeldItem({ held }: { held: HeldMessage }) {
  return (
    <li className={`message mine held ${held.status}`}>
      <div className="message-body">
        <div className="bubble">
          {held.text && <p className="message-text">{held.text}</p>}
          {held.imageUrl && <p className="hint">With an image</p>}
        </div>
        <p className="message-meta">
          <span className="message-mark">
            {held.status === 'held' ? uiText.heldForReview : uiText.removedByReview}
          </span>
        </p>
        {held.status === 'held' && <p className="hint held-explained">{uiText.heldExplained}</p>}
      </div>
    </li>
  );
}
