import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/** The new tables the directory reads: a change to any of them moves its version. */
const directorySources = [
  'mentor_profiles',
  'mentor_experiences',
  'mentor_goals',
  'mentor_languages',
] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A mentor's story and a mentee's private answers (decision 036): what a mentor has lived
 * through, what they help with and the languages they mentor in, a profile's text searchable
 * through an index kept in the same transaction as every change (FTS5 on SQLite, a weighted
 * tsvector under GIN on PostgreSQL), suggestion lists counted per day for fair exposure, the
 * times mentors took to answer requests, and a request's optional message.
 *
 * `mentor_profiles` also keeps each list as one number with a bit per catalogue entry, so the
 * suggestions' first pass scores every mentor in one scan of one table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  let profiles = db.schema.createTable('mentor_profiles');
  profiles = postgres
    ? profiles.addColumn('search_id', 'integer', (col) =>
        col.primaryKey().generatedAlwaysAsIdentity(),
      )
    : // The rowid itself, so the full-text index can point at it and VACUUM keeps it.
      profiles.addColumn('search_id', 'integer', (col) => col.primaryKey());
  await profiles
    .addColumn('user_id', 'text', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('headline', 'text', (col) => col.notNull())
    .addColumn('about', 'text', (col) => col.notNull())
    .addColumn('experience_mask', 'bigint', (col) => col.notNull())
    .addColumn('shown_experience_mask', 'bigint', (col) => col.notNull())
    .addColumn('goal_mask', 'bigint', (col) => col.notNull())
    .addColumn('language_mask', 'bigint', (col) => col.notNull())
    .addColumn('category_mask', 'bigint', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('mentor_experiences')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('experience', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('shown', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('mentor_experiences_pk', ['user_id', 'experience'])
    .execute();
  await db.schema
    .createIndex('mentor_experiences_shown')
    .on('mentor_experiences')
    .columns(['experience', 'shown', 'user_id'])
    .execute();
  for (const [table, column] of [
    ['mentor_goals', 'goal'],
    ['mentor_languages', 'language'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn(column, 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', column])
      .execute();
    await db.schema
      .createIndex(`${table}_${column}`)
      .on(table)
      .columns([column, 'user_id'])
      .execute();
  }

  await db.schema
    .createTable('mentee_answers')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    // JSON lists of catalogue ids: read whole, by their owner and the suggestions only.
    .addColumn('goals', 'text', (col) => col.notNull())
    .addColumn('experiences', 'text', (col) => col.notNull())
    .addColumn('languages', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('suggestion_shows')
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('mentee_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('mentor_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('suggestion_shows_pk', ['mentee_id', 'day', 'mentor_id'])
    .execute();
  await db.schema
    .createIndex('suggestion_shows_mentor')
    .on('suggestion_shows')
    .columns(['mentor_id', 'day'])
    .execute();

  await db.schema
    .createTable('reply_times')
    .addColumn('mentor_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('answered_at', 'bigint', (col) => col.notNull())
    .addColumn('waited_ms', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reply_times_mentor')
    .on('reply_times')
    .columns(['mentor_id', 'answered_at'])
    .execute();

  await db.schema.alterTable('mentor_requests').addColumn('message', 'text').execute();
  // How many mentees a mentor has, read for every card, profile and candidate: by the mentor,
  // not by every accepted request on the platform (the status index alone was chosen).
  await db.schema
    .createIndex('mentor_requests_mentor_status')
    .on('mentor_requests')
    .columns(['mentor_id', 'status'])
    .execute();
  // The suggestions' first pass reads only the bits: from this narrow index, not the stories.
  await db.schema
    .createIndex('mentor_profiles_match')
    .on('mentor_profiles')
    .columns([
      'language_mask',
      'shown_experience_mask',
      'goal_mask',
      'category_mask',
      'experience_mask',
      'search_id',
      'user_id',
    ])
    .execute();

  if (postgres) {
    await sql`alter table mentor_profiles add column search_vector tsvector
      generated always as (to_tsvector('english', search_text)) stored`.execute(db);
    await sql`create index mentor_profiles_search on mentor_profiles using gin (search_vector)`.execute(
      db,
    );
    for (const table of directorySources) {
      await sql`create constraint trigger ${sql.id(`directory_changed_${table}_any`)}
        after insert or delete or update on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_directory_version()`.execute(db);
    }
    return;
  }

  await sql`create virtual table mentor_search using fts5(
    search_text, content='mentor_profiles', content_rowid='search_id',
    tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  await sql`create trigger mentor_search_insert after insert on mentor_profiles begin
    insert into mentor_search (rowid, search_text) values (new.search_id, new.search_text);
    end`.execute(db);
  await sql`create trigger mentor_search_delete after delete on mentor_profiles begin
    insert into mentor_search (mentor_search, rowid, search_text)
      values ('delete', old.search_id, old.search_text);
    end`.execute(db);
  await sql`create trigger mentor_search_update after update of search_text on mentor_profiles begin
    insert into mentor_search (mentor_search, rowid, search_text)
      values ('delete', old.search_id, old.search_text);
    insert into mentor_search (rowid, search_text) values (new.search_id, new.search_text);
    end`.execute(db);
  for (const table of directorySources) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`create trigger ${sql.id(`directory_changed_${table}_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update directory_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of directorySources) {
      await sql`drop trigger ${sql.id(`directory_changed_${table}_any`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  } else {
    for (const table of directorySources) {
      for (const event of ['insert', 'delete', 'update']) {
        await sql`drop trigger ${sql.id(`directory_changed_${table}_${event}`)}`.execute(db);
      }
    }
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.id(`mentor_search_${event}`)}`.execute(db);
    }
    await sql`drop table mentor_search`.execute(db);
  }
  await db.schema.dropIndex('mentor_requests_mentor_status').execute();
  await db.schema.alterTable('mentor_requests').dropColumn('message').execute();
  for (const table of [
    'reply_times',
    'suggestion_shows',
    'mentee_answers',
    'mentor_languages',
    'mentor_goals',
    'mentor_experiences',
    'mentor_profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
