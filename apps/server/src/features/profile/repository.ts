import { type Kysely, sql } from 'kysely';
import type { Role } from '@mentorbridge/domain/constants';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { openReportBetween } from '../../lib/standing-repository.ts';

/**
 * Saves a new name. A mentee under 18 whose accepted chat is paused (the mentor's check does not
 * count `today`, or a report between the two is open) keeps, for that chat's mentor, the name the
 * mentor last saw, until the chat opens again; a rename while it is open shows the new name
 * everywhere. Both in one transaction, before the name, so a kept chat never holds one without
 * the other (the name's change moves the chat standing version).
 */
export async function updateFullName(
  db: Kysely<Database>,
  userId: string,
  fullName: string,
  today: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const paused = sql<boolean>`(not exists (select 1 from mentor_vetting v where v.user_id = mentor_requests.mentor_id and v.reaches_children_until > ${today}) or ${openReportBetween(sql.ref('mentor_requests.mentor_id'), sql.ref('mentor_requests.requester_id'))})`;
    await trx
      .updateTable('mentor_requests')
      .set({
        mentee_name_while_paused: sql`case when ${paused} then coalesce(mentee_name_while_paused, (select full_name from users where id = ${userId})) else null end`,
      })
      .where('requester_id', '=', userId)
      .where('status', '=', 'accepted')
      .where(sql<boolean>`(select age from users where id = ${userId}) < 18`)
      .execute();
    await trx.updateTable('users').set({ full_name: fullName }).where('id', '=', userId).execute();
  });
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
