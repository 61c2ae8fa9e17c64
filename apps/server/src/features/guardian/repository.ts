import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Asks (again) for a guardian's consent: a fresh token, and pending until they answer. The
 * guardian first named reads in `language` (the child's); the same address named again keeps the
 * language it chose. Answers the guardian's language.
 */
export async function upsertGuardianConsent(
  db: Kysely<Database>,
  consent: {
    userId: string;
    guardianEmail: string;
    tokenHash: string;
    now: number;
    language: Locale;
  },
): Promise<Locale> {
  const saved = await db
    .insertInto('guardian_consents')
    .values({
      user_id: consent.userId,
      guardian_email: consent.guardianEmail,
      token_hash: consent.tokenHash,
      status: 'pending',
      created_at: consent.now,
      decided_at: null,
      language: consent.language,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        guardian_email: consent.guardianEmail,
        token_hash: consent.tokenHash,
        status: 'pending',
        created_at: consent.now,
        decided_at: null,
        language: eb
          .case()
          .when('guardian_consents.guardian_email', '=', consent.guardianEmail)
          .then(eb.ref('guardian_consents.language'))
          .else(consent.language)
          .end(),
      })),
    )
    .returning('language')
    .executeTakeFirstOrThrow();
  return saved.language;
}

/** The child and the consent a guardian's token is for. */
export async function findByToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('guardian_consents as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.user_id', 'g.status', 'g.guardian_email', 'g.language', 'u.email', 'u.full_name'])
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
