import { useState } from 'react';
import type { Note } from '@mentorbridge/domain/api/notes';
import { isBlankNote } from '@mentorbridge/domain/account-rules';
import { MAX_NOTE_LENGTH } from '@mentorbridge/domain/constants';
import { useNotify } from '../../ui/notices.tsx';
import { useDeleteNote } from './api/delete-note.ts';
import { useEditNote } from './api/edit-note.ts';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dateText, timeText } from '../../lib/clock-text.ts';

/** One note: read it, or edit it in place (Save, "Close Note Editor"), or delete it. */
export function NoteItem({ note }: { note: Note }) {
  const notify = useNotify();
  const editNote = useEditNote();
  const deleteNote = useDeleteNote();
  const [draft, setDraft] = useState<string | null>(null);
  const showError = (error: Error) => notify({ kind: 'error', text: error.message });

  const save = () => {
    if (draft === null || isBlankNote(draft)) return;
    editNote.mutate(
      { id: note.id, content: draft },
      { onSuccess: () => setDraft(null), onError: showError },
    );
  };

  return (
    <li className="note">
      <p className="note-date">
        <time dateTime={new Date(note.createdAt).toISOString()}>
          {uiText.dateAndTime({ date: dateText(note.createdAt), time: timeText(note.createdAt) })}
        </time>
      </p>
      {draft === null ? (
        <p className="note-content" dir="auto">
          {note.content}
        </p>
      ) : (
        <label className="field">
          {uiText.editNoteLabel}
          <textarea
            dir="auto"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={4}
            maxLength={MAX_NOTE_LENGTH}
            // Focus moves into the editor the user just opened.
            autoFocus
          />
        </label>
      )}
      <div className="note-actions">
        {draft === null ? (
          <button type="button" className="button" onClick={() => setDraft(note.content)}>
            {uiText.editButton}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button primary"
              onClick={save}
              disabled={editNote.isPending || isBlankNote(draft)}
            >
              {uiText.saveButton}
            </button>
            <button type="button" className="button" onClick={() => setDraft(null)}>
              {uiText.closeNoteEditor}
            </button>
          </>
        )}
        <button
          type="button"
          className="button danger"
          onClick={() => deleteNote.mutate(note.id, { onError: showError })}
          disabled={deleteNote.isPending}
        >
          {uiText.deleteButton}
        </button>
      </div>
    </li>
  );
}
