import type { Kysely } from 'kysely';
import type { Note } from '@mentorbridge/domain/api/notes';
import type { Database } from '../../db/schema.ts';

// Every query here is scoped by the owner's id: a note id alone never reaches another's note.

const toNote = (row: Database['notes']): Note => ({
  id: row.id,
  content: row.content,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The owner's notes, newest first. */
export async function listNotes(db: Kysely<Database>, ownerId: string): Promise<Note[]> {
  const rows = await db
    .selectFrom('notes')
    .selectAll()
    .where('user_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toNote);
}

export async function insertNote(
  db: Kysely<Database>,
  note: { id: string; ownerId: string; content: string; now: number },
): Promise<Note> {
  const row = await db
    .insertInto('notes')
    .values({
      id: note.id,
      user_id: note.ownerId,
      content: note.content,
      created_at: note.now,
      updated_at: note.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNote(row);
}

/** Edits one of the owner's notes; undefined when they have no note with that id. */
export async function updateNote(
  db: Kysely<Database>,
  change: { id: string; ownerId: string; content: string; now: number },
): Promise<Note | undefined> {
  const row = await db
    .updateTable('notes')
    .set({ content: change.content, updated_at: change.now })
    .where('id', '=', change.id)
    .where('user_id', '=', change.ownerId)
    .returningAll()
    .executeTakeFirst();
  return row && toNote(row);
}

/** Deletes one of the owner's notes; false when they have no note with that id. */
export async function deleteNote(
  db: Kysely<Database>,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
