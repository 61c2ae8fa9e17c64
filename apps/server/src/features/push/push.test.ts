import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushKey } from '@mentorbridge/domain/api/push';
import type { PushService } from '@mentorbridge/testing/push-service';
import { wordingIn } from '../../i18n/languages.ts';
import { logIn, sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { pushCast, type PushCast } from '../../test/push-cast.ts';
import { hasOpenTab } from '../../realtime/open-tabs-repository.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  sessionCookieOf,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('push notifications on %s', (kind) => {
  let push: PushCast;
  let t: TestApp;
  let service: PushService;
  let cast: PushCast['cast'];

  beforeAll(async () => {
    push = await pushCast(kind, `push.${kind}`, { listen: true });
    ({ t, service, cast } = push);
  });
  afterAll(() => push.close());

  const subscribe: PushCast['subscribe'] = (cookie, subscription) =>
    push.subscribe(cookie, subscription);
  const devicesOf = async (userId: string) =>
    (
      await t.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => row.endpoint);
  const say = (who: 'mentor' | 'mentee', text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie[who] },
      payload: { clientId: `push-${Math.random().toString(36).slice(2)}`, text },
    });
  /** Every push the app started has reached the stand-in, or failed. */
  const settled = () => t.context.background.settled();

  it('gives the VAPID key, made once and kept in the data folder, to people signed in only', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(signedOut.statusCode).toBe(401);
    const { publicKey } = json<PushKey>(
      await t.app.inject({
        method: 'GET',
        url: '/api/push/key',
        headers: { cookie: cast.cookie.mentee },
      }),
    );
    const kept = JSON.parse(
      fs.readFileSync(path.join(t.context.config.dataDir, 'vapid-keys.json'), 'utf8'),
    ) as { publicKey: string };
    expect(publicKey).toBe(kept.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const mode = fs.statSync(path.join(t.context.config.dataDir, 'vapid-keys.json')).mode;
    expect(mode & 0o077).toBe(0);
  });

  it('refuses a push service it does not know, or keys that are not keys, and keeps nothing', async () => {
    const device = service.subscribe();
    for (const endpoint of [
      'https://attacker.example/push/1',
      'http://fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'http://127.0.0.1:9/push/1',
    ]) {
      const { answer } = await subscribe(cast.cookie.stranger, { ...device, endpoint });
      expect(answer.statusCode, endpoint).toBe(400);
      expect(json(answer)).toMatchObject({ error: { code: 'invalid_subscription' } });
    }
    const badKeys = { ...device, keys: { p256dh: 'short', auth: device.keys.auth } };
    expect((await subscribe(cast.cookie.stranger, badKeys)).answer.statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: device,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await devicesOf(cast.id.stranger)).toEqual([]);
  });

  it('pushes who wrote, never what, to a reader with no tab open; one push for a burst', async () => {
    const { answer, subscription } = await subscribe(cast.cookie.mentee);
    expect(answer.statusCode).toBe(204);
    const sent = await say('mentor', 'A secret only the chat may hold');
    expect(sent.statusCode).toBe(201);
    await say('mentor', 'And a second one');
    await settled();

    const push = await service.waitForPush(subscription.endpoint);
    expect(JSON.parse(push.payload)).toEqual({
      title: 'New message from Daniel Reed',
      body: 'Open MentorBridge to read it.',
      url: `/chat/${encodeURIComponent(cast.chatId)}`,
      tag: `chat-${cast.chatId}`,
    });
    expect(push.payload).not.toContain('secret');
    expect(push.vapidPublicKey).toBe(t.context.push.keys.publicKey);
    expect(push.ttl).toBeGreaterThan(0);
    expect(push.topic).toMatch(/^[\w-]{1,32}$/);
    // The second message, seconds later, buzzed nobody again.
    expect(service.received.filter((item) => item.endpoint === subscription.endpoint)).toHaveLength(
      1,
    );
  });

  it('pushes nothing to a reader with a tab open, or who chose no message notifications', async () => {
    const { subscription } = await subscribe(cast.cookie.mentor);
    const toMentor = () =>
      service.received.filter((item) => item.endpoint === subscription.endpoint);
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cast.cookie.mentor,
      origin: PUBLIC_URL,
    });
    await tab.opened;
    // The server writes the open tab down just after the socket opens.
    await until(() => hasOpenTab(t.db, cast.id.mentor));
    await say('mentee', 'Seen in the open tab');
    await settled();
    tab.socket.close();
    await tab.closed;
    await until(async () => !(await hasOpenTab(t.db, cast.id.mentor)));
    expect(toMentor()).toEqual([]);

    const choose = (unread: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/notifications',
        headers: { cookie: cast.cookie.mentor },
        payload: { requests: true, answers: true, unread, mentoring: true },
      });
    expect((await choose(false)).statusCode).toBe(200);
    await say('mentee', 'Nobody is told of this one');
    await settled();
    expect(toMentor()).toEqual([]);

    // Chosen again: the next message is pushed.
    expect((await choose(true)).statusCode).toBe(200);
    await say('mentee', 'And this one is');
    await service.waitForPush(subscription.endpoint);
  });

  it('keeps a device with the person whose browser holds its secret: its address alone takes nothing', async () => {
    const { subscription } = await subscribe(cast.cookie.mentee);
    const stolen = { ...service.subscribe(), endpoint: subscription.endpoint };
    const taken = await subscribe(cast.cookie.stranger, stolen);
    expect(taken.answer.statusCode).toBe(400);
    expect(await devicesOf(cast.id.mentee)).toContain(subscription.endpoint);
    expect(await devicesOf(cast.id.stranger)).toEqual([]);
    // The same browser (its secret with it), signed in as someone else now: the device moves.
    const moved = await subscribe(cast.cookie.stranger, subscription);
    expect(moved.answer.statusCode).toBe(204);
    expect(await devicesOf(cast.id.mentee)).not.toContain(subscription.endpoint);
    expect(await devicesOf(cast.id.stranger)).toEqual([subscription.endpoint]);
  });

  it('pushes a new request to the mentor and the answer to the mentee, as each chose', async () => {
    const mentorCookie = await verifiedUser(t.app, t.mail, {
      email: `push-requests.${kind}.mentor@example.com`,
      password: 'quiet-river-1',
      age: 50,
      role: 'mentor',
      skills: ['Illustration'],
    });
    const menteeCookie = await verifiedUser(t.app, t.mail, {
      email: `push-requests.${kind}.mentee@example.com`,
      password: 'quiet-river-1',
      age: 20,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/full-name',
      headers: { cookie: menteeCookie },
      payload: { fullName: 'Maya Lopez' },
    });
    const mentorDevice = (await subscribe(mentorCookie)).subscription;
    const menteeDevice = (await subscribe(menteeCookie)).subscription;
    const mentorId = (await sessionUserOf(t.app, mentorCookie)).id;
    const menteeId = (await sessionUserOf(t.app, menteeCookie)).id;

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: menteeCookie },
      payload: { mentorId },
    });
    expect(requested.statusCode).toBe(201);
    const toMentor = await service.waitForPush(mentorDevice.endpoint);
    expect(JSON.parse(toMentor.payload)).toMatchObject({
      title: 'New request from Maya Lopez',
      url: '/connections/mentor?tab=pending',
    });

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/connections/${mentorId}__${menteeId}/accept`,
      headers: { cookie: mentorCookie },
    });
    expect(accepted.statusCode).toBe(204);
    const toMentee = await service.waitForPush(menteeDevice.endpoint);
    expect(JSON.parse(toMentee.payload)).toMatchObject({
      title: expect.stringMatching(/ accepted your request$/) as unknown,
      url: `/chat/${encodeURIComponent(`${mentorId}__${menteeId}`)}`,
    });
  });

  it('forgets a device its push service says is gone', async () => {
    const { subscription } = await subscribe(cast.cookie.pending);
    service.answerWith(subscription.endpoint, 410);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/connections/${cast.chatOf('pending')}/reject`,
      headers: { cookie: cast.cookie.mentor },
    });
    expect(rejected.statusCode).toBe(204);
    await settled();
    expect(await devicesOf(cast.id.pending)).toEqual([]);
  });

  it('stops at log-out for the devices that session subscribed, and at account deletion for all', async () => {
    const email = `push-leaver.${kind}@example.com`;
    const first = await verifiedUser(t.app, t.mail, { email, password: 'quiet-river-1', age: 19 });
    const second = sessionCookieOf(await logIn(t.app, email, 'quiet-river-1'));
    const userId = (await sessionUserOf(t.app, first)).id;
    const phone = (await subscribe(first)).subscription;
    const laptop = (await subscribe(second)).subscription;
    expect((await devicesOf(userId)).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());

    await t.app.inject({ method: 'POST', url: '/api/auth/log-out', headers: { cookie: first } });
    expect(await devicesOf(userId)).toEqual([laptop.endpoint]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: second },
      payload: { password: 'quiet-river-1', confirmation: 'REMOVE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await devicesOf(userId)).toEqual([]);
  });

  it('keeps 10 devices a person: an eleventh replaces the oldest', async () => {
    const email = `push-many-devices.${kind}@example.com`;
    const cookie = await verifiedUser(t.app, t.mail, { email, password: 'quiet-river-2', age: 17 });
    const userId = (await sessionUserOf(t.app, cookie)).id;
    const endpoints: string[] = [];
    for (let device = 0; device < 11; device += 1) {
      const { answer, subscription } = await subscribe(cookie);
      expect(answer.statusCode).toBe(204);
      endpoints.push(subscription.endpoint);
      // Each device a moment newer than the one before: the oldest is the one to go.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await devicesOf(userId)).sort()).toEqual(endpoints.slice(1).sort());
  });

  it('takes a device off at its owner’s word, and never another person’s', async () => {
    const { subscription } = await subscribe(cast.cookie.rejected);
    const someoneElse = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: cast.cookie.pending },
      payload: { endpoint: subscription.endpoint },
    });
    expect(someoneElse.statusCode).toBe(204);
    expect(await devicesOf(cast.id.rejected)).toEqual([subscription.endpoint]);
    const owner = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: cast.cookie.rejected },
      payload: { endpoint: subscription.endpoint },
    });
    expect(owner.statusCode).toBe(204);
    expect(await devicesOf(cast.id.rejected)).toEqual([]);
  });

  it('writes each push in its recipient’s language: Spanish to a Spanish mentor, Arabic to an Arabic pupil', async () => {
    const mentorCookie = await verifiedUser(t.app, t.mail, {
      email: `push-languages.${kind}.mentor@example.com`,
      password: 'quiet-river-1',
      age: 47,
      role: 'mentor',
      skills: ['Illustration'],
      language: 'es',
    });
    const pupilCookie = await verifiedUser(t.app, t.mail, {
      email: `push-languages.${kind}.pupil@example.com`,
      password: 'quiet-river-1',
      age: 14,
      language: 'ar',
    });
    for (const [cookie, fullName] of [
      [mentorCookie, 'Lucía Ruiz'],
      [pupilCookie, 'Omar Haddad'],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/full-name',
        headers: { cookie },
        payload: { fullName },
      });
    }
    const mentorDevice = (await subscribe(mentorCookie)).subscription;
    const pupilDevice = (await subscribe(pupilCookie)).subscription;
    const mentorId = (await sessionUserOf(t.app, mentorCookie)).id;
    const pupilId = (await sessionUserOf(t.app, pupilCookie)).id;

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: pupilCookie },
      payload: { mentorId },
    });
    expect(requested.statusCode).toBe(201);
    const spanish = wordingIn('es');
    expect(JSON.parse((await service.waitForPush(mentorDevice.endpoint)).payload)).toEqual({
      title: spanish.pushRequestReceivedTitle({ name: 'Omar Haddad' }),
      body: spanish.pushRequestReceivedBody,
      url: '/connections/mentor?tab=pending',
      tag: 'requests',
    });

    const chatId = `${mentorId}__${pupilId}`;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/connections/${chatId}/accept`,
      headers: { cookie: mentorCookie },
    });
    expect(accepted.statusCode).toBe(204);
    const arabic = wordingIn('ar');
    expect(JSON.parse((await service.waitForPush(pupilDevice.endpoint)).payload)).toEqual({
      title: arabic.mailRequestAcceptedSubject({ name: 'Lucía Ruiz' }),
      body: arabic.pushRequestAcceptedBody,
      url: `/chat/${encodeURIComponent(chatId)}`,
      tag: `answer-${chatId}`,
    });
  });
});
