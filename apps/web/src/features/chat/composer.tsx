import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { canSendMessage } from '@mentorbridge/domain/chat-rules';
import { MAX_MESSAGE_LENGTH } from '@mentorbridge/domain/chat-rules';
import { MAX_PICTURE_BYTES, TYPING_RESET_MS } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { findSignals } from '@mentorbridge/domain/safety/signals';
import { realtimeClient } from '../../lib/realtime-client.ts';
import { useNotify } from '../../ui/notices.tsx';
import { outbox } from './outbox.ts';
import { useMaskProfanity } from './use-mask-profanity.ts';

/**
 * Message box, image picker and Send; typing is on while the box has text, off 3 s after. The
 * words go out as typed (the server masks them, and its safeguarding checks read them whole);
 * words of self-harm open the help panel at once.
 */
export function Composer({
  chatId,
  disabled,
  onSelfHarmWords,
}: {
  chatId: string;
  /** The chat is paused for review: nothing can be written. */
  disabled: boolean;
  onSelfHarmWords: () => void;
}) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const maskedId = useId();
  const typing = useTyping(chatId);

  // Focusing the box starts loading the filter, so its preview is ready by the first word.
  const [filterWanted, setFilterWanted] = useState(false);
  const maskProfanity = useMaskProfanity(filterWanted || text !== '');
  const masked = maskProfanity ? maskProfanity(text) : text;
  const willBeMasked = masked !== text;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSendMessage(text, image !== null)) return;
    if (image && (!image.type.startsWith('image/') || image.size > MAX_PICTURE_BYTES)) {
      notify({ kind: 'error', text: uiText.imageUploadFailed });
      return;
    }
    outbox.enqueue(chatId, text.trim(), image);
    if (findSignals(text).includes('self-harm')) onSelfHarmWords();
    setText('');
    setImage(null);
    if (imageInput.current) imageInput.current.value = '';
    typing.stop();
  };

  return (
    <form className="composer" onSubmit={handleSubmit}>
      <fieldset className="composer-fields" disabled={disabled}>
        <div className="field composer-text">
          <label htmlFor={`${maskedId}-text`}>Message</label>
          <input
            id={`${maskedId}-text`}
            value={text}
            maxLength={MAX_MESSAGE_LENGTH}
            autoComplete="off"
            aria-describedby={willBeMasked ? maskedId : undefined}
            onFocus={() => setFilterWanted(true)}
            onChange={(event) => {
              setText(event.target.value);
              typing.changed(event.target.value);
            }}
          />
          {willBeMasked && (
            <span id={maskedId} className="hint">
              Will be sent as: {masked}
            </span>
          )}
        </div>
        <div className="field composer-image">
          <label htmlFor={`${maskedId}-image`}>Image</label>
          <input
            ref={imageInput}
            id={`${maskedId}-image`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </div>
        <button
          type="submit"
          className="button primary"
          disabled={!canSendMessage(text, image !== null)}
        >
          Send
        </button>
      </fieldset>
    </form>
  );
}

/** Tells the other member when this user types: on with text, off after 3 s without change. */
function useTyping(chatId: string) {
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isTyping = useRef(false);

  const set = (typing: boolean) => {
    if (isTyping.current === typing) return;
    isTyping.current = typing;
    realtimeClient.send({ type: 'typing', chatId, typing });
  };
  const stop = () => {
    clearTimeout(resetTimer.current);
    set(false);
  };

  // Leaving the chat (or the page) stops typing there.
  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
      if (isTyping.current) realtimeClient.send({ type: 'typing', chatId, typing: false });
      isTyping.current = false;
    },
    [chatId],
  );

  return {
    changed(value: string) {
      clearTimeout(resetTimer.current);
      if (value.trim() === '') {
        set(false);
        return;
      }
      set(true);
      resetTimer.current = setTimeout(() => set(false), TYPING_RESET_MS);
    },
    stop,
  };
}
