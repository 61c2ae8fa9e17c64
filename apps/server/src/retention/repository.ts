import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** At most this many accounts are erased per run, so one run never holds the database long. */
const ERASE_BATCH = 200;

/**
 * Accounts to erase: addresses never confirmed long after sign-up (unless a link sent at a
 * recent log-in is still good), and children whose guardian never answered.
 */
export async function findAccountsToErase(
  db: Kysely<Database>,
  {
    now,
    unverifiedBefore,
    consentAskedBefore,
  }: Record<'now' | 'unverifiedBefore' | 'consentAskedBefore', number>,
): Promise<{ id: string; email: string }[]> {
  const unverified = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email_verified', '=', 0)
    .where('created_at', '<', unverifiedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_tokens')
            .select('token_hash')
            .whereRef('email_tokens.user_id', '=', 'users.id')
            .where('purpose', '=', 'verify-email')
            .where('expires_at', '>', now),
        ),
      ),
    )
    .limit(ERASE_BATCH)
    .execute();
  const unconsented = await db
    .selectFrom('users')
    .innerJoin('guardian_consents', 'guardian_consents.user_id', 'users.id')
    .select(['users.id', 'users.email'])
    .where('guardian_consents.status', '=', 'pending')
    // A school's consent for its programme (decision 058) is consent: not erased for silence.
    .where('guardian_consents.school_consent_at', 'is', null)
    .where('guardian_consents.created_at', '<', consentAskedBefore)
    .limit(ERASE_BATCH)
    .execute();
  const byId = new Map([...unverified, ...unconsented].map((user) => [user.id, user]));
  return [...byId.values()];
}

/** Deletes what has run out on its own; how many rows of each went. */
export async function deleteExpiredRows(
  db: Kysely<Database>,
  {
    now,
    idleSince,
    countersBefore,
    auditBefore,
    suggestionDaysBefore,
    storyBitsChangesKept,
    chatStandingChangesBefore,
  }: Record<
    | 'now'
    | 'idleSince'
    | 'countersBefore'
    | 'auditBefore'
    | 'suggestionDaysBefore'
    | 'storyBitsChangesKept'
    | 'chatStandingChangesBefore',
    number
  >,
) {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    sessions: count(
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleSince)]))
        .executeTakeFirst(),
    ),
    emailLinks: count(
      await db.deleteFrom('email_tokens').where('expires_at', '<=', now).executeTakeFirst(),
    ),
    captchas: count(
      await db.deleteFrom('captcha_challenges').where('expires_at', '<=', now).executeTakeFirst(),
    ),
    attemptCounters: count(
      await db
        .deleteFrom('attempt_counters')
        .where('window_started_at', '<=', countersBefore)
        .executeTakeFirst(),
    ),
    auditEntries: count(
      await db.deleteFrom('audit_log').where('at', '<', auditBefore).executeTakeFirst(),
    ),
    suggestionShows: count(
      await db
        .deleteFrom('suggestion_shows')
        .where('day', '<', suggestionDaysBefore)
        .executeTakeFirst(),
    ),
    storyBitsChanges: count(
      await db
        .deleteFrom('story_bits_changes')
        .where(({ eb, selectFrom }) =>
          eb(
            'version',
            '<=',
            selectFrom('story_bits_version')
              .select(sql<number>`version - ${storyBitsChangesKept}`.as('oldest_kept'))
              .where('id', '=', 1),
          ),
        )
        .executeTakeFirst(),
    ),
    chatStandingChanges: count(
      await db
        .deleteFrom('chat_standing_changes')
        .where('changed_at', '<', chatStandingChangesBefore)
        .executeTakeFirst(),
    ),
  };
}

/** Ids per query, well under the bound-parameter limits of both databases. */
const ID_CHUNK = 500;

/** Which of these ids are in the table: users for pictures, requests for chat images. */
export async function existingIds(
  db: Kysely<Database>,
  table: 'users' | 'mentor_requests',
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const chunk = ids.slice(start, start + ID_CHUNK);
    const rows = await db.selectFrom(table).select('id').where('id', 'in', chunk).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The image ids of a chat that a message or a held message still points to. */
export async function referencedImageIds(db: Kysely<Database>, chatId: string) {
  const rows = await db
    .selectFrom('messages')
    .select('image_key')
    .where('chat_id', '=', chatId)
    .where('image_key', 'is not', null)
    .unionAll(
      db
        .selectFrom('held_messages')
        .select('image_key')
        .where('chat_id', '=', chatId)
        .where('image_key', 'is not', null),
    )
    .execute();
  return new Set(rows.map((row) => row.image_key));
}
