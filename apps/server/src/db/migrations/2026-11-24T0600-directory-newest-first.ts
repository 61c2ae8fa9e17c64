import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * The directory lists the newest mentors first and breaks ties by id (created_at desc, id). An
 * index in that very order lets both databases read a page straight off it; the earlier index
 * (all ascending) made SQLite sort every tie group on each page (decision 022, the API read path).
 */
async function directoryIndex(db: Kysely<unknown>, order: 'newest first' | 'ascending') {
  await db.schema.dropIndex('users_directory').execute();
  await db.schema
    .createIndex('users_directory')
    .on('users')
    .columns([
      'role',
      'email_verified',
      order === 'newest first' ? 'created_at desc' : 'created_at',
      'id',
    ])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await directoryIndex(db, 'newest first');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await directoryIndex(db, 'ascending');
}
