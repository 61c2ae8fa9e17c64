import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * Check-ins of a match (decision 060). A programme asks on a cadence (`check_in_cadence`, by
 * default twice in the first month, then monthly); a pair outside programmes asks only once one
 * of them turns it on (`mentor_requests.check_ins_on`).
 *
 * `check_ins` has a row per member and due day: the periodic round writes it as it tells the
 * member (`notified_at`), so each reminder goes once whichever process runs the round, and the
 * member's answer fills it (`rating`, `line`). A low rating or a line the warning-signs check
 * flags (`flagged_kinds`) marks it for the coordinator to look at (`to_look_at`) until one does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('programmes')
    .addColumn('check_in_cadence', 'text', (col) => col.notNull().defaultTo('two_then_monthly'))
    .execute();
  await db.schema
    .alterTable('mentor_requests')
    .addColumn('check_ins_on', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('check_ins')
    .addColumn('request_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('notified_at', 'bigint')
    .addColumn('rating', 'integer')
    .addColumn('line', 'text')
    .addColumn('answered_at', 'bigint')
    .addColumn('flagged_kinds', 'text')
    .addColumn('to_look_at', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('looked_at', 'bigint')
    .addColumn('looked_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('check_ins_pk', ['request_id', 'user_id', 'due_on'])
    .execute();
  await db.schema.createIndex('check_ins_user').on('check_ins').column('user_id').execute();
  await db.schema.createIndex('check_ins_looked_by').on('check_ins').column('looked_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('check_ins').execute();
  await db.schema.alterTable('mentor_requests').dropColumn('check_ins_on').execute();
  await db.schema.alterTable('programmes').dropColumn('check_in_cadence').execute();
}
