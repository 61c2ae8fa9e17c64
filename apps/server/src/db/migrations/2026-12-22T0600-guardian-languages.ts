import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * The language a child's parent or guardian (`guardian_consents`) and caregiver (`caregivers`)
 * read their page and their mail in (decision 061), chosen on their page. Until they choose,
 * it is the child's account language when they were named; those named before are given the
 * child's language now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, childColumn] of [
    ['guardian_consents', 'user_id'],
    ['caregivers', 'child_id'],
  ] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();
    await sql`update ${sql.table(table)} set language = coalesce(
        (select u.language from users u where u.id = ${sql.ref(`${table}.${childColumn}`)}),
        'en'
      )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('caregivers').dropColumn('language').execute();
  await db.schema.alterTable('guardian_consents').dropColumn('language').execute();
}
