import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { DEMO_PASSWORD, demoMentee, demoMentor, demoMentors } from './demo-accounts.ts';
import { prepareDatabase } from '../prepare.ts';
import { seedDemoData } from './demo-data.ts';

describe.each(databaseKinds)('demo data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const log = pino({ level: 'silent' });
  const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;

  it('creates nothing when the demo is turned off', async () => {
    await prepareDatabase(t.db, { demoData: false, databaseUrl: undefined }, log);
    expect(await count()).toBe(0);
  });

  it('creates the demo accounts once, verified, and never again', async () => {
    await prepareDatabase(t.db, { demoData: true, databaseUrl: undefined }, log);
    expect(await count()).toBe(2 + demoMentors.length);
    const [someMentor] = demoMentors;
    await t.db
      .deleteFrom('users')
      .where('email', '=', someMentor?.email ?? '')
      .execute();
    await seedDemoData(t.db, log);
    expect(await count()).toBe(1 + demoMentors.length);
  });

  it('lets a newcomer log in with the credentials the README gives', async () => {
    const mentee = await logIn(t.app, demoMentee.email, DEMO_PASSWORD);
    expect(json(mentee)).toMatchObject({ user: { role: 'mentee', fullName: demoMentee.fullName } });
    const mentor = await logIn(t.app, demoMentor.email, DEMO_PASSWORD);
    expect(json(mentor)).toMatchObject({
      user: { role: 'mentor', skills: [...demoMentor.skills].sort() },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sessionCookieOf(mentor) },
    });
    expect(json(session)).toMatchObject({
      user: { role: 'mentor', skills: [...demoMentor.skills].sort() },
    });
  });
});
