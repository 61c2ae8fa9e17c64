import { uiText } from '@mentorbridge/domain/ui-text';
import { LocalImage } from '../../ui/local-image.tsx';
import type { OutgoingMessage } from './outbox.ts';
import { useMaskProfanity } from './use-mask-profanity.ts';

/** A message still on its way, as the user's own bubble with its state and the picture's upload. */
export function PendingItem({ item }: { item: OutgoingMessage }) {
  const maskProfanity = useMaskProfanity(item.text !== '');
  const uploading = item.image !== null && item.imageId === null && item.state === 'sending';
  return (
    <li className="message mine pending">
      <div className="message-body">
        <div className="bubble">
          {item.text && (
            <p className="message-text" dir="auto">
              {maskProfanity ? maskProfanity(item.text) : item.text}
            </p>
          )}
          {item.image && (
            <LocalImage
              file={item.image}
              alt={uiText.yourPicture}
              className="message-image-preview"
            />
          )}
          {uploading && (
            <progress
              max={100}
              value={Math.round(item.progress * 100)}
              aria-label={uiText.pictureUpload}
            />
          )}
        </div>
        <p className="message-meta">
          <span className="message-mark">
            {item.state === 'sending'
              ? uiText.messageSending
              : item.state === 'slowed'
                ? uiText.sendingTooFast
                : uiText.waitingForConnection}
          </span>
        </p>
      </div>
    </li>
  );
}
