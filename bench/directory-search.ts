/**
 * The directory's skill search at 100,000 mentors (decision 015, docs/benchmarks.md): the indexed,
 * catalogue-resolved search the server uses, against a baseline measured in the same run on the
 * same data, a substring scan over every skill row. SQLite always; PostgreSQL too, on a
 * throwaway server, unless BENCH_POSTGRES=off. MENTORS=20000 makes a quicker run.
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
import { type Benchmark, measured } from './support/benchmark.ts';
import { ms, percentiles, type Figure } from './support/figures.ts';
import { targets } from './support/targets.ts';

const MENTORS = Number(process.env.MENTORS ?? 100_000);
const RUNS = 20;
const BATCH = 500;
const WITH_POSTGRES = process.env.BENCH_POSTGRES !== 'off';

type Kind = 'SQLite' | 'PostgreSQL';
const KINDS: Kind[] = WITH_POSTGRES ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
const rowOf = (kind: Kind) => ({
  figure: `skill search at ${MENTORS.toLocaleString('en')} mentors, ${kind} (2–12 characters)`,
  target: targets.skillSearch,
});

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
      // Nine in ten have a safeguarding record that counts, so the gate leaves some out.
      await trx
        .insertInto('mentor_vetting')
        .values(
          users
            .filter((_user, offset) => (from + offset) % 10 !== 5)
            .map((user) => ({
              user_id: user.id,
              references_received: 2,
              reaches_children_until: '2099-01-01',
              recorded_by: 'bench',
              updated_at: user.created_at,
            })),
        )
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

/** Substring searches of 2 to 12 characters, as people type them. */
const QUERIES = [
  'we',
  'pyt',
  'data',
  'nurs',
  'publi',
  'carpen',
  'illustr',
  'engineer',
  'developm',
  'web develop',
  'public speak',
];

async function samplesOf(work: (text: string) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (const text of QUERIES) {
    for (let warmUp = 0; warmUp < 2; warmUp++) await work(text);
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await work(text);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

async function benchmark(kind: Kind, db: Kysely<Database>): Promise<Figure> {
  await migrateToLatest(db);
  await seed(db);
  if (kind === 'PostgreSQL') await sql`analyze`.execute(db);
  const deps = { db };
  // A mentee under 18, so the safeguarding gate is part of the figure.
  const viewer = { id: null, minor: true, today: '2026-11-25' };
  const search = percentiles(await samplesOf((skill) => findMentors(deps, { skill }, viewer)));
  const scan = percentiles(await samplesOf((text) => substringScan(db, text)));
  return measured(
    rowOf(kind),
    {
      value: `p50 ${ms(search.p50)}, p95 ${ms(search.p95)}`,
      baseline: `substring scan p50 ${ms(scan.p50)}, p95 ${ms(scan.p95)}`,
      comparison: `${(scan.p50 / search.p50).toFixed(1)}x faster`,
    },
    search,
  );
}

async function directorySearchFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-bench-'));
  const sqlite = openDatabase({ kind: 'sqlite', file: path.join(folder, 'bench.db') });
  try {
    figures.push(await benchmark('SQLite', sqlite));
  } finally {
    await sqlite.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  if (!WITH_POSTGRES) return figures;
  const server = await startPostgres();
  const postgres = openDatabase({ kind: 'postgres', url: server.adminUrl });
  try {
    figures.push(await benchmark('PostgreSQL', postgres));
  } finally {
    await postgres.destroy();
    await server.stop();
  }
  return figures;
}

export const directorySearchBenchmark: Benchmark = {
  rows: KINDS.map(rowOf),
  run: directorySearchFigures,
};
