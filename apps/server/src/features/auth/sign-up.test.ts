import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uiText } from '@mentorbridge/domain/ui-text';
import { logIn, signUp, solvedCaptcha, verificationToken } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databaseKinds)('sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('users').execute();
    await t.db.deleteFrom('attempt_counters').execute();
    t.mail.mails.length = 0;
  });

  const countUsers = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const countSkills = async () =>
    Number(
      (
        await t.db
          .selectFrom('mentor_skills')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const valid = { email: 'sam@example.com', password: 'quiet-river-1', age: 15 };

  it.each([
    ['a short password', { ...valid, password: '12345' }, uiText.invalidSignUpFields],
    ['a missing email', { ...valid, email: '' }, uiText.invalidSignUpFields],
    ['age 0', { ...valid, age: 0 }, uiText.invalidSignUpFields],
    ['age 10', { ...valid, age: 10 }, 'Sorry, you must be at least 11 years old to sign up.'],
    ['age 95', { ...valid, age: 95 }, 'Please provide a valid age between 11 and 90.'],
    [
      'a mentor with no skills',
      { ...valid, age: 40, role: 'mentor' as const, skills: [] },
      'As a mentor, you need at least 1 area of expertise.',
    ],
    [
      'a mentor with six skills',
      {
        ...valid,
        age: 40,
        role: 'mentor' as const,
        skills: ['Python', 'SQL', 'Law', 'Nursing', 'Sales', 'Welding'],
      },
      'You can select a maximum of 5 skills.',
    ],
    [
      'a skill outside the catalogue',
      { ...valid, age: 40, role: 'mentor' as const, skills: ['Lockpicking'] },
      uiText.unknownSkill,
    ],
  ])('refuses %s with the product’s message and writes nothing', async (_, body, message) => {
    const response = await signUp(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { code: 'invalid_sign_up', message } });
    expect(await countUsers()).toBe(0);
    expect(await countSkills()).toBe(0);
    expect(t.mail.mails).toHaveLength(0);
  });

  it('asks a 40-year-old who chose no role to choose one, and writes nothing', async () => {
    const response = await signUp(t.app, { ...valid, age: 40 });
    expect(json(response)).toMatchObject({
      error: { code: 'invalid_sign_up', message: uiText.chooseRole },
    });
    expect(await countUsers()).toBe(0);
  });

  it('keeps the captcha usable when only the role step was refused', async () => {
    const captcha = await solvedCaptcha(t.app);
    const mentor = { ...valid, age: 40, role: 'mentor' as const, ...captcha };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...mentor, skills: [] },
    });
    expect(json(refused)).toMatchObject({ error: { message: uiText.mentorNeedsSkill } });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...mentor, skills: ['Law'] },
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('answers a body of the wrong shape with the sign-up message, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        ...(await solvedCaptcha(t.app)),
        email: 'sam@example.com',
        password: 'quiet-river-1',
        age: 'fifteen',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'invalid_sign_up', message: uiText.invalidSignUpFields },
    });
    expect(await countUsers()).toBe(0);
  });

  it("refuses a wrong captcha with 'Incorrect captcha. Please try again.' and writes nothing", async () => {
    const { captchaId, captchaAnswer } = await solvedCaptcha(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...valid, captchaId, captchaAnswer: captchaAnswer + 1 },
    });
    expect(json(response)).toMatchObject({
      error: { code: 'captcha_incorrect', message: 'Incorrect captcha. Please try again.' },
    });
    expect(await countUsers()).toBe(0);
  });

  it('makes a 15-year-old a mentee, even one who asks to be a mentor', async () => {
    const response = await signUp(t.app, { ...valid, role: 'mentor', skills: ['Python'] });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ role: 'mentee', email: 'sam@example.com' });
    const user = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'mentee', age: 15, email_verified: 0 });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await countSkills()).toBe(0);
  });

  it('stores a 40-year-old mentor with 3 skills and mails a verification link', async () => {
    const skills = ['Python', 'Public Speaking', 'Nursing'];
    const response = await signUp(t.app, {
      ...valid,
      email: 'Ana@Example.com',
      age: 40,
      role: 'mentor',
      skills,
    });
    expect(json(response)).toEqual({ role: 'mentor', email: 'ana@example.com' });
    const stored = await t.db.selectFrom('mentor_skills').select('skill').execute();
    expect(stored.map((row) => row.skill).sort()).toEqual([...skills].sort());
    const mail = await t.mail.waitForMail('ana@example.com');
    expect(mail.subject).toBe('Verify your email for MentorBridge');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=\S+/);
  });

  it('does not reveal that an email is taken: same answer, no second account, a mail to the owner', async () => {
    await signUp(t.app, valid);
    await t.db.updateTable('users').set({ email_verified: 1 }).execute();
    t.mail.mails.length = 0;
    const again = await signUp(t.app, { ...valid, password: 'another-password' });
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual({ role: 'mentee', email: 'sam@example.com' });
    expect(await countUsers()).toBe(1);
    expect((await t.mail.waitForMail('sam@example.com')).subject).toBe(
      'You already have a MentorBridge account',
    );
  });

  it('lets the mailbox owner take over a pending sign-up that someone else made with their address', async () => {
    await signUp(t.app, {
      email: 'child@example.com',
      password: 'attacker-pass',
      age: 40,
      role: 'mentor',
      skills: ['Law'],
    });
    const attackersToken = await verificationToken(t.mail, 'child@example.com');
    t.mail.mails.length = 0;

    const again = await signUp(t.app, {
      email: 'child@example.com',
      password: 'childs-own-pass',
      age: 13,
    });
    expect(json(again)).toEqual({ role: 'mentee', email: 'child@example.com' });
    const ownersToken = await verificationToken(t.mail, 'child@example.com');

    const verify = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect((await verify(attackersToken)).statusCode).toBe(400);
    expect((await verify(ownersToken)).statusCode).toBe(200);
    expect((await logIn(t.app, 'child@example.com', 'attacker-pass')).statusCode).toBe(401);
    expect(json(await logIn(t.app, 'child@example.com', 'childs-own-pass'))).toMatchObject({
      user: { role: 'mentee', age: 13, skills: [] },
    });
    expect(await countUsers()).toBe(1);
    expect(await countSkills()).toBe(0);
  });

  it('sends one address at most 5 mails an hour, however often it is signed up', async () => {
    for (let attempt = 0; attempt < 7; attempt++) await signUp(t.app, valid);
    await t.mail.waitForMail('sam@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.mails.filter((mail) => mail.to.includes('sam@example.com'))).toHaveLength(5);
  });

  it('signs out whoever was signed in on the browser that signs up', async () => {
    await signUp(t.app, { ...valid, email: 'first@example.com' });
    const token = await verificationToken(t.mail, 'first@example.com');
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    const cookie = sessionCookieOf(await logIn(t.app, 'first@example.com', valid.password));

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { cookie },
      payload: { ...valid, email: 'second@example.com', ...(await solvedCaptcha(t.app)) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((set) => set.name === 'mb_session')?.value).toBe('');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(json(session)).toEqual({ user: null });
  });

  it('uses a captcha up: the same answer cannot sign up twice', async () => {
    const captcha = await solvedCaptcha(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...valid, ...captcha },
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...valid, email: 'other@example.com', ...captcha },
    });
    expect(json(second)).toMatchObject({
      error: { code: 'captcha_expired', message: uiText.captchaExpired },
    });
    expect(await countUsers()).toBe(1);
  });
});
