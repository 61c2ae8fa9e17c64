import type { Kysely } from 'kysely';
import { type Argument, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { blockedBy, blockersOf } from '../../lib/standing-repository.ts';

/** A mentor row with their skills, before the service shapes it. */
export interface MentorRecord {
  id: string;
  fullName: string;
  pictureVersion: number;
  createdAt: number;
  skills: string[];
  /** Whether they take new requests: their capacity, pause and mentees now. */
  mentoring: { capacity: number; paused: boolean; mentees: number };
}

/** Where a page starts: after this mentor in the newest-first order. */
export interface MentorPosition {
  createdAt: number;
  id: string;
}

/**
 * One page of verified mentors, newest first, after `after`; only those holding one of `skills`
 * when it is given. Both orders and filters ride indexes (users_directory, mentor_skills_skill),
 * so a page costs the same at 100 mentors or 100,000.
 *
 * Pages are kept until the directory's version moves (decision 028), and triggers move it on
 * the tables and `users` columns this reads, as listed in the migrations
 * `2026-11-26T0600-directory-version` and `2026-11-27T0600-notifications` (which adds capacity,
 * pause and every change of a request, since a mentor's availability counts accepted ones). A
 * table or column this starts to read needs a new migration adding it there, or a kept page
 * would not see it change.
 */
export async function listVerifiedMentors(
  db: Kysely<Database>,
  options: {
    skills: readonly string[] | null;
    after: MentorPosition | null;
    limit: number;
    /** Who is looking: mentors they blocked, or who blocked them, are not shown. */
    viewerId: string | null;
  },
): Promise<MentorRecord[]> {
  let query = db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'full_name',
      'avatar_version',
      'created_at',
      'mentee_capacity',
      'paused_requests',
      eb
        .selectFrom('mentor_requests')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('mentor_requests.mentor_id', '=', 'users.id')
        .where('mentor_requests.status', '=', 'accepted')
        .as('mentees'),
    ])
    .where('role', '=', 'mentor')
    .where('email_verified', '=', 1)
    .where('suspended_at', 'is', null)
    // Safeguarding leads are staff, not mentors anyone can ask.
    .where('id', 'not in', (eb) => eb.selectFrom('safeguarding_leads').select('user_id'));
  const viewerId = options.viewerId;
  if (viewerId !== null) {
    query = query
      .where('id', 'not in', blockedBy(db, viewerId))
      .where('id', 'not in', blockersOf(db, viewerId));
  }
  if (options.skills) {
    const skills = options.skills;
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('mentor_skills').select('user_id').where('skill', 'in', skills),
    );
  }
  if (options.after) {
    const { createdAt, id } = options.after;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit)
    .execute();
  if (rows.length === 0) return [];

  const skillRows = await db
    .selectFrom('mentor_skills')
    .select(['user_id', 'skill'])
    .where(
      'user_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('skill')
    .execute();
  const skillsByMentor = new Map<string, string[]>();
  for (const { user_id, skill } of skillRows) {
    skillsByMentor.set(user_id, [...(skillsByMentor.get(user_id) ?? []), skill]);
  }
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    pictureVersion: row.avatar_version,
    createdAt: row.created_at,
    skills: skillsByMentor.get(row.id) ?? [],
    mentoring: {
      capacity: row.mentee_capacity,
      paused: row.paused_requests === 1,
      mentees: Number(row.mentees ?? 0),
    },
  }));
}

const directoryStanding = preparedQuery((db, argument: Argument<{ viewerId: string }>) =>
  db
    .selectFrom('directory_version')
    .select((eb) => [
      'version',
      eb
        .or([
          eb.exists(blockedBy(db, argument('viewerId'))),
          eb.exists(blockersOf(db, argument('viewerId'))),
        ])
        .as('has_blocks'),
    ])
    .where('id', '=', 1),
);

/**
 * The directory's version (it moves with every change to what the directory shows: decision
 * 028) and whether the viewer is part of any block, either way; one prepared query, asked by
 * every directory request before anything else.
 */
export async function findDirectoryStanding(
  db: Kysely<Database>,
  viewerId: string,
): Promise<{ version: number; viewerHasBlocks: boolean }> {
  const [row] = await directoryStanding(db, { viewerId });
  if (!row) throw new Error('directory_version has no row: the migrations did not run');
  return { version: Number(row.version), viewerHasBlocks: Boolean(row.has_blocks) };
}
