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
  'user_id',
  'search_id',
  'experience_mask',
  'shown_experience_mask',
  'goal_mask',
  'category_mask',
  'language_mask',
] as const;

/** Every saved story's bits, for the suggestions' first pass. */
export function findAllStoryBits(db: Kysely<Database>): Promise<StoryBitsRow[]> {
  return db.selectFrom('mentor_profiles').select(bitsColumns).execute();
}

/** The bits of these mentors' stories; a mentor with none (gone) has no row. */
export function findStoryBitsOf(
  db: Kysely<Database>,
  mentorIds: readonly string[],
): Promise<StoryBitsRow[]> {
  if (mentorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mentor_profiles')
    .select(bitsColumns)
    .where('user_id', 'in', mentorIds)
    .execute();
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
