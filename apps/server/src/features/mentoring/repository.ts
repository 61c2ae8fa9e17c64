import type { Kysely } from 'kysely';
import type { MentoringSettings, MentoringState } from '@mentorbridge/domain/api/notifications';
import { isPostgres } from '../../db/one-process-at-a-time.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Holds a mentor's row until the transaction ends, so what is decided about their mentees in it
 * is decided one transaction at a time. SQLite's transactions already run one at a time.
 */
export async function lockMentorRow(trx: Kysely<Database>, mentorId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('users').select('id').where('id', '=', mentorId).forUpdate().execute();
}

/** A mentor's capacity, pause and how many mentees they have now. */
export async function findMentoringState(
  db: Kysely<Database>,
  mentorId: string,
): Promise<MentoringState | undefined> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'mentee_capacity',
      'paused_requests',
      eb
        .selectFrom('mentor_requests')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .where('mentor_id', '=', mentorId)
        .where('status', '=', 'accepted')
        // An ended match frees its place (decision 060).
        .where('ended_at', 'is', null)
        .as('mentees'),
    ])
    .where('id', '=', mentorId)
    .executeTakeFirst();
  return (
    row && {
      capacity: row.mentee_capacity,
      paused: row.paused_requests === 1,
      mentees: Number(row.mentees ?? 0),
    }
  );
}

export async function saveMentoringSettings(
  db: Kysely<Database>,
  mentorId: string,
  settings: MentoringSettings,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ mentee_capacity: settings.capacity, paused_requests: Number(settings.paused) })
    .where('id', '=', mentorId)
    .execute();
}
