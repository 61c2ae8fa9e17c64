import { sql, type Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mentor_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('mentor_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('requester_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('mentor_requests_pair', ['mentor_id', 'requester_id'])
    .execute();
  await db.schema
    .createIndex('mentor_requests_requester_id')
    .on('mentor_requests')
    .column('requester_id')
    .execute();

  // The directory: verified mentors, newest first, paged by (created_at, id).
  await db.schema
    .createIndex('users_directory')
    .on('users')
    .columns(['role', 'email_verified', 'created_at', 'id'])
    .execute();
  // Skill search resolves the typed text to catalogue skills, then looks mentors up by skill.
  await db.schema
    .createIndex('mentor_skills_skill')
    .on('mentor_skills')
    .columns(['skill', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mentor_skills_skill').execute();
  await db.schema.dropIndex('users_directory').execute();
  await db.schema.dropTable('mentor_requests').execute();
}
