import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * Joining a programme (decision 058): its codes, one for pupils and one for mentors at a time (a
 * new one ends the old: `ended_at`), each with its last day, its uses and whether a coordinator
 * approves each person who joins; and its members, `waiting` for a coordinator or `member`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('programme_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('programme_id', 'text', (col) =>
      col.notNull().references('programmes.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('expires_on', 'text', (col) => col.notNull())
    .addColumn('max_uses', 'integer', (col) => col.notNull())
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('approval_required', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('programme_codes_programme_id')
    .on('programme_codes')
    .column('programme_id')
    .execute();
  await db.schema
    .createTable('programme_members')
    .addColumn('programme_id', 'text', (col) =>
      col.notNull().references('programmes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('programme_members_pk', ['programme_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('programme_members_user_id')
    .on('programme_members')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('programme_members').execute();
  await db.schema.dropTable('programme_codes').execute();
}
