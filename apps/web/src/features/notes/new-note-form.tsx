import { useState, type FormEvent } from 'react';
import { isBlankNote } from '@mentorbridge/domain/account-rules';
import { MAX_NOTE_LENGTH } from '@mentorbridge/domain/constants';
import { useNotify } from '../../ui/notices.tsx';
import { useAddNote } from './api/add-note.ts';
import { uiText } from '@mentorbridge/domain/ui-text';

/** "Write a new note..." and "+ Add Note"; an empty or blank note is ignored (docs/product.md). */
export function NewNoteForm() {
  const notify = useNotify();
  const addNote = useAddNote();
  const [content, setContent] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlankNote(content)) return;
    addNote.mutate(content, {
      onSuccess: () => setContent(''),
      onError: (error) => notify({ kind: 'error', text: error.message }),
    });
  };

  return (
    <form className="stacked-form new-note" onSubmit={handleSubmit}>
      <label className="field">
        {uiText.newNoteLabel}
        <textarea
          dir="auto"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={uiText.newNotePlaceholder}
          rows={4}
          maxLength={MAX_NOTE_LENGTH}
        />
      </label>
      <button type="submit" className="button primary" disabled={addNote.isPending}>
        {uiText.addNote}
      </button>
    </form>
  );
}
