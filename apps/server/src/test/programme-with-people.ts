import { expect } from 'vitest';
import type { ProgrammeCode } from '@mentorbridge/domain/api/programmes';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import { makeOrganisation } from '../features/programmes/service.ts';
import type { programmesWorld } from './programmes-world.ts';
import { json, type TestApp } from './test-app.ts';

const DAY = 86_400_000;
const story = {
  headline: 'Teacher',
  about: '',
  experiences: [],
  languages: ['English'],
  goals: ['confidence'],
};
const answers = { goals: ['confidence'], experiences: [], agreedToUse: [], languages: ['English'] };

/** A new code for the programme, made by Tess: 30 uses for a month, nobody to approve. */
export async function newCode(
  call: ReturnType<typeof programmesWorld>['call'],
  programmeId: string,
  role: 'pupil' | 'mentor',
): Promise<string> {
  const answer = await call('tess', 'POST', `/api/programmes/${programmeId}/codes`, {
    role,
    expiresOn: dayText(Date.now() + 30 * DAY),
    maxUses: 30,
    approvalRequired: false,
  });
  return json<ProgrammeCode>(answer).code;
}

/**
 * Hillside Academy's "Year 10 mentoring", which keeps its pupils to its mentors and approves
 * each match: Tess coordinates it, Rita coordinates Riverside School; Mo and Ned are its mentors
 * and Maya (14) and Pia (15) its pupils, all let in by its codes; Vera (a mentor) and Ola (16)
 * are in no programme. Everyone is named "{Who} Hill". Mentors share a story and Maya and Ola answers that match it. Returns the
 * programme's id.
 */
export async function programmeWithPeople(
  t: TestApp,
  { call, email, person }: ReturnType<typeof programmesWorld>,
  /** Its contact hours: around the clock unless a test is about them (decision 060). */
  [contactFrom, contactUntil]: [string, string] = ['00:00', '24:00'],
): Promise<string> {
  for (const [who, age] of [
    ['tess', 44],
    ['rita', 51],
    ['mo', 40],
    ['ned', 41],
    ['vera', 42],
    ['maya', 14],
    ['pia', 15],
    ['ola', 16],
  ] as const) {
    await person(who, age);
    // Each is named as the console shows them: "Maya Hill".
    const fullName = `${who.charAt(0).toUpperCase()}${who.slice(1)} Hill`;
    await t.db
      .updateTable('users')
      .set({ full_name: fullName })
      .where('email', '=', email(who))
      .execute();
  }
  for (const mentor of ['mo', 'ned', 'vera']) {
    expect((await call(mentor, 'PUT', '/api/profile/story', story)).statusCode).toBe(200);
  }
  for (const pupil of ['maya', 'ola']) {
    expect((await call(pupil, 'PUT', '/api/profile/answers', answers)).statusCode).toBe(200);
  }
  await makeOrganisation(t.db, 'Hillside Academy', email('tess'));
  await makeOrganisation(t.db, 'Riverside School', email('rita'));
  const { organisations } = json<{ organisations: { id: string }[] }>(
    await call('tess', 'GET', '/api/programmes'),
  );
  const hillside = organisations[0]?.id ?? '';
  const made = await call('tess', 'POST', `/api/organisations/${hillside}/programmes`, {
    name: 'Year 10 mentoring',
    startsOn: '2027-01-11',
    endsOn: '2027-07-16',
    timeZone: 'Europe/London',
    minAge: 11,
    maxAge: 17,
    pupilsSeeOnlyItsMentors: true,
    coordinatorApprovesMatches: true,
    contactFrom,
    contactUntil,
  });
  const programmeId = json<{ id: string }>(made).id;
  const codeFor = (role: 'pupil' | 'mentor') => newCode(call, programmeId, role);
  const [classCode, mentorCode] = [await codeFor('pupil'), await codeFor('mentor')];
  for (const [who, code] of [
    ['mo', mentorCode],
    ['ned', mentorCode],
    ['maya', classCode],
    ['pia', classCode],
  ] as const) {
    expect((await call(who, 'POST', '/api/memberships', { code })).statusCode).toBe(201);
  }
  return programmeId;
}

/**
 * A match of the programme as it opens: the pupil asks, the mentor says yes, Tess approves.
 * Answers the chat's id.
 */
export async function openProgrammeMatch(
  { call, id }: Pick<ReturnType<typeof programmesWorld>, 'call' | 'id'>,
  programmeId: string,
  mentor: string,
  pupil: string,
): Promise<string> {
  const chatId = `${id[mentor] ?? ''}__${id[pupil] ?? ''}`;
  expect((await call(pupil, 'POST', '/api/connections', { mentorId: id[mentor] })).statusCode).toBe(
    201,
  );
  expect((await call(mentor, 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
  const approve = `/api/programmes/${programmeId}/matches/${chatId}/approve`;
  expect((await call('tess', 'POST', approve)).statusCode).toBe(204);
  return chatId;
}
