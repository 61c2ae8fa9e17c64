import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Several processes share one database: each call row names the process whose socket holds
  // it, and each process renews a lease, so the calls of a process that died can be ended by
  // the others without touching the calls of those still alive. Rows are held by sockets that
  // no longer exist at this point (the process is migrating), so none is kept.
  await sql`delete from active_calls`.execute(db);
  await db.schema
    .alterTable('active_calls')
    .addColumn('process_id', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('active_calls_process')
    .on('active_calls')
    .column('process_id')
    .execute();
  await db.schema
    .createTable('server_processes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('alive_until', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_processes').execute();
  await db.schema.dropIndex('active_calls_process').execute();
  await db.schema.alterTable('active_calls').dropColumn('process_id').execute();
}
