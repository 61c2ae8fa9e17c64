import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSignal, IceConfig } from '@mentorbridge/domain/api/call-signals';
import { chatCast } from '../../test/chat-cast.ts';
import { openTab, until } from '../../test/sockets.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { createWindowCount } from '../../lib/throttle/window-count.ts';
import { TURN_PASSWORD_MS, turnPassword } from './ice-config.ts';

const TURN_SECRET = 'a-shared-secret-of-coturn-32-chars!';
/** Two call pages, the mentor's and the mentee's. */
const [mentorPage, menteePage] = ['mentor-page-1', 'mentee-page-1'];
const offer: CallSignal = {
  kind: 'offer',
  from: mentorPage,
  to: null,
  sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n',
};

/**
 * In-app calls' signals and ICE servers (decision 059): a signal passes only between the two
 * members of a chat that may be written to, over the socket or over HTTP, and is stored
 * nowhere; a TURN password is given only after the same check, signed as coturn checks it, and
 * runs out.
 */
describe.each(databaseKinds)('call signals and ICE servers on %s', (kind) => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof chatCast>>;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      environment: {
        STUN_URLS: 'stun:stun.school.example:3478',
        TURN_URLS: 'turn:turn.school.example:3478?transport=udp,turns:turn.school.example:443',
        TURN_SECRET,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await chatCast(t, `signals.${kind}`);
  });
  afterAll(() => t.close());

  /** A tab of one person, which can send a call's signals. */
  async function tabOf(who: keyof typeof cast.cookie) {
    const tab = await openTab(t.app, cast.cookie[who]);
    const signal = (chatId: string, signal: CallSignal) =>
      tab.send({ type: 'call.signal', chatId, signal });
    return { ...tab, signal };
  }

  it('passes each signal to the other member, over the socket or over HTTP', async () => {
    const [mentor, mentee] = [await tabOf('mentor'), await tabOf('mentee')];
    try {
      mentor.signal(cast.chatId, offer);
      await until(() => mentee.of('call.signal').length === 1);
      expect(mentee.of('call.signal')[0]).toEqual({
        type: 'call.signal',
        chatId: cast.chatId,
        fromUserId: cast.id.mentor,
        signal: offer,
      });
      const candidate: CallSignal = {
        kind: 'candidate',
        from: menteePage,
        to: mentorPage,
        candidate: 'candidate:1 1 udp 2122260223 192.0.2.7 54400 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      };
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/call-signals`,
        headers: { cookie: cast.cookie.mentee },
        payload: { signal: candidate },
      });
      expect(posted.statusCode).toBe(204);
      await until(() => mentor.of('call.signal').length === 1);
      expect(mentor.of('call.signal')[0]).toMatchObject({
        fromUserId: cast.id.mentee,
        signal: candidate,
      });
      // Nobody's own signal comes back to them.
      expect(mentor.of('call.signal')).toHaveLength(1);
      expect(mentee.of('call.signal')).toHaveLength(1);
    } finally {
      mentor.socket.close();
      mentee.socket.close();
    }
  });

  it('refuses a stranger, a chat not accepted and a blocked pair, and passes nothing on', async () => {
    const [mentor, stranger, pending] = [
      await tabOf('mentor'),
      await tabOf('stranger'),
      await tabOf('pending'),
    ];
    try {
      stranger.signal(cast.chatId, offer);
      pending.signal(cast.chatOf('pending'), offer);
      await until(() => stranger.of('call.signal.refused').length === 1);
      await until(() => pending.of('call.signal.refused').length === 1);
      expect(stranger.of('call.signal.refused')[0]).toMatchObject({
        status: 404,
        error: { code: 'not_found' },
      });
      expect(pending.of('call.signal.refused')[0]).toMatchObject({
        status: 409,
        error: { code: 'chat_not_accepted' },
      });
      const overHttp = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/call-signals`,
        headers: { cookie: cast.cookie.stranger },
        payload: { signal: offer },
      });
      expect(overHttp.statusCode).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mentor.of('call.signal')).toEqual([]);
    } finally {
      for (const tab of [mentor, stranger, pending]) tab.socket.close();
    }
  });

  it('gives a member STUN and a TURN password coturn accepts, relay-only with a child, that runs out', async () => {
    const asked = Date.now();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/chats/${cast.chatId}/ice-servers`,
      headers: { cookie: cast.cookie.mentor },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    const config = json<IceConfig>(answer);
    expect(config.relayOnly).toBe(true); // the mentee is 15
    const [stun, turn] = config.iceServers;
    expect(stun).toEqual({ urls: ['stun:stun.school.example:3478'] });
    expect(turn?.urls).toEqual([
      'turn:turn.school.example:3478?transport=udp',
      'turns:turn.school.example:443',
    ]);
    const [expiry, userId] = (turn?.username ?? '').split(':');
    expect(userId).toBe(cast.id.mentor);
    expect(Number(expiry) * 1000).toBeGreaterThanOrEqual(asked + TURN_PASSWORD_MS - 1_000);
    expect(Number(expiry) * 1000).toBeLessThanOrEqual(Date.now() + TURN_PASSWORD_MS);
    expect(turn?.credential).toBe(turnPassword(TURN_SECRET, turn?.username ?? ''));
    expect(config.expiresAt).toBeGreaterThanOrEqual(asked + TURN_PASSWORD_MS);

    for (const [who, status] of [
      ['stranger', 404],
      ['pending', 409],
    ] as const) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/chats/${cast.chatOf(who === 'stranger' ? 'mentee' : 'pending')}/ice-servers`,
        headers: { cookie: cast.cookie[who] },
      });
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain('credential');
    }
  });

  it('stops a person past their allowance of signals, before any check, and no one else', async () => {
    const allowance = t.context.callSignalLimit;
    // The allowance made small, as if the minute were already nearly spent.
    t.context.callSignalLimit = createWindowCount({ max: 3, windowMs: 60_000 }, 1);
    const [mentor, mentee] = [await tabOf('mentor'), await tabOf('mentee')];
    try {
      for (let sent = 0; sent < 3; sent += 1) mentor.signal(cast.chatId, offer);
      await until(() => mentee.of('call.signal').length === 3);
      mentor.signal(cast.chatId, offer);
      await until(() => mentor.of('call.signal.refused').length === 1);
      expect(mentor.of('call.signal.refused')[0]).toMatchObject({
        status: 429,
        error: { code: 'rate_limited' },
      });
      const overHttp = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/call-signals`,
        headers: { cookie: cast.cookie.mentor },
        payload: { signal: offer },
      });
      expect(overHttp.statusCode).toBe(429);
      // The other member's allowance is their own.
      const answered = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/call-signals`,
        headers: { cookie: cast.cookie.mentee },
        payload: { signal: { ...offer, kind: 'answer', from: menteePage, to: mentorPage } },
      });
      expect(answered.statusCode).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mentee.of('call.signal')).toHaveLength(3);
    } finally {
      t.context.callSignalLimit = allowance;
      mentor.socket.close();
      mentee.socket.close();
    }
  });

  it('refuses every signal, and every relay password, while a report pauses the chat', async () => {
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: cast.cookie.mentee },
      payload: {
        reportedUserId: cast.id.mentor,
        chatId: cast.chatId,
        reason: 'Made me feel uncomfortable',
      },
    });
    expect(reported.statusCode).toBe(201);
    const [mentor, mentee] = [await tabOf('mentor'), await tabOf('mentee')];
    try {
      mentor.signal(cast.chatId, offer);
      await until(() => mentor.of('call.signal.refused').length === 1);
      expect(mentor.of('call.signal.refused')[0]).toMatchObject({
        status: 409,
        error: { code: 'chat_frozen' },
      });
      const ice = await t.app.inject({
        method: 'GET',
        url: `/api/chats/${cast.chatId}/ice-servers`,
        headers: { cookie: cast.cookie.mentee },
      });
      expect(ice.statusCode).toBe(409);
      expect(ice.body).not.toContain('credential');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mentee.of('call.signal')).toEqual([]);
    } finally {
      mentor.socket.close();
      mentee.socket.close();
    }
  });

  it('refuses every signal once one of the pair blocks the other', async () => {
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { cookie: cast.cookie.mentee },
      payload: { userId: cast.id.mentor },
    });
    expect(blocked.statusCode).toBe(204);
    const mentor = await tabOf('mentor');
    try {
      mentor.signal(cast.chatId, offer);
      await until(() => mentor.of('call.signal.refused').length === 1);
      expect(mentor.of('call.signal.refused')[0]).toMatchObject({ status: 404 });
    } finally {
      mentor.socket.close();
    }
  });
});
