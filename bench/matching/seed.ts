/**
 * Writes the benchmark's world into a migrated database as the app would: each story's bits and
 * searchable text come from the server's own `indexStory`, and each table gets the rows
 * `replaceStory` and `replaceAnswers` write, many mentors to a statement and a transaction.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { refreshPlannerStatistics } from '../../apps/server/src/db/planner-statistics.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { indexStory } from '../../apps/server/src/features/mentor-story/service.ts';
import type { BenchMentee, BenchMentor, World } from './corpus.ts';

/** Mentors a statement: about 7,000 rows across seven tables, under both databases' limits. */
const BATCH = 500;

const userRow = (id: string, index: number, role: 'mentor' | 'mentee') => ({
  id,
  email: `${role}${index}@bench.example`,
  password_hash: 'not-a-real-hash',
  full_name: `${role === 'mentor' ? 'Mentor' : 'Mentee'} ${index}`,
  role,
  age: role === 'mentor' ? 25 + (index % 40) : 14 + (index % 5),
  email_verified: 1,
  avatar_version: 0,
  created_at: 1_690_000_000_000 + index * 1000,
});

/**
 * All of it in one transaction, a statement a batch: SQLite's full-text index flushes and merges
 * its segments at each commit, which made transactions of one batch most of the load's time.
 */
async function inBatches<T>(
  db: Kysely<Database>,
  items: readonly T[],
  write: (trx: Kysely<Database>, batch: readonly T[], from: number) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The directory-version triggers bump one row for each row written, and PostgreSQL keeps
    // every version of that row until the transaction ends, which makes the load quadratic.
    // Replica mode skips triggers (and foreign-key checks, which this data satisfies: the same
    // rows go through SQLite with its checks on).
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`set local session_replication_role = replica`.execute(trx);
    }
    for (let from = 0; from < items.length; from += BATCH) {
      await write(trx, items.slice(from, from + BATCH), from);
    }
  });
}

async function writeMentees(db: Kysely<Database>, mentees: readonly BenchMentee[], first: number) {
  await inBatches(db, mentees, async (trx, batch, from) => {
    await trx
      .insertInto('users')
      .values(batch.map((mentee, offset) => userRow(mentee.id, first + from + offset, 'mentee')))
      .execute();
    await trx
      .insertInto('mentee_answers')
      .values(
        batch.map((mentee) => ({
          user_id: mentee.id,
          goals: JSON.stringify(mentee.answers.goals),
          experiences: JSON.stringify(mentee.answers.experiences),
          languages: JSON.stringify(mentee.answers.languages),
          updated_at: 1_700_000_000_000,
        })),
      )
      .execute();
  });
}

async function writeMentors(db: Kysely<Database>, mentors: readonly BenchMentor[]) {
  await inBatches(db, mentors, async (trx, batch, from) => {
    await trx
      .insertInto('users')
      .values(
        batch.map((mentor, offset) => ({
          ...userRow(mentor.id, from + offset, 'mentor'),
          email_verified: mentor.verified ? 1 : 0,
          created_at: mentor.createdAt,
          mentee_capacity: mentor.capacity,
          paused_requests: mentor.paused ? 1 : 0,
        })),
      )
      .execute();
    await trx
      .insertInto('mentor_skills')
      .values(
        batch.flatMap((mentor) => mentor.skills.map((skill) => ({ user_id: mentor.id, skill }))),
      )
      .execute();
    await trx
      .insertInto('mentor_profiles')
      .values(
        batch.map((mentor) => {
          const index = indexStory(mentor.story, mentor.skills);
          return {
            user_id: mentor.id,
            headline: mentor.story.headline,
            about: mentor.story.about,
            experience_mask: index.experienceMask,
            shown_experience_mask: index.shownExperienceMask,
            goal_mask: index.goalMask,
            language_mask: index.languageMask,
            category_mask: index.categoryMask,
            search_text: index.searchText,
            updated_at: mentor.createdAt,
          };
        }),
      )
      .execute();
    // Nine mentors in ten have a safeguarding record that lets them reach the mentees (under 18),
    // so the gate's condition is part of every figure, and some mentors are left out by it.
    const checked = batch.filter((_mentor, offset) => (from + offset) % 10 !== 0);
    if (checked.length > 0) {
      await trx
        .insertInto('mentor_vetting')
        .values(
          checked.map((mentor) => ({
            user_id: mentor.id,
            check_kind: 'Enhanced DBS with barred list',
            check_reference: 'BENCH',
            issued_on: '2026-01-01',
            seen_on: '2026-01-02',
            expires_on: '2029-01-01',
            // Far ahead, so the figures do not change with the day the bench runs.
            references_received: 2,
            interviewed_on: '2026-01-03',
            trained_on: '2026-01-04',
            reaches_children_until: '2099-01-01',
            recorded_by: 'bench',
            updated_at: mentor.createdAt,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('mentor_experiences')
      .values(
        batch.flatMap((mentor) =>
          mentor.story.experiences.map((experience, position) => ({
            user_id: mentor.id,
            experience: experience.id,
            note: experience.note,
            shown: experience.shown ? 1 : 0,
            position,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('mentor_goals')
      .values(
        batch.flatMap((mentor) => mentor.story.goals.map((goal) => ({ user_id: mentor.id, goal }))),
      )
      .execute();
    await trx
      .insertInto('mentor_languages')
      .values(
        batch.flatMap((mentor) =>
          mentor.story.languages.map((language) => ({ user_id: mentor.id, language })),
        ),
      )
      .execute();
    const accepted = batch.flatMap((mentor) =>
      mentor.acceptedFrom.map((menteeId) => ({
        id: `${mentor.id}__${menteeId}`,
        mentor_id: mentor.id,
        requester_id: menteeId,
        status: 'accepted' as const,
        created_at: mentor.createdAt,
        updated_at: mentor.createdAt,
      })),
    );
    if (accepted.length > 0) await trx.insertInto('mentor_requests').values(accepted).execute();
  });
}

/**
 * The whole world. SQLite loads with a large page cache (its default 2 MB made the random-id
 * index inserts thrash: 100,000 mentors took minutes), put back to what the server runs with
 * before anything is measured. Then the statistics a running server would have within the hour:
 * PostgreSQL vacuumed and analysed, as autovacuum would soon do, and SQLite's from the server's
 * own hourly `refreshPlannerStatistics`.
 */
export async function seedWorld(db: Kysely<Database>, world: World): Promise<number> {
  const started = performance.now();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const cache = postgres
    ? null
    : (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size;
  if (cache !== null) await sql`pragma cache_size = -1000000`.execute(db);
  await writeMentees(db, world.settled, 0);
  await writeMentees(db, world.askers, world.settled.length);
  await writeMentors(db, world.mentors);
  if (cache !== null) await sql`pragma cache_size = ${sql.raw(String(cache ?? -2000))}`.execute(db);
  if (postgres) await sql`vacuum analyze`.execute(db);
  else await refreshPlannerStatistics(db);
  return (performance.now() - started) / 1000;
}
