import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertChallenge(
  db: Kysely<Database>,
  challenge: { id: string; answer: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('captcha_challenges')
    .values({ id: challenge.id, answer: challenge.answer, expires_at: challenge.expiresAt })
    .execute();
}

export async function findChallenge(
  db: Kysely<Database>,
  id: string,
): Promise<{ answer: number; expiresAt: number } | undefined> {
  const row = await db
    .selectFrom('captcha_challenges')
    .select(['answer', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { answer: row.answer, expiresAt: row.expires_at };
}

/** Deletes a challenge; true when this call was the one that removed it. */
export async function deleteChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('captcha_challenges').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteExpiredChallenges(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('captcha_challenges').where('expires_at', '<', now).execute();
}
