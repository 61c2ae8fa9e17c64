// Whether a mentor may reach someone under 18 today (decision 038), as SQL that any feature's
// repository composes into its own query: the directory, search, suggestions, a mentor's page, a
// request and a chat all ask this same condition, so it belongs to no one feature.
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../db/one-process-at-a-time.ts';
import type { Database } from '../db/schema.ts';

/**
 * A mentor whose safeguarding record lets them reach under-18s on `today`: complete, not
 * suspended, and `today` before the first day it no longer counts (the app works that day out
 * as it writes the record). One lookup by the record's primary key.
 */
export const checkedForChildren = (mentorId: Expression<string>, today: string) =>
  sql<SqlBool>`exists (select 1 from mentor_vetting where mentor_vetting.user_id = ${mentorId} and mentor_vetting.reaches_children_until > ${today})`;

/** Who is looking, as the gate needs them: their age decides whether it applies. */
export interface GateViewer {
  /** Under 18: only checked mentors reach them. */
  minor: boolean;
  today: string;
}

/** The gate for this viewer over a mentor id: none for an adult, the check for a minor. */
export const mentorReaches = (mentorId: Expression<string>, viewer: GateViewer) =>
  viewer.minor ? checkedForChildren(mentorId, viewer.today) : sql<SqlBool>`1 = 1`;

/**
 * Whether a mentor's record lets them reach under-18s on `today`, read inside the caller's
 * transaction so that an action and the mail it sends are decided on this one reading. On
 * PostgreSQL a counting record's row is held (FOR SHARE) until that transaction ends: a
 * suspension written meanwhile waits for it, or it waits for the suspension and reads it. A
 * SQLite file runs one transaction at a time, so there the read alone is enough.
 */
export async function heldCheckedForChildren(
  trx: Kysely<Database>,
  mentorId: string,
  today: string,
): Promise<boolean> {
  const query = trx
    .selectFrom('mentor_vetting')
    .select('user_id')
    .where('user_id', '=', mentorId)
    .where('reaches_children_until', '>', today);
  const row = await (isPostgres(trx) ? query.forShare() : query).executeTakeFirst();
  return row !== undefined;
}
