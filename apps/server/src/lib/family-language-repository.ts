import type { Kysely } from 'kysely';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { Database } from '../db/schema.ts';

/**
 * A parent's or carer's language about one child, chosen on their guardian or caregiver page
 * (decision 061). One person may be both, by the same address: both rows follow the choice,
 * together or not at all, so their mail never comes in two languages.
 */
export async function setFamilyLanguage(
  db: Kysely<Database>,
  { childId, email, language }: { childId: string; email: string; language: Locale },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('guardian_consents')
      .set({ language })
      .where('user_id', '=', childId)
      .where('guardian_email', '=', email)
      .execute();
    await trx
      .updateTable('caregivers')
      .set({ language })
      .where('child_id', '=', childId)
      .where('email', '=', email)
      .execute();
  });
}
