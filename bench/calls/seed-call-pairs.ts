import { randomUUID } from 'node:crypto';
import { SESSION_TTL_MS } from '@mentorbridge/domain/constants';
import { openDatabase, sqliteFileIn } from '../../apps/server/src/db/database.ts';
import { makeLead } from '../../apps/server/src/features/safeguarding/service.ts';
import { newToken } from '../../apps/server/src/lib/tokens.ts';
import { checkMentor } from '../../apps/server/src/test/vetting.ts';
import { type SeededPair, type SeededUser, seedChatPairs } from '../chat/seed-pairs.ts';

/** The seeded pairs, and a safeguarding lead signed in beside them. */
export interface SeededCalls {
  pairs: SeededPair[];
  lead: SeededUser;
}

const LEAD_EMAIL = 'lead@bench.example';

/**
 * Accepted pairs (checked mentors, mentees of 16: seedChatPairs) in a fresh SQLite data folder,
 * and a lead who can suspend their mentors. The lead is made as the operator's command makes
 * one, through `makeLead`, from a verified adult account with no contacts; like any lead in the
 * tests, their own safeguarding record is complete, since a lead without one is held back from
 * a child's records (decision 051).
 */
export async function seedCallPairs(dataDir: string, count: number): Promise<SeededCalls> {
  const pairs = await seedChatPairs(dataDir, count);
  const db = openDatabase({ kind: 'sqlite', file: sqliteFileIn(dataDir) });
  try {
    const now = Date.now();
    const lead = { id: randomUUID(), ...newToken() };
    await db
      .insertInto('users')
      .values({
        id: lead.id,
        email: LEAD_EMAIL,
        password_hash: 'not-a-real-hash',
        full_name: 'Lead Bench',
        role: 'mentor',
        age: 50,
        email_verified: 1,
        avatar_version: 0,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('sessions')
      .values({
        token_hash: lead.hash,
        user_id: lead.id,
        created_at: now,
        expires_at: now + SESSION_TTL_MS,
        last_used_at: now,
      })
      .execute();
    await checkMentor({ db, clock: { now: () => now } }, lead.id);
    const made = await makeLead(db, LEAD_EMAIL, now);
    if (!made.ok) throw new Error(`the lead was not made: ${made.outcome}`);
    return { pairs, lead: { id: lead.id, sessionToken: lead.token } };
  } finally {
    await db.destroy();
  }
}
