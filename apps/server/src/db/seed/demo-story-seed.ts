import type { Kysely } from 'kysely';
import { writeAnswers, writeStory } from '../../features/mentor-story/service.ts';
import type { Database } from '../schema.ts';
import { claimOnce } from './claim-once.ts';
import { demoMentee } from './demo-accounts.ts';
import { demoMenteeAnswers, demoStories } from './demo-stories.ts';

const SEEDED_KEY = 'demo_stories_seeded';

/**
 * Gives the demo mentors their stories and the demo mentee her answers, once per database,
 * also on a database whose demo accounts were made before stories existed. The first process to
 * write the mark does it; a story or answers someone already saved are left alone.
 */
export async function seedDemoStories(db: Kysely<Database>): Promise<void> {
  if (!(await claimOnce(db, SEEDED_KEY))) return;

  const emails = [...Object.keys(demoStories), demoMentee.email];
  const people = await db
    .selectFrom('users')
    .leftJoin('mentor_profiles', 'mentor_profiles.user_id', 'users.id')
    .leftJoin('mentee_answers', 'mentee_answers.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'mentor_profiles.user_id as has_story',
      'mentee_answers.user_id as has_answers',
    ])
    .where('users.email', 'in', emails)
    .execute();
  for (const person of people) {
    const story = demoStories[person.email];
    if (story && person.role === 'mentor' && !person.has_story) {
      await writeStory({ db }, person.id, story);
    }
    if (person.email === demoMentee.email && person.role === 'mentee' && !person.has_answers) {
      await writeAnswers({ db }, person.id, demoMenteeAnswers);
    }
  }
}
