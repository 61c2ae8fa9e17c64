import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@mentorbridge/domain/messages';
import { signUp, solvedCaptcha } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('users').execute();
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

  const valid = { email: 'sam@example.com', password: 'secret1', age: 15 };

  it.each([
    ['a short password', { ...valid, password: '12345' }, messages.invalidSignUpFields],
    ['a missing email', { ...valid, email: '' }, messages.invalidSignUpFields],
    ['age 0', { ...valid, age: 0 }, messages.invalidSignUpFields],
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
      messages.unknownSkill,
    ],
  ])('refuses %s with the spec message and writes nothing', async (_, body, message) => {
    const response = await signUp(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: { code: 'invalid_sign_up', message } });
    expect(await countUsers()).toBe(0);
    expect(await countSkills()).toBe(0);
    expect(t.mail.mails).toHaveLength(0);
  });

  it('answers a body of the wrong shape with the sign-up message, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        ...(await solvedCaptcha(t.app)),
        email: 'sam@example.com',
        password: 'secret1',
        age: 'fifteen',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: { code: 'invalid_sign_up', message: messages.invalidSignUpFields },
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
    expect(json(response)).toEqual({
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
    expect(json(second)).toEqual({
      error: { code: 'captcha_expired', message: messages.captchaExpired },
    });
    expect(await countUsers()).toBe(1);
  });
});
