import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Words a search reads at most: a pasted paragraph must not become a costly query. */
const MAX_WORDS = 8;

/** The words of a search, letters and digits only: nothing the index's query syntax could read. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The mentors whose headline, about text or shown experiences hold every word (each as the start
 * of a word), as a subquery of user ids; null when the text has no word. SQLite reads its FTS5
 * index, PostgreSQL its GIN-indexed tsvector; both stem English words, so "studying" finds
 * "study". Hidden experiences are never in the searched text (`story-index.ts`).
 */
export function mentorsWithWords(db: Kysely<Database>, text: string) {
  const words = searchWords(text);
  if (words.length === 0) return null;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return db
      .selectFrom('mentor_profiles')
      .select('mentor_profiles.user_id')
      .where(sql<boolean>`search_vector @@ to_tsquery('english', ${query})`);
  }
  const query = words.map((word) => `"${word}"*`).join(' ');
  return db
    .selectFrom('mentor_profiles')
    .select('mentor_profiles.user_id')
    .where(
      'mentor_profiles.search_id',
      'in',
      sql<number>`(select rowid from mentor_search where mentor_search match ${query})`,
    );
}
