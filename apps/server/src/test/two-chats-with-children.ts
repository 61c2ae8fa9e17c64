import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema.ts';
import { makeLead } from '../features/safeguarding/leads.ts';
import type { vettingWorld } from './vetting-world.ts';

/** The chats of `twoChatsWithChildren`, by mentor: each mentor's one chat, with a child. */
export const childOf = { kit: 'max', cara: 'mia' } as const;

/**
 * A lead, and two checked mentors each in an accepted chat with a child of 15: Kit with Max,
 * Cara with Mia. The people of the tests that a change to one person's standing leaves the
 * other chat kept (decision 053). `leadEmail` is the address `world` gives its "lead".
 */
export async function twoChatsWithChildren(
  world: ReturnType<typeof vettingWorld>,
  db: Kysely<Database>,
  leadEmail: string,
): Promise<void> {
  const { id, call, person } = world;
  await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
  expect(await makeLead(db, leadEmail)).toMatchObject({ ok: true });
  for (const [mentor, mentee] of Object.entries(childOf)) {
    await person(mentor, { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person(mentee, { age: 15 });
    const asked = await call(mentee, 'POST', '/api/connections', { mentorId: id[mentor] });
    expect(asked.statusCode).toBe(201);
    const chatId = `${id[mentor] ?? ''}__${id[mentee] ?? ''}`;
    const accepted = await call(mentor, 'POST', `/api/connections/${chatId}/accept`);
    expect(accepted.statusCode).toBe(204);
  }
}
