import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@mentorbridge/domain/api/auth';
import { uiText } from '@mentorbridge/domain/ui-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import {
  logIn,
  sessionUserOf,
  signUp,
  verificationToken,
  verifiedUser,
} from '../../test/accounts.ts';
import { rowsMentioning } from '../../test/rows-mentioning.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('consent under 13 on %s', (kind) => {
  let t: TestApp;
  let mentorId: string;
  let wsUrl: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    const mentor = await verifiedUser(t.app, t.mail, {
      email: 'consent.mentor@example.com',
      password: 'quiet-river-1',
      age: 39,
      role: 'mentor',
      skills: ['Law'],
    });
    mentorId = (await sessionUserOf(t.app, mentor)).id;
  });
  afterAll(() => t.close());

  /** An 11-year-old signed up, verified and logged in, and the guardian's token. */
  async function child(email: string, guardianEmail: string) {
    const answer = await signUp(t.app, {
      email,
      password: 'quiet-river-1',
      age: 11,
      guardianEmail,
    });
    expect(answer.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationToken(t.mail, email) },
    });
    const cookie = sessionCookieOf(await logIn(t.app, email, 'quiet-river-1'));
    const mail = await t.mail.waitForMail(guardianEmail);
    const token = new URL(firstLink(mail)).searchParams.get('token') ?? '';
    return { cookie, token, mail };
  }
  const ask = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie },
      payload: { mentorId },
    });
  const guardian = (answer: 'consent' | 'refuse', token: string) =>
    t.app.inject({ method: 'POST', url: `/api/guardian/${answer}`, payload: { token } });

  it("asks an 11- or 12-year-old for a parent's or guardian's email, not their own", async () => {
    const without = await signUp(t.app, {
      email: 'kid.a@example.com',
      password: 'quiet-river-1',
      age: 12,
    });
    expect(json(without)).toMatchObject({ error: { message: uiText.guardianEmailNeeded } });
    const own = await signUp(t.app, {
      email: 'kid.a@example.com',
      password: 'quiet-river-1',
      age: 12,
      guardianEmail: 'Kid.A@example.com',
    });
    expect(json(own)).toMatchObject({ error: { message: uiText.guardianEmailNotOwn } });
  });

  it('keeps the child from mentors until the guardian agrees, then lets them ask', async () => {
    const { cookie, token, mail } = await child('kid.b@example.com', 'parent.b@example.com');
    expect(mail.text).toContain('What we keep, and why');
    // Every kind named, the sensitive ones too, and that calls are never recorded.
    for (const kind of ['what they have been through', 'are never recorded', 'notifications']) {
      expect(mail.text).toContain(kind);
    }
    expect(mail.text).toContain(`${PUBLIC_URL}/privacy`);
    expect(mail.text).toContain('withdraw your consent');
    expect(mail.text).toContain(
      'If we hear nothing from you within 30 days, we delete the account',
    );
    const childTab = connectSocket(wsUrl, { cookie, origin: PUBLIC_URL });
    await childTab.opened;
    const session = json<Session>(
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
    );
    expect(session.user?.consentPending).toBe(true);
    const refused = await ask(cookie);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      error: { code: 'consent_pending', message: uiText.consentPending },
    });

    const view = await t.app.inject({ method: 'GET', url: `/api/guardian?token=${token}` });
    expect(json(view)).toEqual({ childEmail: 'kid.b@example.com', status: 'pending' });
    expect((await guardian('consent', token)).statusCode).toBe(200);
    // The child's open tab is told at once, so its pages stop saying "not agreed yet".
    await until(() => childTab.received.some((event) => event.type === 'account.changed'));
    childTab.socket.close();
    expect((await ask(cookie)).statusCode).toBe(201);
  });

  it('deletes the account and everything in it when the guardian refuses or later withdraws', async () => {
    const { cookie, token } = await child('kid.c@example.com', 'parent.c@example.com');
    const childId = (await sessionUserOf(t.app, cookie)).id;
    await guardian('consent', token);
    await ask(cookie);
    // Withdrawn later, with the same link.
    expect((await guardian('refuse', token)).statusCode).toBe(200);
    expect(await rowsMentioning(t.db, [childId, 'kid.c@example.com'])).toEqual([]);
    expect((await logIn(t.app, 'kid.c@example.com', 'quiet-river-1')).statusCode).toBe(401);
    expect((await guardian('consent', token)).statusCode).toBe(400);
  });
});
