import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * Programmes for schools (decision 058): an organisation (a school), made by the server's
 * operator; its coordinators, adult accounts who run its programmes; and its programmes, each
 * for an age group between a start and a planned end. Days are `YYYY-MM-DD` text; flags are
 * 0 or 1. Every change is a line in the audit log, so no row says who made it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // Lower-cased, so one school is not made twice by a second run of the command.
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('organisation_coordinators')
    .addColumn('organisation_id', 'text', (col) =>
      col.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('organisation_coordinators_pk', ['organisation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('organisation_coordinators_user_id')
    .on('organisation_coordinators')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('programmes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organisation_id', 'text', (col) =>
      col.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('min_age', 'integer', (col) => col.notNull())
    .addColumn('max_age', 'integer', (col) => col.notNull())
    .addColumn('pupils_see_only_its_mentors', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('coordinator_approves_matches', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('programmes_organisation_id')
    .on('programmes')
    .column('organisation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('programmes').execute();
  await db.schema.dropTable('organisation_coordinators').execute();
  await db.schema.dropTable('organisations').execute();
}
