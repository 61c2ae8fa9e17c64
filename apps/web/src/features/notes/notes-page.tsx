import './notes.css';
import { usePageTitle } from '../../ui/page-title.ts';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotes } from './api/notes-query.ts';
import { NewNoteForm } from './new-note-form.tsx';
import { NoteItem } from './note-item.tsx';

/** Private notes: only ever the signed-in user's own, newest first. */
export default function NotesPage() {
  usePageTitle(uiText.notesTitle);
  const notes = useNotes();
  return (
    <section className="page narrow notes-page">
      <h1>{uiText.notesTitle}</h1>
      <p>{uiText.notesOnlyYou}</p>
      <NewNoteForm />
      <h2>{uiText.yourNotes}</h2>
      {notes.isPending ? (
        <p role="status">{uiText.loadingNotes}</p>
      ) : notes.isError ? (
        <div role="alert">
          <p>{notes.error.message}</p>
          <button type="button" className="button" onClick={() => void notes.refetch()}>
            {uiText.tryAgain}
          </button>
        </div>
      ) : notes.data.notes.length === 0 ? (
        <p>{uiText.noNotesYet}</p>
      ) : (
        <ul className="note-list">
          {notes.data.notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
    </section>
  );
}
