import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProgrammeCode,
  ProgrammePeople,
  Membership,
} from '@mentorbridge/domain/api/programmes';
import { CODE_ALPHABET } from '@mentorbridge/domain/programme-codes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeOrganisation } from './service.ts';

const DAY = 86_400_000;
const password = 'quiet-river-1';

/**
 * Joining a programme by its codes (decision 058): a class code for pupils, a mentor code for
 * mentors, each with its last day, its uses and whether a coordinator lets each person in; a
 * pupil under 13 always waits. Wrong codes are held back; another school's coordinator finds
 * nothing.
 */
describe.each(databaseKinds)('joining a programme on %s', (kind) => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};
  const email = (who: string) => `joining.${kind}.${who}@example.com`;
  let programmeId = '';
  let classCode = '';
  let mentorCode = '';

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookie[who] ?? '' },
      ...(payload ? { payload } : {}),
    });
  const join = (who: string, code: string) => call(who, 'POST', '/api/memberships', { code });
  const refusal = async (who: string, code: string) => {
    const answer = await join(who, code);
    return [answer.statusCode, json<{ error: { message: string } }>(answer).error.message];
  };
  const peopleOf = async (who = 'tess') =>
    json<ProgrammePeople>(await call(who, 'GET', `/api/programmes/${programmeId}/people`));
  const makeCode = (role: 'pupil' | 'mentor', change: object = {}) =>
    call('tess', 'POST', `/api/programmes/${programmeId}/codes`, {
      role,
      expiresOn: dayText(Date.now() + 30 * DAY),
      maxUses: 30,
      approvalRequired: role === 'mentor',
      ...change,
    });

  async function person(who: string, age: number, checked = true) {
    cookie[who] = await verifiedUser(t.app, t.mail, {
      email: email(who),
      password,
      age,
      checked,
      ...(age >= 26 ? { role: 'mentor' as const, skills: ['Teaching'] } : {}),
      ...(age < 13 ? { guardianEmail: `parent.${email(who)}` } : {}),
    });
    id[who] = (await sessionUserOf(t.app, cookie[who] ?? '')).id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const [who, age] of [
      ['tess', 44],
      ['rita', 51],
      ['maya', 14],
      ['ken', 12],
      ['ola', 16],
      ['sam', 13],
      ['guess', 14],
      ['vera', 40],
    ] as const) {
      await person(who, age);
    }
    await person('uma', 36, false); // a coordinator whose own check is not recorded
    await makeOrganisation(t.db, 'Hillside Academy', email('tess'));
    await makeOrganisation(t.db, 'Riverside School', email('rita'));
    const hillside = json<{ organisations: { id: string }[] }>(
      await call('tess', 'GET', '/api/programmes'),
    ).organisations[0]?.id;
    const made = await call('tess', 'POST', `/api/organisations/${hillside ?? ''}/programmes`, {
      name: 'Year 9 careers mentoring',
      startsOn: '2027-01-11',
      endsOn: '2027-07-16',
      timeZone: 'Europe/London',
      minAge: 11,
      maxAge: 14,
      pupilsSeeOnlyItsMentors: true,
      coordinatorApprovesMatches: true,
    });
    programmeId = json<{ id: string }>(made).id;
  });
  afterAll(() => t.close());

  it('makes codes easy to read aloud, refusing settings that cannot work', async () => {
    for (const change of [{ expiresOn: dayText(Date.now()) }, { maxUses: 0 }, { maxUses: 501 }]) {
      const refused = await makeCode('pupil', change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
    }
    const first = json<ProgrammeCode>(await makeCode('pupil'));
    expect(first.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    // A new code ends the old one.
    classCode = json<ProgrammeCode>(await makeCode('pupil')).code;
    mentorCode = json<ProgrammeCode>(await makeCode('mentor')).code;
    expect(await refusal('maya', first.code)).toEqual([400, uiText.codeWrong]);
    expect((await peopleOf()).codes.map((code) => [code.role, code.code])).toEqual([
      ['pupil', classCode],
      ['mentor', mentorCode],
    ]);
  });

  it('lets a pupil in by the class code as typed, and a pupil under 13 waits', async () => {
    const typed = `${classCode.slice(0, 4).toLowerCase()} ${classCode.slice(4)}`;
    const joined = await join('maya', typed);
    expect([joined.statusCode, json(joined)]).toEqual([
      201,
      {
        status: 'member',
        message: uiText.joinedProgramme({ name: 'Year 9 careers mentoring' }),
        text: { id: 'joinedProgramme', values: { name: 'Year 9 careers mentoring' } },
      },
    ]);
    expect(await refusal('maya', classCode)).toEqual([409, uiText.alreadyInProgramme]);
    expect(json(await join('ken', classCode))).toEqual({
      status: 'waiting',
      message: uiText.waitingForCoordinator({ name: 'Year 9 careers mentoring' }),
      text: { id: 'waitingForCoordinator', values: { name: 'Year 9 careers mentoring' } },
    });
    expect(await refusal('ola', classCode)).toEqual([
      400,
      uiText.codeAgeOutside({ min: 11, max: 14 }),
    ]);
    expect(await refusal('vera', classCode)).toEqual([400, uiText.codeForPupils]);
    expect(await refusal('sam', mentorCode)).toEqual([400, uiText.codeForMentors]);
    expect(json(await join('vera', mentorCode))).toMatchObject({ status: 'waiting' });
    expect(
      json<{ programmes: Membership[] }>(await call('maya', 'GET', '/api/memberships')),
    ).toEqual({
      programmes: [
        {
          programmeId,
          programme: 'Year 9 careers mentoring',
          organisation: 'Hillside Academy',
          role: 'pupil',
          status: 'member',
          joinedAt: expect.any(Number),
        },
      ],
    });
  });

  it('refuses a code past its last day or used up, and holds back guessing', async () => {
    const oneUse = json<ProgrammeCode>(await makeCode('pupil', { maxUses: 1 })).code;
    expect(json(await join('sam', oneUse))).toMatchObject({ status: 'member' });
    await call('sam', 'DELETE', `/api/memberships/${programmeId}`);
    expect(await refusal('sam', oneUse)).toEqual([400, uiText.codeUsedUp]);

    const shortLived = json<ProgrammeCode>(
      await makeCode('pupil', { expiresOn: dayText(Date.now() + DAY) }),
    ).code;
    t.context.clock.now = () => Date.now() + 2 * DAY;
    try {
      expect(await refusal('sam', shortLived)).toEqual([400, uiText.codeExpired]);
    } finally {
      t.context.clock.now = () => Date.now();
    }

    for (let wrong = 0; wrong < 10; wrong++) {
      expect(await refusal('guess', `WRONG${wrong}`)).toEqual([400, uiText.codeWrong]);
    }
    expect(await refusal('guess', shortLived)).toEqual([429, uiText.codeTooManyWrong]);
  });

  it('shows its coordinators who is in and who waits, to let in or take out with a reason', async () => {
    const people = await peopleOf();
    expect(people.members.map((m) => [m.fullName, m.role, m.ageGroup, m.status, m.email])).toEqual([
      [expect.any(String), 'pupil', '13–15', 'member', email('maya')],
      [expect.any(String), 'pupil', '11–12', 'waiting', email('ken')],
      [expect.any(String), 'mentor', null, 'waiting', email('vera')],
    ]);
    const approve = (who: string, userId: string) =>
      call(who, 'POST', `/api/programmes/${programmeId}/members/${userId}/approve`);
    expect((await approve('tess', id.ken ?? '')).statusCode).toBe(204);
    expect((await approve('tess', id.ken ?? '')).statusCode).toBe(404);
    const removeVera = (reason: string) =>
      call('tess', 'POST', `/api/programmes/${programmeId}/members/${id.vera}/remove`, { reason });
    expect((await removeVera('  ')).statusCode).toBe(400);
    expect((await removeVera('Not a mentor we know')).statusCode).toBe(204);
    expect((await peopleOf()).members.map((m) => [m.userId, m.status])).toEqual([
      [id.maya, 'member'],
      [id.ken, 'member'],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['lead_email', 'action', 'reason'])
      .where('subject', '=', `programme ${programmeId}, user ${id.vera}`)
      .execute();
    expect(audit).toEqual([
      {
        lead_email: email('tess'),
        action: 'took someone out of a programme',
        reason: 'Not a mentor we know',
      },
    ]);
  });

  it('shows pupils’ names and addresses only to a coordinator whose own check counts', async () => {
    const hillside = json<{ organisations: { id: string }[] }>(
      await call('tess', 'GET', '/api/programmes'),
    ).organisations[0]?.id;
    await call('tess', 'POST', `/api/organisations/${hillside ?? ''}/coordinators`, {
      email: email('uma'),
    });
    const seenByUma = await peopleOf('uma');
    expect(seenByUma.pupilsHidden).toBe(true);
    expect(seenByUma.members.map((m) => [m.fullName, m.email, m.ageGroup])).toEqual([
      ['', null, '13–15'],
      ['', null, '11–12'],
    ]);
    expect((await peopleOf('tess')).pupilsHidden).toBe(false);
  });

  it('answers another school’s coordinator and the members as if nothing were there', async () => {
    for (const who of ['rita', 'maya']) {
      for (const answer of [
        await call(who, 'GET', `/api/programmes/${programmeId}/people`),
        await call(who, 'POST', `/api/programmes/${programmeId}/codes`, {
          role: 'pupil',
          expiresOn: dayText(Date.now() + DAY),
          maxUses: 1,
          approvalRequired: false,
        }),
        await call(who, 'POST', `/api/programmes/${programmeId}/members/${id.ken}/remove`, {
          reason: 'no',
        }),
      ]) {
        expect([answer.statusCode, json(answer)]).toMatchObject([
          404,
          { error: { code: 'not_found', message: uiText.programmeNotFound } },
        ]);
      }
    }
    expect((await peopleOf()).members).toHaveLength(2);
  });

  it('lets a member leave, and puts their programmes in their copy of their data', async () => {
    const copy = json<{ programmes: unknown[] }>(await call('maya', 'GET', '/api/account/data'));
    expect(copy.programmes).toEqual([
      {
        programme: 'Year 9 careers mentoring',
        organisation: 'Hillside Academy',
        as: 'pupil',
        status: 'member',
        joinedAt: expect.any(String),
      },
    ]);
    expect((await call('maya', 'DELETE', `/api/memberships/${programmeId}`)).statusCode).toBe(204);
    expect((await call('maya', 'DELETE', `/api/memberships/${programmeId}`)).statusCode).toBe(404);
  });
});
