import type { Kysely } from 'kysely';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Database } from '../../db/schema.ts';

/**
 * Records a school's consent for a child let into its programme (decision 058), with the
 * token of the link mailed to the guardian about it; the guardian's address and language, or
 * undefined when no guardian was asked (the child is 13 or over).
 */
export async function recordSchoolConsent(
  db: Kysely<Database>,
  consent: { userId: string; programmeId: string; by: string; tokenHash: string; now: number },
): Promise<{ email: string; language: Locale } | undefined> {
  const row = await db
    .updateTable('guardian_consents')
    .set({
      school_programme_id: consent.programmeId,
      school_consent_by: consent.by,
      school_consent_at: consent.now,
      school_token_hash: consent.tokenHash,
    })
    .where('user_id', '=', consent.userId)
    .returning(['guardian_email', 'language'])
    .executeTakeFirst();
  return row && { email: row.guardian_email, language: row.language };
}
