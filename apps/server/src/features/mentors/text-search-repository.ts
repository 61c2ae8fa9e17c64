import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Words a search reads at most: a pasted paragraph must not become a costly query. */
const MAX_WORDS = 8;

/**
 * Words too common to narrow a search: PostgreSQL's English dictionary drops these (the Snowball
 * list) and SQLite would demand them, so both leave them out and answer alike.
 */
const commonWords = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing a an the and
  but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here
  there when where why how all any both each few more most other some such no nor not only own
  same so than too very can will just don should now`.split(/\s+/),
);

/**
 * The words of a search, letters (with their accents) and digits only: nothing the index's query
 * syntax could read. Single letters and common words are left out: they narrow nothing, and a
 * one-letter prefix reads the whole index.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .filter((word) => [...word].length > 1 && !commonWords.has(word))
    .slice(0, MAX_WORDS);
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
