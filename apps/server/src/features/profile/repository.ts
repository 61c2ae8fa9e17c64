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

/** Whose picture it is, as the visibility rule needs it. */
export interface PictureOwner {
  role: Role;
  pictureVersion: number;
  age: number;
  /** A mentor's first day their safeguarding record no longer counts; null: it does not now. */
  checkedUntil: string | null;
}

/** Whose picture it is; undefined for an unknown user. */
export async function findPictureOwner(
  db: Kysely<Database>,
  userId: string,
): Promise<PictureOwner | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('mentor_vetting', 'mentor_vetting.user_id', 'users.id')
    .select([
      'users.role',
      'users.avatar_version',
      'users.age',
      'mentor_vetting.reaches_children_until',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      role: row.role,
      pictureVersion: row.avatar_version,
      age: row.age,
      checkedUntil: row.reaches_children_until,
    }
  );
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
