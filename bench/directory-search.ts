/**
 * The directory's skill search at 100,000 mentors (issue 4): the indexed, catalogue-resolved
 * search the server uses, against a baseline measured in the same run on the same data, a
 * substring scan over every skill row. SQLite always; PostgreSQL too, on a throwaway server,
 * unless BENCH_POSTGRES=off.
 *
 *   npm run directory -w @mentorbridge/bench      (MENTORS=20000 for a quicker run)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { allSkills } from '@mentorbridge/domain/skill-catalogue';
import { startPostgres } from '@mentorbridge/testing/postgres-server';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { findMentors } from '../apps/server/src/features/mentors/service.ts';
import { comparisonRow, measure } from './support/timing.ts';

const MENTORS = Number(process.env.MENTORS ?? 100_000);
const RUNS = 40;
const BATCH = 500;

/** A deterministic spread of skills: every mentor 1 to 5, some skills rare, some common. */
function skillsOf(index: number): string[] {
  const count = 1 + (index % 5);
  return Array.from(
    { length: count },
    (_, k) => allSkills[(index * 7 + k * 31) % allSkills.length] ?? 'Python',
  );
}

async function seed(db: Kysely<Database>): Promise<void> {
  const started = performance.now();
  for (let from = 0; from < MENTORS; from += BATCH) {
    const users = Array.from({ length: Math.min(BATCH, MENTORS - from) }, (_, offset) => {
      const index = from + offset;
      return {
        id: randomUUID(),
        email: `mentor${index}@bench.example`,
        password_hash: 'not-a-real-hash',
        full_name: `Mentor ${index}`,
        role: 'mentor' as const,
        age: 30 + (index % 50),
        email_verified: index % 10 === 0 ? 0 : 1,
        avatar_version: 0,
        created_at: 1_700_000_000_000 + index * 1000,
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      await trx
        .insertInto('mentor_skills')
        .values(
          users.flatMap((user, offset) =>
            skillsOf(from + offset).map((skill) => ({ user_id: user.id, skill })),
          ),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    });
  }
  console.log(
    `  seeded ${MENTORS.toLocaleString('en')} mentors in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The baseline: what a plain substring search would do, scanning every skill row. */
function substringScan(db: Kysely<Database>, text: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('role', '=', 'mentor')
    .where('email_verified', '=', 1)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mentor_skills')
        .select('user_id')
        .where(sql<boolean>`lower(skill) like ${`%${text.toLowerCase()}%`}`),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(13)
    .execute();
}

async function benchmark(kind: string, db: Kysely<Database>): Promise<void> {
  console.log(`\n${kind}`);
  await migrateToLatest(db);
  await seed(db);
  if (kind === 'PostgreSQL') await sql`analyze`.execute(db);

  const deps = { db };
  for (const text of ['weld', 'PYTH', 'data']) {
    const indexed = await measure(RUNS, () => findMentors(deps, { skill: text }));
    const scan = await measure(RUNS, () => substringScan(db, text));
    console.log(comparisonRow(`search "${text}" (baseline: substring scan)`, indexed, scan));
  }
  const firstPage = await findMentors(deps, {});
  let cursor = firstPage.nextCursor ?? undefined;
  for (let page = 0; page < 50 && cursor; page++)
    cursor = (await findMentors(deps, { cursor })).nextCursor ?? undefined;
  const deepPage = await measure(RUNS, () => findMentors(deps, { cursor }));
  const topPage = await measure(RUNS, () => findMentors(deps, {}));
  console.log(comparisonRow('page 52 of all (baseline: page 1)', deepPage, topPage));
}

async function main(): Promise<void> {
  console.log(`Directory search at ${MENTORS.toLocaleString('en')} mentors (${RUNS} runs each)`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-bench-'));
  const sqlite = openDatabase({ kind: 'sqlite', file: path.join(folder, 'bench.db') });
  try {
    await benchmark('SQLite', sqlite);
  } finally {
    await sqlite.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  }

  if (process.env.BENCH_POSTGRES === 'off') return;
  const server = await startPostgres();
  const postgres = openDatabase({ kind: 'postgres', url: server.adminUrl });
  try {
    await benchmark('PostgreSQL', postgres);
  } finally {
    await postgres.destroy();
    await server.stop();
  }
}

await main();
