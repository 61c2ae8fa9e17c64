import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSignal } from '@mentorbridge/domain/api/call-signals';
import { verifiedUser } from '../../test/accounts.ts';
import { chatCast, type CastMember } from '../../test/chat-cast.ts';
import { openTab, until } from '../../test/sockets.ts';
import { startTwoProcesses, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';

const offer: CallSignal = { kind: 'offer', from: 'mentor-page-1', to: null, sdp: 'v=0\r\n' };
const answer: CallSignal = {
  kind: 'answer',
  from: 'mentee-page-1',
  to: 'mentor-page-1',
  sdp: 'v=0\r\n',
};

/**
 * With several processes on one PostgreSQL and one Redis, an in-app call's signals pass between
 * the two members whichever process each is on, over the socket or over HTTP; nobody else's
 * pass; and a lead's suspension through either process stops them at once (decision 059).
 */
describe('call signals across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let leadCookie: string;

  beforeAll(async () => {
    [a, b] = await startTwoProcesses();
    for (const t of [a, b]) await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(a, 'across-signals');
    const email = 'across-signals.lead@example.com';
    leadCookie = await verifiedUser(a.app, a.mail, {
      email,
      password: 'quiet-river-1',
      age: 50,
      role: 'mentor',
      skills: ['Law'],
    });
    expect(await makeLead(a.db, email)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  /** A tab of one person on one process, which can send a call's signals. */
  async function tabIn(t: TestApp, who: CastMember) {
    const tab = await openTab(t.app, cast.cookie[who]);
    const signal = (event: CallSignal) =>
      tab.send({ type: 'call.signal', chatId: cast.chatId, signal: event });
    return { ...tab, signal };
  }

  const post = (t: TestApp, who: CastMember, signal: CallSignal) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/call-signals`,
      headers: { cookie: cast.cookie[who] },
      payload: { signal },
    });

  it("passes the members' signals between processes, and no one else's; a suspension stops them", async () => {
    const [mentee, mentor, stranger] = [
      await tabIn(a, 'mentee'),
      await tabIn(b, 'mentor'),
      await tabIn(a, 'stranger'),
    ];
    try {
      // Over the socket on B, to the mentee's tab on A.
      mentor.signal(offer);
      await until(() => mentee.of('call.signal').length === 1);
      expect(mentee.of('call.signal')[0]).toMatchObject({
        fromUserId: cast.id.mentor,
        signal: offer,
      });
      // Over HTTP on A, to the mentor's tab on B.
      expect((await post(a, 'mentee', answer)).statusCode).toBe(204);
      await until(() => mentor.of('call.signal').length === 1);
      expect(mentor.of('call.signal')[0]).toMatchObject({ signal: answer });

      // A stranger, on either process: refused, and passed to no one.
      stranger.signal(offer);
      await until(() => stranger.of('call.signal.refused').length === 1);
      expect(stranger.of('call.signal.refused')[0]).toMatchObject({ status: 404 });
      expect((await post(b, 'stranger', offer)).statusCode).toBe(404);

      // A lead suspends the mentor's record through B: A refuses the next signal at once.
      const suspended = await b.app.inject({
        method: 'PUT',
        url: `/api/safeguarding/mentor-checks/${cast.id.mentor}/suspension`,
        headers: { cookie: leadCookie },
        payload: { suspended: true, reason: 'A concern was raised' },
      });
      expect(suspended.statusCode).toBe(200);
      expect((await post(a, 'mentee', answer)).statusCode).toBe(409);
      mentor.signal(offer);
      await until(() => mentor.of('call.signal.refused').length === 1);
      expect(mentor.of('call.signal.refused')[0]).toMatchObject({
        status: 409,
        error: { code: 'chat_waits_for_check' },
      });
      for (const [t, who] of [
        [a, 'mentee'],
        [b, 'mentor'],
      ] as const) {
        const ice = await t.app.inject({
          method: 'GET',
          url: `/api/chats/${cast.chatId}/ice-servers`,
          headers: { cookie: cast.cookie[who] },
        });
        expect(ice.statusCode).toBe(409);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mentee.of('call.signal')).toHaveLength(1);
      expect(mentor.of('call.signal')).toHaveLength(1);
    } finally {
      for (const tab of [mentee, mentor, stranger]) tab.socket.close();
    }
  });
});
