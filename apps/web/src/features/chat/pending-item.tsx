import type { OutgoingMessage } from './outbox.ts';
import { useMaskProfanity } from './use-mask-profanity.ts';

/** A message still on its way, with its state (and the image's upload progress). */
export function PendingItem({ item }: { item: OutgoingMessage }) {
  const maskProfanity = useMaskProfanity(item.text !== '');
  const uploading = item.image !== null && item.imageId === null && item.state === 'sending';
  return (
    <li className="message mine pending">
      <div className="message-body">
        {item.text && (
          <p className="message-text">{maskProfanity ? maskProfanity(item.text) : item.text}</p>
        )}
        {item.image && <p className="hint">Image: {item.image.name}</p>}
        {uploading && (
          <progress max={100} value={Math.round(item.progress * 100)} aria-label="Image upload" />
        )}
        <p className="message-mark">
          {item.state === 'sending' ? 'Sending…' : 'Waiting for the connection…'}
        </p>
      </div>
    </li>
  );
}
