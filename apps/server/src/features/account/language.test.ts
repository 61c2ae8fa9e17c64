import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sessionUserOf, signUp, verifiedUser } from '../../test/accounts.ts';
import { wordingIn } from '../../i18n/languages.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('the language of an account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const spanish = wordingIn('es');
  const arabic = wordingIn('ar');
  const saveLanguage = (cookie: string, language: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie },
      payload: { language },
    });

  it('is the sign-up page’s: the verification mail comes in Spanish, marked as Spanish', async () => {
    const email = `lucia.${kind}@example.com`;
    expect(
      (await signUp(t.app, { email, password: 'quiet-river-1', age: 13, language: 'es' }))
        .statusCode,
    ).toBe(201);
    const mail = await t.mail.waitForMail(email);
    expect(mail.subject).toBe(spanish.verifyMailSubject);
    expect(mail.text).toContain(spanish.verifyMailOpenLink);
    expect(mail.html).toContain('<div lang="es" dir="ltr">');
    expect(mail.html).toContain(spanish.verifyMailLinkText);
  });

  it('writes an Arabic mail right to left, and an account with no language in English', async () => {
    const email = `omar.${kind}@example.com`;
    await signUp(t.app, { email, password: 'quiet-river-1', age: 14, language: 'ar' });
    const mail = await t.mail.waitForMail(email);
    expect(mail.subject).toBe(arabic.verifyMailSubject);
    expect(mail.html).toContain('<div lang="ar" dir="rtl">');

    const english = `ellie.${kind}@example.com`;
    await signUp(t.app, { email: english, password: 'quiet-river-1', age: 14 });
    expect((await t.mail.waitForMail(english)).subject).toBe('Verify your email for MentorBridge');
  });

  it('is saved from the language menu, and the next mail follows it', async () => {
    const email = `nadia.${kind}@example.com`;
    const cookie = await verifiedUser(t.app, t.mail, {
      email,
      password: 'quiet-river-1',
      language: 'es',
    });
    expect((await sessionUserOf(t.app, cookie)).language).toBe('es');

    expect((await saveLanguage(cookie, 'ar')).statusCode).toBe(200);
    expect((await sessionUserOf(t.app, cookie)).language).toBe('ar');

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
    });
    const reset = await t.mail.waitForMail(email);
    expect(reset.subject).toBe(arabic.resetMailSubject);
    expect(reset.html).toContain('dir="rtl"');
  });

  it('refuses a language MentorBridge is not written in, and keeps the one saved', async () => {
    const email = `pierre.${kind}@example.com`;
    const cookie = await verifiedUser(t.app, t.mail, {
      email,
      password: 'quiet-river-1',
      language: 'es',
    });
    const refused = await saveLanguage(cookie, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ error: { code: 'invalid_request' } });
    expect((await sessionUserOf(t.app, cookie)).language).toBe('es');
  });

  it('answers a second sign-up with the address in the account’s own language', async () => {
    const email = `samir.${kind}@example.com`;
    await verifiedUser(t.app, t.mail, { email, password: 'quiet-river-1', language: 'ar' });
    await signUp(t.app, { email, password: 'another-river-2', age: 15, language: 'en' });
    const mail = await t.mail.waitForMail(email);
    expect(mail.subject).toBe(arabic.registeredMailSubject);
    expect((await logIn(t.app, email, 'another-river-2')).statusCode).toBe(401);
  });
});
