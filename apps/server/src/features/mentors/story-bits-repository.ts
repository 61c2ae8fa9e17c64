import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoryBitsRow } from './story-bits.ts';

/** The version of the story bits: it moves with every change to them, in the same transaction. */
export async function findStoryBitsVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('story_bits_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) throw new Error('story_bits_version has no row: the migrations did not run');
  return Number(row.version);
}

/** Every saved story's bits, for the suggestions' first pass. */
export function findAllStoryBits(db: Kysely<Database>): Promise<StoryBitsRow[]> {
  return db
    .selectFrom('mentor_profiles')
    .select([
      'user_id',
      'search_id',
      'experience_mask',
      'shown_experience_mask',
      'goal_mask',
      'category_mask',
      'language_mask',
    ])
    .execute();
}
