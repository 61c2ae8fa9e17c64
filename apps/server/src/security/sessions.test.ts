import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { SESSION_IDLE_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { logIn, signUp, verifiedUser } from '../test/accounts.ts';
import { chatCast } from '../test/chat-cast.ts';
import { connectSocket, until } from '../test/sockets.ts';
import { hashToken } from '../lib/tokens.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../test/test-app.ts';

describe.each(databaseKinds)('sessions and their sockets on %s', (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Short enough for a test to watch a socket be found silent or its session gone.
    t.context.socketTimings.silenceLimitMs = 600;
    t.context.socketTimings.sessionRecheckMs = 200;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => t.close());

  const whoIs = async (cookie: string) =>
    json<{ user: { id: string } | null }>(
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
    ).user;
  const tokenOf = (cookie: string) => cookie.replace(/^mb_session=/, '');
  const setSession = (cookie: string, values: { last_used_at?: number; expires_at?: number }) =>
    t.db
      .updateTable('sessions')
      .set(values)
      .where('token_hash', '=', hashToken(tokenOf(cookie)))
      .execute();
  const openTab = async (cookie: string) => {
    const tab = connectSocket(url, { cookie, origin: PUBLIC_URL });
    await tab.opened;
    return tab;
  };

  it('ends a session unused for longer than the idle timeout, and its socket with it', async () => {
    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'idle@example.com',
      password: 'quiet-river-1',
    });
    const tab = await openTab(cookie);
    await setSession(cookie, { last_used_at: Date.now() - SESSION_IDLE_TIMEOUT_MS - 1_000 });
    expect(await tab.closed).toBe(realtimeCloseCodes.sessionEnded);
    expect(await whoIs(cookie)).toBeNull();
  });

  it('keeps a used session alive, writing its last use at most once a minute', async () => {
    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'busy@example.com',
      password: 'quiet-river-1',
    });
    const nearlyIdle = Date.now() - SESSION_IDLE_TIMEOUT_MS + 60_000;
    await setSession(cookie, { last_used_at: nearlyIdle });
    expect(await whoIs(cookie)).not.toBeNull();
    const session = await t.db
      .selectFrom('sessions')
      .select('last_used_at')
      .where('token_hash', '=', hashToken(tokenOf(cookie)))
      .executeTakeFirstOrThrow();
    expect(session.last_used_at).toBeGreaterThan(Date.now() - 5_000);
  });

  it('ends a session at its absolute end however busy it is', async () => {
    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'old@example.com',
      password: 'quiet-river-1',
    });
    await setSession(cookie, { expires_at: Date.now() - 1 });
    expect(await whoIs(cookie)).toBeNull();
  });

  it('rotates the session id at log-in and ends the old one', async () => {
    const first = await verifiedUser(t.app, t.mail, {
      email: 'rotate@example.com',
      password: 'quiet-river-1',
    });
    const second = sessionCookieOf(
      await logIn(t.app, 'rotate@example.com', 'quiet-river-1', first),
    );
    expect(second).not.toBe(first);
    expect(await whoIs(first)).toBeNull();
    expect(await whoIs(second)).not.toBeNull();
  });

  it('closes, at log-out, the sockets of that session only', async () => {
    const here = await verifiedUser(t.app, t.mail, {
      email: 'leaving.tab@example.com',
      password: 'quiet-river-1',
    });
    const elsewhere = sessionCookieOf(
      await logIn(t.app, 'leaving.tab@example.com', 'quiet-river-1'),
    );
    const [tabHere, sameSessionTab, otherDeviceTab] = await Promise.all([
      openTab(here),
      openTab(here),
      openTab(elsewhere),
    ]);
    const started = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/auth/log-out', headers: { cookie: here } });
    expect(await tabHere.closed).toBe(realtimeCloseCodes.sessionEnded);
    expect(await sameSessionTab.closed).toBe(realtimeCloseCodes.sessionEnded);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(otherDeviceTab.socket.readyState).toBe(otherDeviceTab.socket.OPEN);
    otherDeviceTab.socket.close();
  });

  it('closes every socket of an account within 5 s of its deletion', async () => {
    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'going@example.com',
      password: 'quiet-river-1',
    });
    const other = sessionCookieOf(await logIn(t.app, 'going@example.com', 'quiet-river-1'));
    const tabs = await Promise.all([openTab(cookie), openTab(other)]);
    const started = Date.now();
    await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'quiet-river-1', confirmation: 'REMOVE' },
    });
    for (const tab of tabs) expect(await tab.closed).toBe(realtimeCloseCodes.sessionEnded);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses the most common passwords wherever one is chosen', async () => {
    const signUpAnswer = await signUp(t.app, {
      email: 'common@example.com',
      password: 'password1',
      age: 14,
    });
    expect(signUpAnswer.statusCode).toBe(400);
    expect(json(signUpAnswer)).toMatchObject({
      error: { code: 'invalid_sign_up', message: uiText.commonPassword },
    });
    expect(
      await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'common@example.com')
        .execute(),
    ).toEqual([]);

    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'chooser@example.com',
      password: 'quiet-river-1',
    });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: {
        currentPassword: 'quiet-river-1',
        newPassword: 'Qwerty123',
        confirmPassword: 'Qwerty123',
      },
    });
    expect(json(change)).toMatchObject({
      error: {
        code: 'invalid_password',
        message: uiText.settingsError({ message: uiText.commonPassword }),
      },
    });
    expect(await logIn(t.app, 'chooser@example.com', 'quiet-river-1')).toHaveProperty(
      'statusCode',
      200,
    );
  });

  it('finds a connection that dropped without a word by its silence, and clears its call and typing', async () => {
    const cast = await chatCast(t, 'silent');
    const mentee = await openTab(cast.cookie.mentee);
    // The mentee's tab is alive: it pings as a browser does.
    const pings = setInterval(() => mentee.socket.send(JSON.stringify({ type: 'ping' })), 100);
    // The mentor's tab types and holds the call, then goes silent: no close frame, no pings.
    const mentor = await openTab(cast.cookie.mentor);
    mentor.socket.send(JSON.stringify({ type: 'typing', chatId: cast.chatId, typing: true }));
    mentor.socket.send(JSON.stringify({ type: 'call.join', chatId: cast.chatId }));
    await until(() => mentee.received.some((event) => event.type === 'call.changed'));
    // From here the mentor's socket reads nothing and says nothing, as a dead link would.
    mentor.socket.pause();

    // The call is let go first, then the typing: wait for both, in either order of arrival.
    const stoppedTyping = {
      type: 'typing',
      chatId: cast.chatId,
      userId: cast.id.mentor,
      typing: false,
    };
    await until(
      () =>
        mentee.received.some(
          (event) =>
            event.type === 'call.changed' &&
            (event.call as { participantIds: string[] }).participantIds.length === 0,
        ) &&
        mentee.received.some((event) => JSON.stringify(event) === JSON.stringify(stoppedTyping)),
      5_000,
    );
    expect(await t.db.selectFrom('active_calls').selectAll().execute()).toEqual([]);
    clearInterval(pings);
    mentee.socket.close();
  });

  it('leaves a socket that keeps pinging open', async () => {
    const cookie = await verifiedUser(t.app, t.mail, {
      email: 'lively@example.com',
      password: 'quiet-river-1',
    });
    const mentor = await openTab(cookie);
    const pings = setInterval(() => mentor.socket.send(JSON.stringify({ type: 'ping' })), 100);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    clearInterval(pings);
    expect(mentor.socket.readyState).toBe(mentor.socket.OPEN);
    mentor.socket.close();
  });
});
