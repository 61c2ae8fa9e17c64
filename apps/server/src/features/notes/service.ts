import { randomUUID } from 'node:crypto';
import { checkNoteLength, isBlankNote } from '@mentorbridge/domain/account-rules';
import type { Note } from '@mentorbridge/domain/api/notes';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { deleteNote, insertNote, listNotes, updateNote } from './repository.ts';

type Deps = Pick<AppContext, 'db'>;

/** A note must have something in it and fit; the browser ignores a blank one before sending. */
function checkContent(content: string): void {
  if (isBlankNote(content)) throw new ApiError(400, 'invalid_note', msg.noteEmpty);
  const problem = checkNoteLength(content);
  if (problem) throw new ApiError(400, 'invalid_note', problem);
}

export function notesOf(deps: Deps, ownerId: string): Promise<Note[]> {
  return listNotes(deps.db, ownerId);
}

export async function addNote(
  deps: Deps,
  ownerId: string,
  content: string,
  now = Date.now(),
): Promise<Note> {
  checkContent(content);
  return insertNote(deps.db, { id: randomUUID(), ownerId, content, now });
}

export async function editNote(
  deps: Deps,
  ownerId: string,
  noteId: string,
  content: string,
  now = Date.now(),
): Promise<Note> {
  checkContent(content);
  return (await updateNote(deps.db, { id: noteId, ownerId, content, now })) ?? throwNotFound();
}

export async function removeNote(deps: Deps, ownerId: string, noteId: string): Promise<void> {
  if (!(await deleteNote(deps.db, noteId, ownerId))) throwNotFound();
}

// Another user's note answers exactly like a missing one, so ids cannot be probed.
function throwNotFound(): never {
  throw new ApiError(404, 'not_found', msg.noteNotFound);
}

/** The demo seed's notes, written as a note is, in the seed's one transaction. */
export { insertNote } from './repository.ts';
