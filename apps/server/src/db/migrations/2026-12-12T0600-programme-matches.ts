import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * Matches inside a programme, and a school's consent (decision 058).
 *
 * A request made between a programme's pupil and one of its mentors names the programme. In a
 * programme whose coordinator approves matches, the mentor's yes is `mentor_accepted_at` while
 * the request stays `pending`, so no path that opens a chat (each asks for `accepted`) lets the
 * pair reach each other before a coordinator decides: `programme_decided_by` and `_at` hold that
 * decision, `programme_refusal` the reason of a no. A coordinator's proposal is its approval
 * (`proposed_by`).
 *
 * A coordinator who lets an 11- or 12-year-old into a programme gives the school's consent for
 * use inside that programme: who, when and which programme, beside the guardian's consent, and
 * the link mailed to the guardian then to refuse or withdraw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mentor_requests')
    .addColumn('programme_id', 'text', (col) =>
      col.references('programmes.id').onDelete('set null'),
    )
    .execute();
  for (const column of ['mentor_accepted_at', 'programme_decided_at'] as const) {
    await db.schema.alterTable('mentor_requests').addColumn(column, 'bigint').execute();
  }
  for (const column of ['proposed_by', 'programme_decided_by', 'programme_refusal'] as const) {
    await db.schema.alterTable('mentor_requests').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('mentor_requests_programme_id')
    .on('mentor_requests')
    .column('programme_id')
    .execute();

  await db.schema
    .alterTable('guardian_consents')
    .addColumn('school_programme_id', 'text', (col) =>
      col.references('programmes.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('guardian_consents').addColumn('school_consent_by', 'text').execute();
  await db.schema
    .alterTable('guardian_consents')
    .addColumn('school_consent_at', 'bigint')
    .execute();
  // The school's mail to the guardian carries a link of its own, and the first mail's stays good.
  await db.schema.alterTable('guardian_consents').addColumn('school_token_hash', 'text').execute();
  await db.schema
    .createIndex('guardian_consents_school_token_hash')
    .unique()
    .on('guardian_consents')
    .column('school_token_hash')
    .execute();
  await db.schema
    .createIndex('guardian_consents_school_programme_id')
    .on('guardian_consents')
    .column('school_programme_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('guardian_consents_school_programme_id').execute();
  await db.schema.dropIndex('guardian_consents_school_token_hash').execute();
  for (const column of [
    'school_token_hash',
    'school_consent_at',
    'school_consent_by',
    'school_programme_id',
  ]) {
    await db.schema.alterTable('guardian_consents').dropColumn(column).execute();
  }
  await db.schema.dropIndex('mentor_requests_programme_id').execute();
  for (const column of [
    'programme_refusal',
    'programme_decided_by',
    'proposed_by',
    'programme_decided_at',
    'mentor_accepted_at',
    'programme_id',
  ]) {
    await db.schema.alterTable('mentor_requests').dropColumn(column).execute();
  }
}
