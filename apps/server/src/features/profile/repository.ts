import type { Kysely } from 'kysely';
import type { Role } from '@mentorbridge/domain/constants';
import type { Database } from '../../db/schema.ts';

export async function updateFullName(
  db: Kysely<Database>,
  userId: string,
  fullName: string,
): Promise<void> {
  await db.updateTable('users').set({ full_name: fullName }).where('id', '=', userId).execute();
}

/** Counts one more picture upload; the new number goes into the picture's URLs. */
export async function bumpPictureVersion(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ avatar_version: eb('avatar_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('avatar_version')
    .executeTakeFirstOrThrow();
  return row.avatar_version;
}

/** Whose picture it is, as the visibility rule needs it; undefined for an unknown user. */
export async function findPictureOwner(
  db: Kysely<Database>,
  userId: string,
): Promise<{ role: Role; pictureVersion: number; age: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['role', 'avatar_version', 'age'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { role: row.role, pictureVersion: row.avatar_version, age: row.age };
}

/** Whether a mentor and a mentee share a request: any, or only an accepted one. */
export async function haveRequestBetween(
  db: Kysely<Database>,
  mentorId: string,
  menteeId: string,
  { acceptedOnly }: { acceptedOnly: boolean },
): Promise<boolean> {
  let query = db
    .selectFrom('mentor_requests')
    .select('id')
    .where('mentor_id', '=', mentorId)
    .where('requester_id', '=', menteeId);
  if (acceptedOnly) query = query.where('status', '=', 'accepted');
  return (await query.executeTakeFirst()) !== undefined;
}
