import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/**
 * Lets a programme's pupil under 18 call, for a test about something else (decision 060): their
 * caregiver has agreed to one-to-one calls (written straight to the table, as set-up), and the
 * app's clock reads midday, inside any programme's contact hours, moving on from there. Answers
 * the function that puts the clock back.
 */
export async function letProgrammePupilCall(t: TestApp, pupilId: string): Promise<() => void> {
  const now = Date.now();
  await t.db
    .insertInto('caregivers')
    .values({
      child_id: pupilId,
      email: `carer.${pupilId}@example.com`,
      token_hash: randomBytes(32).toString('hex'),
      source: 'programme',
      created_at: now,
      link_sent_at: now,
      video_agreed_at: now,
    })
    .onConflict((conflict) => conflict.column('child_id').doUpdateSet({ video_agreed_at: now }))
    .execute();
  const midday = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T12:00:00Z`);
  t.context.clock.now = () => midday + (Date.now() - now);
  return () => {
    t.context.clock.now = () => Date.now();
  };
}
