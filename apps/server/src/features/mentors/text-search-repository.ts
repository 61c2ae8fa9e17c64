import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';
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
 * Whether a row of `users` is a mentor whose headline, about text or shown experiences hold
 * every word (each as the start of a word), as a condition; null when the text has no word.
 * SQLite reads its FTS5 index, PostgreSQL its GIN-indexed tsvector; both stem English words, so
 * "studying" finds "study". Hidden experiences are never in the searched text
 * (`story-index.ts`).
 *
 * On SQLite the matches are read once, as a list of rows of the index, and each mentor the
 * directory walks (newest first) is looked up in it by their story's row: a word in most stories
 * fills a page within a few mentors, a rare one is a short list (decision 036's benchmark: 214 ms
 * down to 11 ms for "university" at 100,000 mentors, against reading and sorting every match).
 */
export function storyHoldsWords(db: Kysely<Database>, text: string): Expression<SqlBool> | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<SqlBool>`users.id in (select mentor_profiles.user_id from mentor_profiles
      where mentor_profiles.search_vector @@ to_tsquery('english', ${query}))`;
  }
  const query = words.map((word) => `"${word}"*`).join(' ');
  return sql<SqlBool>`(select mentor_profiles.search_id from mentor_profiles
    where mentor_profiles.user_id = users.id)
    in (select rowid from mentor_search where mentor_search match ${query})`;
}
