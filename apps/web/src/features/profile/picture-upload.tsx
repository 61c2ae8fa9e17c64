import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_PICTURE_BYTES } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useNotify } from '../../ui/notices.tsx';
import { useUploadPicture } from './api/upload-picture.ts';

/** What is wrong with a chosen file before it is sent; the server checks the bytes again. */
function fileProblem(file: File): string | null {
  if (file.size === 0) return uiText.pictureEmpty;
  if (file.size > MAX_PICTURE_BYTES) return uiText.pictureTooLarge;
  if (!file.type.startsWith('image/')) return uiText.pictureNotAnImage;
  return null;
}

const failureText = (reason: string | null) =>
  reason ? uiText.pictureUploadFailedBecause({ reason }) : uiText.pictureUploadFailed;

/** Choose a picture, upload it with visible progress; the product's notices when done. */
export function PictureUpload() {
  const notify = useNotify();
  const upload = useUploadPicture();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      notify({ kind: 'error', text: failureText(problem) });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        notify({ kind: 'success', text: uiText.pictureUploaded });
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) =>
        notify({
          kind: 'error',
          text: failureText(error instanceof ApiRequestError ? error.message : null),
        }),
    });
  };

  const percent = Math.round(upload.progress * 100);
  return (
    <form className="stacked-form picture-upload" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={inputId}>{uiText.newProfilePicture}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <span id={hintId} className="hint">
          {uiText.pictureFormats}
        </span>
      </div>
      <button type="submit" className="button primary" disabled={!file || upload.isPending}>
        {upload.isPending ? uiText.uploadingPicture : uiText.uploadPicture}
      </button>
      {upload.isPending && (
        <div className="upload-progress">
          <progress max={100} value={percent} aria-label={uiText.uploadProgress} />
          <span aria-live="polite">{uiText.percentUploaded({ percent })}</span>
        </div>
      )}
    </form>
  );
}
