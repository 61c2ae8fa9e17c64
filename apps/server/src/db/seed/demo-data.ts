import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { hashPassword } from '../../lib/password-hashing.ts';
import { insertMentorSkills } from '../../features/auth/service.ts';
import { oneProcessAtATime, processLocks } from '../one-process-at-a-time.ts';
import type { Database } from '../schema.ts';
import type { FileStore } from '../../storage/file-store.ts';
import {
  DEMO_PASSWORD,
  demoCoordinator,
  demoMentee,
  demoMentor,
  demoMentors,
  demoPupils,
  demoWaitingMentee,
} from './demo-accounts.ts';
import { seedDemoChecks } from './demo-checks.ts';
import { seedDemoConversation } from './demo-conversation.ts';
import { seedDemoProgramme } from './demo-programme.ts';
import { seedDemoStories } from './demo-story-seed.ts';

const SEEDED_KEY = 'demo_data_seeded';

/**
 * Creates the verified demo accounts the first time the app starts on an empty database, then
 * what they have been doing (a connection, a chat with a picture, notes, a waiting request) and
 * their stories (the mentors') and answers (the demo mentee's), and the mentors' safeguarding
 * records (one in each state a lead meets: valid, expiring, expired, suspended, not checked),
 * and a school's programme with its pupils and pairs.
 * Neither runs again on that database, so what people delete of the demo stays deleted, and
 * processes that start together seed it once.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  files: FileStore,
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  // Processes starting together on one PostgreSQL would each find nothing seeded yet.
  await oneProcessAtATime(db, processLocks.demoSeed, async (db) => {
    await seedDemoAccounts(db, log);
    await seedDemoConversation(db, files);
    await seedDemoStories(db);
    await seedDemoChecks(db);
    await seedDemoProgramme(db);
  });
}

async function seedDemoAccounts(db: Kysely<Database>, log: Pick<Logger, 'info' | 'warn'>) {
  const seeded = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (seeded) return;

  // One hash for all: the demo accounts share a password, and seeding stays quick.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const accounts = [
    demoMentee,
    demoMentor,
    demoWaitingMentee,
    ...demoMentors,
    demoCoordinator,
    ...demoPupils,
  ];

  await db.transaction().execute(async (trx) => {
    for (const [index, account] of accounts.entries()) {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (taken) continue;
      const id = randomUUID();
      await trx
        .insertInto('users')
        .values({
          id,
          email: account.email,
          password_hash: passwordHash,
          full_name: account.fullName,
          role: account.role,
          age: account.age,
          email_verified: 1,
          avatar_version: 0,
          created_at: now - index,
        })
        .execute();
      await insertMentorSkills(trx, id, account.skills);
    }
    await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: String(now) })
      .execute();
  });
  log.info(
    { mentee: demoMentee.email, mentor: demoMentor.email, password: DEMO_PASSWORD },
    `demo data created: ${accounts.length} verified accounts`,
  );
  log.warn(
    'the demo accounts share a public password: never enable DEMO_DATA where real people sign up',
  );
}
