import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@mentorbridge/domain/api/auth';
import type { GuardianView } from '@mentorbridge/domain/api/guardian';
import { uiText } from '@mentorbridge/domain/ui-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import {
  logIn,
  sessionUserOf,
  signUp,
  verificationToken,
  verifiedUser,
} from '../../test/accounts.ts';
import { wordingIn } from '../../i18n/languages.ts';
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
  async function child(email: string, guardianEmail: string, language?: 'en' | 'es' | 'ar') {
    const answer = await signUp(t.app, {
      email,
      password: 'quiet-river-1',
      age: 11,
      guardianEmail,
      ...(language && { language }),
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
    expect(json(view)).toEqual({
      childEmail: 'kid.b@example.com',
      status: 'pending',
      language: 'en',
    });
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
  describe("the guardian's own language", () => {
    const spanish = wordingIn('es');
    const arabic = wordingIn('ar');
    const view = async (token: string) =>
      json<GuardianView>(
        await t.app.inject({ method: 'GET', url: `/api/guardian?token=${token}` }),
      );
    const saveLanguage = (token: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guardian/language',
        payload: { token, language },
      });
    /** The next mail to `to` after the `seen` ones before it. */
    async function nextMail(to: string, seen: number) {
      const mailsTo = () => t.mail.mails.filter((mail) => mail.to.includes(to));
      await until(() => mailsTo().length > seen, 5_000);
      return mailsTo()[seen] as NonNullable<ReturnType<typeof mailsTo>[number]>;
    }

    it("is the child's when the guardian is named: the consent mail comes in Spanish", async () => {
      const { token, mail } = await child('kid.d@example.com', 'parent.d@example.com', 'es');
      expect(mail.subject).toBe(spanish.guardianMailSubject);
      expect(mail.text).toContain(spanish.guardianMailSomeone({ childEmail: 'kid.d@example.com' }));
      expect(mail.text).toContain(spanish.guardianMailNoAnswer({ days: 30 }));
      expect(mail.html).toContain('<div lang="es" dir="ltr">');
      expect(mail.html).toContain(spanish.guardianMailLinkText);
      expect((await view(token)).language).toBe('es');
    });

    it('is saved from their page by the link, and the next mail is in it, right to left', async () => {
      const parent = 'parent.e@example.com';
      const { token, cookie } = await child('kid.e@example.com', parent, 'es');
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/full-name',
        headers: { cookie },
        payload: { fullName: 'Dana Ruiz' },
      });
      expect((await saveLanguage(token, 'ar')).statusCode).toBe(200);
      expect((await view(token)).language).toBe('ar');

      // Agreeing makes them the child's caregiver, mailed their page's link in their language.
      const seen = t.mail.mails.filter((mail) => mail.to.includes(parent)).length;
      expect((await guardian('consent', token)).statusCode).toBe(200);
      const next = await nextMail(parent, seen);
      expect(next.subject).toBe(arabic.caregiverLinkMailSubject({ child: 'Dana Ruiz' }));
      expect(next.text).toContain(arabic.caregiverFirstLinkWhy);
      expect(next.html).toContain('<div lang="ar" dir="rtl">');
    });

    it('stays theirs when the child signs up again naming them, and is the child’s for someone new', async () => {
      const signUpAgain = (guardianEmail: string, language: 'en' | 'es' | 'ar') =>
        signUp(t.app, {
          email: 'kid.g@example.com',
          password: 'quiet-river-1',
          age: 12,
          guardianEmail,
          language,
        });
      const tokenOf = (mail: { text: string }) =>
        new URL(
          firstLink({ ...mail, subject: '', to: [], html: '', headers: {} }),
        ).searchParams.get('token') ?? '';
      // Not verified yet: a second sign-up with the address replaces the first (and asks again).
      expect((await signUpAgain('parent.g@example.com', 'es')).statusCode).toBe(201);
      const first = await t.mail.waitForMail('parent.g@example.com');
      expect(first.subject).toBe(spanish.guardianMailSubject);
      expect((await saveLanguage(tokenOf(first), 'ar')).statusCode).toBe(200);

      const seen = t.mail.mails.filter((mail) => mail.to.includes('parent.g@example.com')).length;
      expect((await signUpAgain('parent.g@example.com', 'en')).statusCode).toBe(201);
      const again = await nextMail('parent.g@example.com', seen);
      expect(again.subject).toBe(arabic.guardianMailSubject);
      expect((await view(tokenOf(again))).language).toBe('ar');

      expect((await signUpAgain('other.parent.g@example.com', 'es')).statusCode).toBe(201);
      const someoneNew = await t.mail.waitForMail('other.parent.g@example.com');
      expect(someoneNew.subject).toBe(spanish.guardianMailSubject);
      expect((await view(tokenOf(someoneNew))).language).toBe('es');
    });

    it('refuses a language MentorBridge is not written in, or a wrong link, and changes nothing', async () => {
      const { token } = await child('kid.f@example.com', 'parent.f@example.com');
      const before = await rowsMentioning(t.db, ['parent.f@example.com']);
      for (const language of ['fr', 'EN', '', 'english']) {
        const refused = await saveLanguage(token, language);
        expect(refused.statusCode).toBe(400);
        expect(json(refused)).toMatchObject({
          error: { code: 'invalid_request', message: uiText.languageNotOffered },
        });
      }
      // A wrong link, however short, is a link not valid: not a language not offered.
      for (const wrong of ['not-a-real-token', 'short', '']) {
        const wrongLink = await saveLanguage(wrong, 'es');
        expect(wrongLink.statusCode).toBe(400);
        expect(json(wrongLink)).toMatchObject({ error: { code: 'guardian_link_invalid' } });
      }
      expect(await rowsMentioning(t.db, ['parent.f@example.com'])).toEqual(before);
      expect((await view(token)).language).toBe('en');
    });
  });
});
