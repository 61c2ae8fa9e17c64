import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The programme that keeps a pupil to its mentors, by name: one that does so and that they joined
 * or wait to join, or the one a school consented for; undefined when none does.
 */
export async function findProgrammeKeeping(
  db: Kysely<Database>,
  pupilId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('programmes')
    .select('programmes.name')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('programme_members as kept')
            .select('kept.user_id')
            .whereRef('kept.programme_id', '=', 'programmes.id')
            .where('kept.user_id', '=', pupilId)
            .where('kept.role', '=', 'pupil')
            .where('programmes.pupils_see_only_its_mentors', '=', 1),
        ),
        eb.exists(
          eb
            .selectFrom('guardian_consents as consent')
            .select('consent.user_id')
            .whereRef('consent.school_programme_id', '=', 'programmes.id')
            .where('consent.user_id', '=', pupilId)
            .where('consent.status', '=', 'pending'),
        ),
      ]),
    )
    .orderBy('programmes.created_at')
    .executeTakeFirst();
  return row?.name;
}
