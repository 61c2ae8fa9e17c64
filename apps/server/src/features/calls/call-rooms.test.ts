import type { AddressInfo } from 'node:net';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRoom } from '@mentorbridge/domain/api/calls';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import { chatCast, type CastMember } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  SCHOOL_JITSI,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { reviewCalls, UNJOINED_ROOM_MS } from './service.ts';

const APP_SECRET = 'a-school-jitsi-secret-of-forty-characters';

/**
 * Each call's meeting has a secret in its name, given to the chat's two members only, kept while
 * the call goes on and new for the next call; with a school's own Jitsi, each member also gets a
 * short-lived token for it (decision 049).
 */
describe.each(databaseKinds)("a call's meeting room on %s", (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      environment: {
        ...SCHOOL_JITSI,
        JITSI_APP_ID: 'mentorbridge',
        JITSI_APP_SECRET: APP_SECRET,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(t, 'room');
  });
  afterAll(() => t.close());

  const roomAnswer = (who: CastMember, chatId = cast.chatId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/call-room`,
      headers: { cookie: cast.cookie[who] },
    });
  const roomOf = async (who: CastMember) => json<CallRoom>(await roomAnswer(who));
  const storedRooms = () => t.db.selectFrom('call_rooms').selectAll().execute();

  async function tabOf(who: CastMember) {
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cast.cookie[who],
      origin: PUBLIC_URL,
    });
    await tab.opened;
    const send = (type: 'call.join' | 'call.leave') =>
      tab.socket.send(JSON.stringify({ type, chatId: cast.chatId }));
    return { ...tab, send };
  }

  it('names the meeting by the rule and a secret, the same for both members within a call, new for the next', async () => {
    const visible = roomNameFor(cast.id.mentee, cast.chatId);
    const first = await roomOf('mentor');
    expect(first.roomName).toMatch(new RegExp(`^${visible}-[0-9a-f]{32}$`));
    expect(await roomOf('mentee')).toMatchObject({ roomName: first.roomName });

    const mentor = await tabOf('mentor');
    const mentee = await tabOf('mentee');
    const stranger = await tabOf('stranger');
    mentor.send('call.join');
    mentee.send('call.join');
    await until(
      async () => (await t.db.selectFrom('active_calls').selectAll().execute()).length === 2,
    );
    expect((await roomOf('mentee')).roomName).toBe(first.roomName);

    // Nothing anyone else can read holds the secret: not the stranger's answers or events.
    const secret = first.roomName.slice(visible.length + 1);
    const strangerSees = [
      (await roomAnswer('stranger')).body,
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/calls',
          headers: { cookie: cast.cookie.stranger },
        })
      ).body,
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/connections',
          headers: { cookie: cast.cookie.stranger },
        })
      ).body,
      JSON.stringify(stranger.received),
    ];
    expect((await roomAnswer('stranger')).statusCode).toBe(404);
    for (const answer of strangerSees) expect(answer).not.toContain(secret);
    // Nor do the members' own lists: only the room route says it.
    for (const who of ['mentor', 'mentee'] as const) {
      const calls = await t.app.inject({
        method: 'GET',
        url: '/api/calls',
        headers: { cookie: cast.cookie[who] },
      });
      expect(calls.body).not.toContain(secret);
    }

    // Both leave: the call is over and its secret is gone; the next call has a new one.
    mentor.send('call.leave');
    mentee.send('call.leave');
    await until(async () => (await storedRooms()).length === 0);
    const next = await roomOf('mentee');
    expect(next.roomName).toMatch(new RegExp(`^${visible}-[0-9a-f]{32}$`));
    expect(next.roomName).not.toBe(first.roomName);
    await Promise.all(
      [mentor, mentee, stranger].map(async (tab) => {
        tab.socket.close();
        await tab.closed;
      }),
    );
  });

  it('drops, in the minute round, a secret given out for a call nobody joined', async () => {
    const given = await roomOf('mentor');
    await reviewCalls(t.context);
    expect(await storedRooms()).toHaveLength(1);
    const start = Date.now();
    t.context.clock.now = () => start + UNJOINED_ROOM_MS + 1_000;
    try {
      await reviewCalls(t.context);
    } finally {
      t.context.clock.now = () => Date.now();
    }
    expect(await storedRooms()).toEqual([]);
    expect((await roomOf('mentor')).roomName).not.toBe(given.roomName);
  });

  it("signs each member a short-lived token for this meeting only, as a school's Jitsi checks it", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { roomName, jwt } = await roomOf('mentee');
    expect(jwt).toEqual(expect.any(String));
    const token = jwt ?? '';
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(APP_SECRET), {
      algorithms: ['HS256'],
      audience: 'jitsi',
      issuer: 'mentorbridge',
      subject: 'video.school.example',
    });
    expect(payload).toMatchObject({
      room: roomName,
      context: { user: { id: cast.id.mentee, moderator: false } },
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(5 * 60);
    expect(payload.nbf).toBeLessThanOrEqual(payload.iat ?? 0);
    // Signed with the app's secret and nothing else.
    await expect(
      jwtVerify(token, new TextEncoder().encode(`${APP_SECRET}-not`), { algorithms: ['HS256'] }),
    ).rejects.toThrow();
    // The mentor's token names the mentor.
    const mentorToken = (await roomOf('mentor')).jwt ?? '';
    const mentors = await jwtVerify(mentorToken, new TextEncoder().encode(APP_SECRET));
    expect(mentors.payload).toMatchObject({
      room: roomName,
      context: { user: { id: cast.id.mentor } },
    });
  });

  it('signs no token for a meeting service that asks for none', async () => {
    const plain = await startTestApp(kind, { environment: SCHOOL_JITSI });
    try {
      const mentee = await chatCast(plain, 'plain-room');
      const answer = await plain.app.inject({
        method: 'POST',
        url: `/api/chats/${mentee.chatId}/call-room`,
        headers: { cookie: mentee.cookie.mentee },
      });
      expect(json<CallRoom>(answer)).toEqual({
        roomName: expect.stringMatching(/-[0-9a-f]{32}$/),
        jwt: null,
      });
    } finally {
      await plain.close();
    }
  });
});
