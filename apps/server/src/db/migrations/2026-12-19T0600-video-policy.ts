import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * A programme's video policy for its pupils under 18 (decision 060): `none`, or
 * `after_caregiver` (one-to-one calls once the pupil's caregiver agrees), and the caregiver's
 * agreement (`caregivers.video_agreed_at`, null until they agree or after they withdraw it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('programmes')
    .addColumn('video_policy', 'text', (col) => col.notNull().defaultTo('after_caregiver'))
    .execute();
  await db.schema.alterTable('caregivers').addColumn('video_agreed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('caregivers').dropColumn('video_agreed_at').execute();
  await db.schema.alterTable('programmes').dropColumn('video_policy').execute();
}
