/**
 * Matching at 100,000 mentors with full stories (decision 036): "Suggested for you"
 * (`suggestionsFor`, in-process) against a naive scan that scores every mentor with the domain's
 * `scoreMatch`; the search box over stories (`findMentors`) against a substring scan; and a day
 * of 10,000 mentees asking, to see how the fair-exposure rule spreads them against pure score
 * order. SQLite always; PostgreSQL too, on a throwaway server, unless BENCH_POSTGRES=off.
 * MENTORS=20000 and MENTEES=2000 make a quicker run; each phase also stops at a time budget
 * (MATCHING_DAY_SECONDS for the day of 10,000 mentees), so a slow build still finishes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { startPostgres } from '@mentorbridge/testing/postgres-server';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { makeWorld, type World } from './matching/corpus.ts';
import {
  count,
  dayFigures,
  latency,
  latencyFigures,
  matchingRows,
  type Planned,
} from './matching/figures.ts';
import { seededRandom } from './matching/random.ts';
import { seedWorld } from './matching/seed.ts';
import { checkScorer } from './matching/scoring.ts';
import { hiddenExperienceCheck, SEARCHES, searchSamples } from './matching/search.ts';
import {
  afterStoryChanged,
  askEach,
  bestFirstCount,
  eligibleMentors,
  naiveSamples,
  pureScoreLists,
  spreadOf,
} from './matching/suggestions.ts';
import type { Benchmark } from './support/benchmark.ts';
import type { Figure } from './support/figures.ts';

const MENTORS = Number(process.env.MENTORS ?? 100_000);
/** Mentees in the fair-exposure day. */
const MENTEES = Number(process.env.MENTEES ?? 10_000);
const WARM_UP = 20;
const ASKING = 300;
/** The naive scan reads every row of five tables a call: a few calls tell its cost. */
const NAIVE = 10;
/** Saves of a story, each followed by one mentee's suggestions. */
const RELOADS = 30;
/**
 * Each phase stops at its count or its time, whichever comes first, so a slow build still
 * finishes; the row's value says how many were measured when that is fewer.
 */
const BUDGET_MS = { asking: 90_000, naive: 30_000 };
const DAY_BUDGET_MS = Number(process.env.MATCHING_DAY_SECONDS ?? 300) * 1000;
/** Mid-morning of two days: the first for latency, the second for the fair-exposure day. */
const FIRST_DAY = Date.UTC(2026, 11, 2, 10);
const SECOND_DAY = FIRST_DAY + 86_400_000;

/** Other work on the machine moves every figure: each phase prints the load it ran under. */
const load = () => `load average ${os.loadavg()[0]?.toFixed(1)}`;

type Kind = 'SQLite' | 'PostgreSQL';
const KINDS: Kind[] = process.env.BENCH_POSTGRES === 'off' ? ['SQLite'] : ['SQLite', 'PostgreSQL'];
/** The fair-exposure day is long: on SQLite always, on PostgreSQL only when asked for. */
const withDay = (kind: Kind) => kind === 'SQLite' || process.env.BENCH_FAIRNESS_POSTGRES === 'on';
const PLANNED: Planned = {
  asking: ASKING,
  reloads: RELOADS,
  queries: SEARCHES.length,
  mentees: MENTEES,
};
const rowsOf = (kind: Kind) => matchingRows(`${count(MENTORS)} mentors, ${kind}`, PLANNED);

async function benchmark(kind: Kind, db: Kysely<Database>, world: World): Promise<Figure[]> {
  const rows = rowsOf(kind);
  await migrateToLatest(db);
  const seconds = await seedWorld(db, world);
  console.log(
    `  ${kind}: seeded ${count(MENTORS)} mentors with stories in ${seconds.toFixed(1)} s`,
  );

  await askEach(db, world.askers.slice(0, WARM_UP), FIRST_DAY, { budgetMs: 10_000 });
  const asked = await askEach(db, world.askers.slice(WARM_UP, WARM_UP + ASKING), FIRST_DAY, {
    budgetMs: BUDGET_MS.asking,
    minimum: 20,
  });
  const fast = { ...latency(asked.samples), mentees: asked.asked.length };
  const naiveTimes = await naiveSamples(db, asked.asked.slice(0, NAIVE), BUDGET_MS.naive);
  const naive = { ...latency(naiveTimes), mentees: naiveTimes.length };
  const bestFirst = bestFirstCount(world.mentors, asked.asked, asked.shown);
  console.log(
    `  ${kind}: suggestions ${fast.text} (${fast.mentees} mentees, ${load()}); naive scan p50 ${naive.p50.toFixed(0)} ms; first suggestion in the best band for ${bestFirst} of ${fast.mentees}`,
  );
  const saved = await afterStoryChanged(db, asked.asked.slice(0, RELOADS), FIRST_DAY);
  const reload = { ...latency(saved.after), runs: saved.after.length };
  const beforeSave = latency(saved.before);
  console.log(
    `  ${kind}: suggestions right after a story was saved ${reload.text}; just before ${beforeSave.text} (${load()})`,
  );
  const searched = await searchSamples(db);
  const search = latency(searched.search);
  const hidden = await hiddenExperienceCheck(db, world.mentors);
  console.log(`  ${kind}: search ${search.text} (${load()})`);
  const scan = latency(searched.scan);
  const figures = latencyFigures(rows.latency, PLANNED, {
    fast,
    naive,
    reload,
    beforeSave,
    search,
    scan,
    hidden,
  });
  if (!withDay(kind)) return figures;

  const started = performance.now();
  const planned = world.askers.slice(WARM_UP + ASKING, WARM_UP + ASKING + MENTEES);
  const simulated = await askEach(db, planned, SECOND_DAY, { budgetMs: DAY_BUDGET_MS });
  const day = simulated.asked;
  console.log(
    `  ${kind}: ${count(day.length)} of ${count(MENTEES)} mentees' suggestions in ${((performance.now() - started) / 1000).toFixed(1)} s (${load()})`,
  );
  const eligible = eligibleMentors(world.mentors);
  const scoring = performance.now();
  const pure = spreadOf(eligible, pureScoreLists(world.mentors, day));
  console.log(
    `  pure score order in memory (bits of every eligible mentor): ${((performance.now() - scoring) / day.length).toFixed(2)} ms a mentee`,
  );
  const fair = {
    ...spreadOf(eligible, simulated.shown),
    bestFirst: bestFirstCount(world.mentors, day, simulated.shown),
  };
  return [
    ...figures,
    ...dayFigures(
      rows.day,
      { mentees: day.length, planned: MENTEES },
      latency(simulated.samples),
      fast,
      fair,
      pure,
    ),
  ];
}

async function matchingFigures(): Promise<Figure[]> {
  const started = performance.now();
  const world = makeWorld(seededRandom(34), MENTORS, WARM_UP + ASKING + MENTEES);
  // The fair-exposure baseline's scorer must be scoreMatch to the last bit.
  const pairs = checkScorer(
    world.mentors.slice(0, 2_000),
    world.askers.slice(0, 50).map((m) => m.answers),
  );
  console.log(
    `  made ${count(MENTORS)} mentors and ${count(world.askers.length)} mentees in ${((performance.now() - started) / 1000).toFixed(1)} s; fast scorer equals scoreMatch on ${count(pairs)} pairs`,
  );
  const figures: Figure[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-bench-'));
  const sqlite = openDatabase({ kind: 'sqlite', file: path.join(folder, 'bench.db') });
  try {
    figures.push(...(await benchmark('SQLite', sqlite, world)));
  } finally {
    await sqlite.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  if (!KINDS.includes('PostgreSQL')) return figures;
  const server = await startPostgres();
  const postgres = openDatabase({ kind: 'postgres', url: server.adminUrl });
  try {
    figures.push(...(await benchmark('PostgreSQL', postgres, world)));
  } finally {
    await postgres.destroy();
    server.stop();
  }
  return figures;
}

export const matchingBenchmark: Benchmark = {
  rows: KINDS.flatMap((kind) => {
    const { latency, day } = rowsOf(kind);
    return [...Object.values(latency), ...(withDay(kind) ? Object.values(day) : [])];
  }),
  run: matchingFigures,
};
