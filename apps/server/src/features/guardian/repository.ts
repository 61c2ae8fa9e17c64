import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Asks (again) for a guardian's consent: a fresh token, and pending until they answer. */
export async function upsertGuardianConsent(
  db: Kysely<Database>,
  consent: { userId: string; guardianEmail: string; tokenHash: string; now: number },
): Promise<void> {
  await db
    .insertInto('guardian_consents')
    .values({
      user_id: consent.userId,
      guardian_email: consent.guardianEmail,
      token_hash: consent.tokenHash,
      status: 'pending',
      created_at: consent.now,
      decided_at: null,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        guardian_email: consent.guardianEmail,
        token_hash: consent.tokenHash,
        status: 'pending',
        created_at: consent.now,
        decided_at: null,
      }),
    )
    .execute();
}

/** The child and the consent a guardian's token is for. */
export async function findByToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('guardian_consents as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.user_id', 'g.status', 'g.guardian_email', 'u.email', 'u.full_name'])
    .where((eb) =>
      eb.or([eb('g.token_hash', '=', tokenHash), eb('g.school_token_hash', '=', tokenHash)]),
    )
    .executeTakeFirst();
}

export async function markConsentGiven(db: Kysely<Database>, userId: string, now: number) {
  await db
    .updateTable('guardian_consents')
    .set({ status: 'given', decided_at: now })
    .where('user_id', '=', userId)
    .execute();
}
