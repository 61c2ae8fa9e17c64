import { randomUUID } from 'node:crypto';
import { SESSION_TTL_MS } from '@mentorbridge/domain/constants';
import {
  type DatabaseLocation,
  openDatabase,
  sqliteFileIn,
} from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { newToken } from '../../apps/server/src/lib/tokens.ts';
import { checkMentor } from '../../apps/server/src/test/vetting.ts';

/** One member of a seeded chat, with the session token its cookie carries. */
export interface SeededUser {
  id: string;
  sessionToken: string;
}

/** An accepted mentor and mentee, signed in, whose chat id is the request's id. */
export interface SeededPair {
  chatId: string;
  mentor: SeededUser;
  mentee: SeededUser;
}

const BATCH = 250;

/**
 * Accepted pairs written straight into a fresh database (the SQLite file in a data folder, or a
 * PostgreSQL URL), each member with a live session, so that a benchmark starts with people
 * already signed in and connected to each other. The mentees are 16: the chats pass through
 * every check a chat with a minor does, and each mentor has the complete safeguarding record
 * without which no adult reaches a child (decision 038).
 */
export async function seedChatPairs(
  where: string | Extract<DatabaseLocation, { kind: 'postgres' }>,
  count: number,
): Promise<SeededPair[]> {
  const db = openDatabase(
    typeof where === 'string' ? { kind: 'sqlite', file: sqliteFileIn(where) } : where,
  );
  try {
    await migrateToLatest(db);
    const now = Date.now();
    const pairs: SeededPair[] = [];
    for (let from = 0; from < count; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - from) }, (_, offset) => {
        const index = from + offset;
        const mentor = { id: randomUUID(), ...newToken(), email: `mentor${index}` };
        const mentee = { id: randomUUID(), ...newToken(), email: `mentee${index}` };
        return { index, mentor, mentee, chatId: `${mentor.id}__${mentee.id}` };
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values(
            batch.flatMap(({ index, mentor, mentee }) => [
              userRow(mentor, 'mentor', 40, index, now),
              userRow(mentee, 'mentee', 16, index, now),
            ]),
          )
          .execute();
        await trx
          .insertInto('sessions')
          .values(
            batch.flatMap(({ mentor, mentee }) =>
              [mentor, mentee].map((user) => ({
                token_hash: user.hash,
                user_id: user.id,
                created_at: now,
                expires_at: now + SESSION_TTL_MS,
                last_used_at: now,
              })),
            ),
          )
          .execute();
        await trx
          .insertInto('mentor_requests')
          .values(
            batch.map(({ chatId, mentor, mentee }) => ({
              id: chatId,
              mentor_id: mentor.id,
              requester_id: mentee.id,
              status: 'accepted' as const,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
        const clock = { now: () => now };
        for (const { mentor } of batch) await checkMentor({ db: trx, clock }, mentor.id);
      });
      pairs.push(
        ...batch.map(({ chatId, mentor, mentee }) => ({
          chatId,
          mentor: { id: mentor.id, sessionToken: mentor.token },
          mentee: { id: mentee.id, sessionToken: mentee.token },
        })),
      );
    }
    return pairs;
  } finally {
    await db.destroy();
  }
}

function userRow(
  user: { id: string; email: string },
  role: 'mentor' | 'mentee',
  age: number,
  index: number,
  now: number,
) {
  return {
    id: user.id,
    email: `${user.email}@bench.example`,
    password_hash: 'not-a-real-hash',
    full_name: `${role === 'mentor' ? 'Mentor' : 'Mentee'} ${index}`,
    role,
    age,
    email_verified: 1,
    avatar_version: 0,
    // Joined a second apart, as people do, so the directory's newest-first order is real.
    created_at: now - index * 1000,
  };
}
