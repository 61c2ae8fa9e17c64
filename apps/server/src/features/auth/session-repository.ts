import type { Kysely } from 'kysely';
import { type Argument, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';

export async function insertSession(
  db: Kysely<Database>,
  session: { hash: string; userId: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.hash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_used_at: session.createdAt,
    })
    .execute();
}

export async function deleteSession(db: Kysely<Database>, hash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
}

const liveSession = preparedQuery(
  (db, argument: Argument<{ hash: string; now: number; idleSince: number }>) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('safeguarding_leads', 'safeguarding_leads.user_id', 'users.id')
      .leftJoin('guardian_consents', 'guardian_consents.user_id', 'users.id')
      .select([
        'safeguarding_leads.user_id as lead_user_id',
        'guardian_consents.status as consent_status',
        'guardian_consents.school_consent_at',
        'users.id',
        'users.email',
        'users.full_name',
        'users.role',
        'users.age',
        'users.avatar_version',
        'users.language',
        'sessions.last_used_at',
      ])
      .where('sessions.token_hash', '=', argument('hash'))
      .where('sessions.expires_at', '>', argument('now'))
      .where('sessions.last_used_at', '>', argument('idleSince')),
);

/**
 * The user of a live session (neither past its end nor idle since `idleSince`), and its use.
 * Every signed-in request asks, so the query is prepared once.
 */
export async function findSessionIdentity(
  db: Kysely<Database>,
  hash: string,
  { now, idleSince }: { now: number; idleSince: number },
): Promise<{ identity: SessionIdentity; lastUsedAt: number } | undefined> {
  const [row] = await liveSession(db, { hash, now, idleSince });
  return (
    row && {
      identity: {
        id: row.id,
        email: row.email,
        fullName: row.full_name,
        role: row.role,
        age: row.age,
        pictureVersion: row.avatar_version,
        language: row.language,
        isLead: row.lead_user_id !== null,
        // A school's consent counts inside its programme (decision 058) until a guardian refuses.
        consentPending: row.consent_status === 'pending' && row.school_consent_at === null,
      },
      lastUsedAt: row.last_used_at,
    }
  );
}

export async function touchSession(db: Kysely<Database>, hash: string, now: number) {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now })
    .where('token_hash', '=', hash)
    .execute();
}
