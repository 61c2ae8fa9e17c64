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
 * Matches past this many, SQLite reads the directory newest first and asks the index about each
 * mentor until a page is full; below it, it reads the matches and sorts them. A word in most
 * stories ("university") fills a page within a few mentors; a rare one is a short list.
 */
const COMMON_MATCHES = 2_000;

/**
 * Whether a row of `users` is a mentor whose headline, about text or shown experiences hold
 * every word (each as the start of a word), as a condition; null when the text has no word.
 * SQLite reads its FTS5 index, PostgreSQL its GIN-indexed tsvector; both stem English words, so
 * "studying" finds "study". Hidden experiences are never in the searched text
 * (`story-index.ts`).
 */
export async function storyHoldsWords(
  db: Kysely<Database>,
  text: string,
): Promise<Expression<SqlBool> | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<SqlBool>`users.id in (select mentor_profiles.user_id from mentor_profiles
      where mentor_profiles.search_vector @@ to_tsquery('english', ${query}))`;
  }
  const query = words.map((word) => `"${word}"*`).join(' ');
  const matches = sql`(select rowid from mentor_search where mentor_search match ${query})`;
  const { rows } = await sql<{
    count: number;
  }>`select count(*) as count from mentor_search where mentor_search match ${query}`.execute(db);
  if (Number(rows[0]?.count ?? 0) > COMMON_MATCHES) {
    return sql<SqlBool>`exists (select 1 from mentor_profiles
      where mentor_profiles.user_id = users.id and mentor_profiles.search_id in ${matches})`;
  }
  return sql<SqlBool>`users.id in (select mentor_profiles.user_id from mentor_profiles
    where mentor_profiles.search_id in ${matches})`;
}
