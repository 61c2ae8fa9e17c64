import './notes.css';
import { usePageTitle } from '../../ui/page-title.ts';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotes } from './api/notes-query.ts';
import { NewNoteForm } from './new-note-form.tsx';
import { NoteItem } from './note-item.tsx';

/** Private notes: only ever the signed-in user's own, newest first. */
export default function NotesPage() {
  usePageTitle('Notes');
  const notes = useNotes();
  return (
    <section className="page narrow notes-page">
      <h1>Notes</h1>
      <p>Only you can see your notes.</p>
      <NewNoteForm />
      <h2>Your notes</h2>
      {notes.isPending ? (
        <p role="status">Loading your notes...</p>
      ) : notes.isError ? (
        <div role="alert">
          <p>{notes.error.message}</p>
          <button type="button" className="button" onClick={() => void notes.refetch()}>
            Try again
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
