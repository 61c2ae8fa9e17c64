import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The programme of the chat's match, the user's name and the last day their own safeguarding
 * record counts for, when the user coordinates the organisation that runs it; undefined for
 * anyone else, or a match outside programmes. The record is read here, as the chat's standing
 * read reads a mentor's, rather than through the vetting feature, which ends calls itself.
 */
export async function findCoordinatedProgramme(
  db: Kysely<Database>,
  userId: string,
  chatId: string,
) {
  return db
    .selectFrom('mentor_requests as r')
    .innerJoin('programmes as p', 'p.id', 'r.programme_id')
    .innerJoin('organisation_coordinators as oc', 'oc.organisation_id', 'p.organisation_id')
    .innerJoin('users as u', 'u.id', 'oc.user_id')
    .leftJoin('mentor_vetting as v', 'v.user_id', 'oc.user_id')
    .select([
      'p.name as programmeName',
      'p.video_policy',
      'u.full_name',
      'v.reaches_children_until',
    ])
    .where('r.id', '=', chatId)
    .where('oc.user_id', '=', userId)
    .executeTakeFirst();
}

/** The names of the people in the chat's call who are not its members, and its programme's. */
export async function listCallGuests(
  db: Kysely<Database>,
  chatId: string,
  guestIds: readonly string[],
) {
  if (guestIds.length === 0) return [];
  return db
    .selectFrom('users as u')
    .innerJoin('mentor_requests as r', (join) => join.on('r.id', '=', chatId))
    .innerJoin('programmes as p', 'p.id', 'r.programme_id')
    .select(['u.id', 'u.full_name', 'p.name as programmeName'])
    .where('u.id', 'in', guestIds)
    .orderBy('u.id')
    .execute();
}

/** Ends one person's presence in the chat's call, in every tab; returns how many it ended. */
export async function deleteCallPresenceOfUser(
  db: Kysely<Database>,
  chatId: string,
  userId: string,
): Promise<number> {
  const rows = await db
    .deleteFrom('active_calls')
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .returning('chat_id')
    .execute();
  return rows.length;
}
