import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoryBitsRow } from './story-bits.ts';

/** The number of the latest change to the story bits, moved in the transaction of the change. */
export async function findStoryBitsVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('story_bits_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) throw new Error('story_bits_version has no row: the migrations did not run');
  return Number(row.version);
}

const bitsColumns = [
  'mentor_profiles.user_id',
  'mentor_profiles.search_id',
  'mentor_profiles.experience_mask',
  'mentor_profiles.shown_experience_mask',
  'mentor_profiles.goal_mask',
  'mentor_profiles.category_mask',
  'mentor_profiles.language_mask',
  'mentor_vetting.reaches_children_until',
] as const;

/** Stories with the day their mentor's safeguarding record stops counting, when there is one. */
const storiesWithChecks = (db: Kysely<Database>) =>
  db
    .selectFrom('mentor_profiles')
    .leftJoin('mentor_vetting', 'mentor_vetting.user_id', 'mentor_profiles.user_id')
    .select(bitsColumns);

/** Every saved story's bits, for the suggestions' first pass. */
export function findAllStoryBits(db: Kysely<Database>): Promise<StoryBitsRow[]> {
  return storiesWithChecks(db).execute();
}

/** The bits of these mentors' stories; a mentor with none (gone) has no row. */
export function findStoryBitsOf(
  db: Kysely<Database>,
  mentorIds: readonly string[],
): Promise<StoryBitsRow[]> {
  if (mentorIds.length === 0) return Promise.resolve([]);
  return storiesWithChecks(db).where('mentor_profiles.user_id', 'in', mentorIds).execute();
}

/**
 * The mentors of the numbered changes after `after` up to `upTo`, a change each, as far as the log
 * still holds them.
 */
export async function findStoryBitsChanges(
  db: Kysely<Database>,
  { after, upTo }: { after: number; upTo: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('story_bits_changes')
    .select('user_id')
    .where('version', '>', after)
    .where('version', '<=', upTo)
    .execute();
  return rows.map((row) => row.user_id);
}
