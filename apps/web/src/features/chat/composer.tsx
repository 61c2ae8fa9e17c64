import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { canSendMessage } from '@mentorbridge/domain/chat-rules';
import { MAX_MESSAGE_LENGTH } from '@mentorbridge/domain/chat-rules';
import { MAX_PICTURE_BYTES, TYPING_RESET_MS } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { findSignals } from '@mentorbridge/domain/safety/signals';
import { realtimeClient } from '../../lib/realtime-client.ts';
import { PictureIcon } from '../../ui/icons.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { LocalImage } from '../../ui/local-image.tsx';
import { outbox } from './outbox.ts';
import { useGrowingTextArea } from './use-growing-text-area.ts';
import { useMaskProfanity } from './use-mask-profanity.ts';

/** Where there is no hardware keyboard, Enter adds a line and only the Send button sends. */
const touchOnly = () => window.matchMedia('(pointer: coarse) and (hover: none)').matches;

/**
 * The composer at the foot of a chat: a message box that grows to five lines (Enter sends,
 * Shift+Enter adds a line), "Add a picture" with a preview that can be removed, and Send. Typing
 * is on while the box has text, off 3 s after. The words go out as typed (the server masks them,
 * and its safeguarding checks read them whole); words of self-harm open the help panel at once.
 */
export function Composer({
  chatId,
  disabled,
  onSelfHarmWords,
}: {
  chatId: string;
  /** The chat is paused: nothing can be written. */
  disabled: boolean;
  onSelfHarmWords: () => void;
}) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const textArea = useGrowingTextArea(text);
  const id = useId();
  const typing = useTyping(chatId);

  // Focusing the box starts loading the filter, so its preview is ready by the first word.
  const [filterWanted, setFilterWanted] = useState(false);
  const maskProfanity = useMaskProfanity(filterWanted || text !== '');
  const masked = maskProfanity ? maskProfanity(text) : text;
  const willBeMasked = masked !== text;

  const removeImage = () => {
    setImage(null);
    if (imageInput.current) imageInput.current.value = '';
  };
  const send = () => {
    if (!canSendMessage(text, image !== null)) return;
    outbox.enqueue(chatId, text.trim(), image);
    if (findSignals(text).includes('self-harm')) onSelfHarmWords();
    setText('');
    removeImage();
    typing.stop();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is still composing a word (Japanese, Chinese, Korean...).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (touchOnly()) return;
    event.preventDefault();
    send();
  };
  const chooseImage = (file: File | null) => {
    if (file && (!file.type.startsWith('image/') || file.size > MAX_PICTURE_BYTES)) {
      notify({ kind: 'error', text: uiText.imageUploadFailed });
      removeImage();
      return;
    }
    setImage(file);
  };

  return (
    <form className="composer" onSubmit={handleSubmit}>
      <fieldset className="composer-fields" disabled={disabled}>
        {image && (
          <div className="composer-preview">
            <LocalImage file={image} alt={uiText.pictureToSend({ name: image.name })} />
            <button
              type="button"
              className="button secondary"
              onClick={removeImage}
              aria-label={uiText.removePicture}
            >
              {uiText.removePictureShort}
            </button>
          </div>
        )}
        <div className="composer-row">
          <input
            ref={imageInput}
            id={`${id}-image`}
            className="visually-hidden composer-image-input"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => chooseImage(event.target.files?.[0] ?? null)}
          />
          <label
            htmlFor={`${id}-image`}
            className="icon-button composer-picture"
            title={uiText.addPicture}
          >
            <PictureIcon />
            <span className="visually-hidden">{uiText.addPicture}</span>
          </label>
          <label htmlFor={`${id}-text`} className="visually-hidden">
            {uiText.messageField}
          </label>
          <textarea
            ref={textArea}
            id={`${id}-text`}
            className="composer-text"
            rows={1}
            dir="auto"
            value={text}
            placeholder={uiText.messageField}
            maxLength={MAX_MESSAGE_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            aria-describedby={willBeMasked ? `${id}-masked` : undefined}
            onFocus={() => setFilterWanted(true)}
            onKeyDown={handleKeyDown}
            onChange={(event) => {
              setText(event.target.value);
              typing.changed(event.target.value);
            }}
          />
          <button
            type="submit"
            className="button primary"
            disabled={!canSendMessage(text, image !== null)}
          >
            {uiText.sendMessage}
          </button>
        </div>
        {willBeMasked && (
          <span id={`${id}-masked`} className="hint">
            {uiText.willBeSentAs} <span dir="auto">{masked}</span>
          </span>
        )}
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
