import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { logIn, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('changing the password on %s', (kind) => {
  let t: TestApp;
  const email = 'changer@example.com';
  let here: string;
  let elsewhere: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    here = await verifiedUser(t.app, t.mail, { email, password: 'first-secret' });
    const other = await logIn(t.app, email, 'first-secret');
    elsewhere = `mb_session=${other.cookies.find((c) => c.name === 'mb_session')?.value ?? ''}`;
  });
  afterAll(() => t.close());

  const change = (body: Record<string, string>, cookie = here) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: body,
    });
  const signedIn = async (cookie: string) =>
    json(await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }))
      .user !== null;

  it.each([
    [
      { currentPassword: 'first-secret', newPassword: 'next-secret', confirmPassword: '' },
      uiText.allFieldsRequired,
    ],
    [
      { currentPassword: '', newPassword: 'next-secret', confirmPassword: 'next-secret' },
      uiText.allFieldsRequired,
    ],
    [
      {
        currentPassword: 'first-secret',
        newPassword: 'next-secret',
        confirmPassword: 'next-secreT',
      },
      "New passwords don't match.",
    ],
    [
      {
        currentPassword: 'wrong-secret',
        newPassword: 'next-secret',
        confirmPassword: 'next-secret',
      },
      'Error: The password is incorrect.',
    ],
    [
      { currentPassword: 'first-secret', newPassword: 'abc', confirmPassword: 'abc' },
      'Error: The new password must be at least 6 characters.',
    ],
  ])('refuses %o with its message and changes nothing', async (body, message) => {
    const response = await change(body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { message } });
    expect((await logIn(t.app, email, 'first-secret')).statusCode).toBe(200);
    expect(await signedIn(elsewhere)).toBe(true);
  });

  it('changes it, keeps this session and signs every other session out', async () => {
    const response = await change({
      currentPassword: 'first-secret',
      newPassword: 'next-secret',
      confirmPassword: 'next-secret',
    });
    expect(json(response)).toEqual({ ok: true });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await logIn(t.app, email, 'first-secret')).statusCode).toBe(401);
    expect((await logIn(t.app, email, 'next-secret')).statusCode).toBe(200);
  });

  it('refuses a signed-out visitor', async () => {
    const response = await change(
      { currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' },
      '',
    );
    expect(response.statusCode).toBe(401);
  });
});
