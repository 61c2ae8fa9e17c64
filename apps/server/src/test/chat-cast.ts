import { sessionUserOf, verifiedUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

const people = ['mentor', 'mentee', 'stranger', 'pending', 'rejected'] as const;
export type CastMember = (typeof people)[number];

/**
 * The people every chat and call test needs: a mentor; a mentee whose request was accepted (the
 * chat); one whose request is pending and one whose was rejected; and a stranger to them all.
 */
export async function chatCast(t: Pick<TestApp, 'app' | 'mail'>, emailPrefix: string) {
  const cookie = {} as Record<CastMember, string>;
  const id = {} as Record<CastMember, string>;
  for (const who of people) {
    cookie[who] = await verifiedUser(t.app, t.mail, {
      email: `${emailPrefix}.${who}@example.com`,
      password: 'quiet-river-1',
      ...(who === 'mentor' ? { age: 45, role: 'mentor', skills: ['Illustration'] } : {}),
    });
    id[who] = (await sessionUserOf(t.app, cookie[who])).id;
  }
  const chatOf = (mentee: CastMember) => `${id.mentor}__${id[mentee]}`;
  for (const who of ['mentee', 'pending', 'rejected'] as const) {
    await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: cookie[who] },
      payload: { mentorId: id.mentor },
    });
  }
  for (const [who, move] of [
    ['mentee', 'accept'],
    ['rejected', 'reject'],
  ] as const) {
    await t.app.inject({
      method: 'POST',
      url: `/api/connections/${chatOf(who)}/${move}`,
      headers: { cookie: cookie.mentor },
    });
  }
  return { cookie, id, chatOf, chatId: chatOf('mentee') };
}
