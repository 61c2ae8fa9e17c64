// Where two people stand with each other (a block either way, an open report either way), as SQL
// that any feature's repository composes into its own query. The directory, requests, chats,
// unread counts and calls all hide blocked people and pause reported contact by these same
// conditions, so they belong to no one feature (decision 033).
import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The people a user blocked, as a subquery: to leave them out of what the user sees. */
export const blockedBy = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', userId);

/** The people who blocked a user, as a subquery: the user no longer sees them either. */
export const blockersOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('blocks').select('blocks.blocker_id').where('blocks.blocked_id', '=', userId);

/**
 * Whether either of two people blocked the other, as an SQL condition; each may be a value
 * (`sql.val`) or a column of the outer query (`sql.ref`).
 */
export const blockBetween = (a: Expression<string>, b: Expression<string>) =>
  sql<
    boolean | number
  >`exists (select 1 from blocks where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a}))`;

/**
 * Whether an open report stands between two people, either way, as an SQL condition; each may
 * be a value (`sql.val`) or a column of the outer query (`sql.ref`). With a suspension, it
 * pauses their contact.
 *
 * One lookup per direction, each by the pair's index. Written as one lookup with the two
 * directions OR-ed, SQLite's planner picked the status index instead and read every open report
 * on the platform for each chat access and each message sent (decision 032).
 */
export const openReportBetween = (a: Expression<string>, b: Expression<string>) =>
  sql<boolean | number>`(${openReportBy(a, b)} or ${openReportBy(b, a)})`;

const openReportBy = (reporter: Expression<string>, reported: Expression<string>) =>
  sql`exists (select 1 from reports where reporter_id = ${reporter} and reported_id = ${reported} and status = 'open')`;
