import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CallRoom } from '@mentorbridge/domain/api/calls';
import { verifiedUser } from '../../test/accounts.ts';
import { chatCast, type CastMember } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  json,
  PUBLIC_URL,
  startTwoProcesses,
  SCHOOL_JITSI,
  type TestApp,
} from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { reviewCalls } from './service.ts';

const DAY = 24 * 60 * 60_000;

/**
 * With several processes on one PostgreSQL and one Redis, a call's meeting is the same whichever
 * process a member asks, and the gate ends the call in the tabs of every process (decision 049).
 */
describe('calls ended by the gate across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let leadCookie: string;

  beforeAll(async () => {
    [a, b] = await startTwoProcesses(SCHOOL_JITSI);
    for (const t of [a, b]) await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(a, 'across-call');
    const email = 'across-call.lead@example.com';
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

  const roomFrom = async (t: TestApp, who: CastMember) =>
    json<CallRoom>(
      await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/call-room`,
        headers: { cookie: cast.cookie[who] },
      }),
    ).roomName;

  /** A tab on one process that opens the chat's call. */
  async function tabIn(t: TestApp, who: CastMember) {
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cast.cookie[who],
      origin: PUBLIC_URL,
    });
    await tab.opened;
    tab.socket.send(JSON.stringify({ type: 'call.join', chatId: cast.chatId }));
    const lastCall = () =>
      tab.received.filter((event) => event.type === 'call.changed').at(-1)?.call as
        Call | undefined;
    return { tab, lastCall };
  }

  /** The mentee's tab on A and the mentor's on B, both in one meeting; answers that meeting. */
  async function callAcross() {
    const room = await roomFrom(a, 'mentee');
    expect(await roomFrom(b, 'mentor')).toBe(room);
    const tabs = [await tabIn(a, 'mentee'), await tabIn(b, 'mentor')];
    await until(() => tabs.every((tab) => tab.lastCall()?.participantIds.length === 2));
    return { room, tabs };
  }

  async function expectEndedEverywhere(tabs: Awaited<ReturnType<typeof tabIn>>[]) {
    await until(() => tabs.every((tab) => tab.lastCall()?.participantIds.length === 0));
    expect(await a.db.selectFrom('active_calls').selectAll().execute()).toEqual([]);
    expect(await a.db.selectFrom('call_rooms').selectAll().execute()).toEqual([]);
    for (const [t, who] of [
      [a, 'mentee'],
      [b, 'mentor'],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/call-room`,
        headers: { cookie: cast.cookie[who] },
      });
      expect(refused.statusCode).toBe(409);
    }
    for (const { tab } of tabs) {
      tab.socket.close();
      await tab.closed;
    }
  }

  it("ends on both processes' tabs the call of a mentor a lead suspends through either", async () => {
    const { tabs } = await callAcross();
    const suspend = (suspended: boolean) =>
      b.app.inject({
        method: 'PUT',
        url: `/api/safeguarding/mentor-checks/${cast.id.mentor}/suspension`,
        headers: { cookie: leadCookie },
        payload: { suspended, reason: suspended ? 'A concern was raised' : 'No concern' },
      });
    expect((await suspend(true)).statusCode).toBe(200);
    await expectEndedEverywhere(tabs);
    expect((await suspend(false)).statusCode).toBe(200);
  });

  it("ends them by the other process's minute round once the record has run out", async () => {
    const { tabs } = await callAcross();
    const start = Date.now();
    // The mentor's training, and so the record, has run out a year and more from now.
    b.context.clock.now = () => start + 400 * DAY;
    a.context.clock.now = () => start + 400 * DAY;
    try {
      expect(await reviewCalls(b.context)).toBe(1);
      // The other process's round finds nothing left to end, and tells no one twice.
      expect(await reviewCalls(a.context)).toBe(0);
      await expectEndedEverywhere(tabs);
    } finally {
      a.context.clock.now = () => Date.now();
      b.context.clock.now = () => Date.now();
    }
  });
});
