import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import type { ProgrammePairs } from '@mentorbridge/domain/api/programme-matches';
import type { ProgrammePeople, ProgrammesConsole } from '@mentorbridge/domain/api/programmes';
import { logIn } from '../../test/accounts.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { DEMO_PASSWORD, demoCoordinator } from './demo-accounts.ts';
import { demoClassCode, demoMentorCode } from './demo-programme.ts';

/**
 * The demo's school (decision 058): a newcomer who logs in as its coordinator finds the console
 * full, and a pupil of its programme finds its mentors only.
 */
describe.each(databaseKinds)("the demo's programme on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareDatabase(t.context, { demoData: true }, pino({ level: 'silent' }));
  });
  afterAll(() => t.close());

  const get = async <T>(cookie: string, url: string) =>
    json<T>(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
  const cookieOf = async (email: string) =>
    sessionCookieOf(await logIn(t.app, email, DEMO_PASSWORD));

  it("fills Hillside Academy's console: eight pupils, four checked mentors, three pairs in different health, check-ins due and to look at", async () => {
    const cookie = await cookieOf(demoCoordinator.email);
    const { organisations } = await get<ProgrammesConsole>(cookie, '/api/programmes');
    expect(organisations.map((organisation) => organisation.name)).toEqual(['Hillside Academy']);
    const programme = organisations[0]?.programmes[0];
    expect(programme).toMatchObject({ name: 'Year 10 mentoring', pupilsSeeOnlyItsMentors: true });
    const people = await get<ProgrammePeople>(
      cookie,
      `/api/programmes/${programme?.id ?? ''}/people`,
    );
    expect(people.codes.map((code) => [code.role, code.code])).toEqual([
      ['pupil', demoClassCode],
      ['mentor', demoMentorCode],
    ]);
    const roles = people.members.map((member) => member.role);
    expect([roles.filter((role) => role === 'pupil').length, roles.length]).toEqual([8, 12]);
    expect(
      people.members.filter((m) => m.role === 'mentor').every((m) => m.check?.countsThrough),
    ).toBe(true);
    const { pairs, pupilsHidden } = await get<ProgrammePairs>(
      cookie,
      `/api/programmes/${programme?.id ?? ''}/pairs`,
    );
    expect(pupilsHidden).toBe(false);
    expect(pairs.map((pair) => [pair.pupil.name, pair.state, pair.quietDays])).toEqual([
      ['Ben Foster', 'active', 20],
      ['Amara Okoye', 'active', null],
      ['Chloe Park', 'waiting', null],
    ]);
    // Ben's low rating waits for the coordinator, and both let the next check-in go overdue.
    expect(pairs[0]?.checkIns).toMatchObject({
      pupil: { rating: 2, toLookAt: true, overdueSince: expect.any(String) },
      mentor: { rating: 4, toLookAt: false, overdueSince: expect.any(String) },
    });

    // A pupil of the programme finds its mentors only, and her first check-in waiting.
    const pupil = await cookieOf('amara.okoye@example.com');
    const { requests } = await get<ConnectionList>(pupil, '/api/connections');
    expect(requests[0]?.checkIn).toEqual({ dueOn: expect.any(String) });
    const { mentors } = await get<MentorPage>(pupil, '/api/mentors');
    expect(mentors.map((mentor) => mentor.name).sort()).toEqual([
      'Grace Mensah',
      'Kenji Watanabe',
      'Laura Schmidt',
      'Olivia Brown',
    ]);
  });
});
