import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { logIn, verifiedUser } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('forgotten password on %s', (kind) => {
  let t: TestApp;
  const email = 'forgetful@example.com';
  let oldSession: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    oldSession = await verifiedUser(t.app, t.mail, { email, password: 'old-secret' });
    t.mail.mails.length = 0;
  });
  afterAll(() => t.close());

  const requestReset = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: address },
    });
  const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, newPassword, confirmPassword },
    });

  let token = '';

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await requestReset(' Forgetful@Example.com ');
    const unknown = await requestReset('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));

    const link = new URL(firstLink(await t.mail.waitForMail(email)));
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
    token = link.searchParams.get('token') ?? '';
    expect(t.mail.mails.filter((mail) => mail.to.includes('nobody@example.com'))).toEqual([]);
  });

  it('refuses an address that is not one, with a clear message', async () => {
    const response = await requestReset('not an address');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { message: uiText.enterValidEmail } });
  });

  it('checks the new password like the settings do and keeps the link usable', async () => {
    expect(json(await reset(token, 'new-secret', 'other-secret'))).toMatchObject({
      error: { message: "New passwords don't match." },
    });
    expect(json(await reset(token, 'abc'))).toMatchObject({
      error: { message: uiText.newPasswordTooShort },
    });
    expect(json(await reset(token, 'iloveyou'))).toMatchObject({
      error: { message: uiText.commonPassword },
    });
  });

  it('sets the new password once, ending every session, and never again', async () => {
    expect(json(await reset(token, 'new-secret'))).toEqual({ ok: true });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: oldSession },
    });
    expect(json(session)).toEqual({ user: null });
    expect((await logIn(t.app, email, 'old-secret')).statusCode).toBe(401);
    expect((await logIn(t.app, email, 'new-secret')).statusCode).toBe(200);

    const replay = await reset(token, 'third-secret');
    expect(json(replay)).toMatchObject({
      error: { code: 'password_reset_link_invalid', message: uiText.passwordResetLinkInvalid },
    });
  });
});
