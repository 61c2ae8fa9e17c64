import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { uiText } from '@mentorbridge/domain/ui-text';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

const mentees = ['ada', 'ben', 'cai', 'dee'] as const;
type Mentee = (typeof mentees)[number];

describe.each(databaseKinds)('a mentor’s capacity on %s', (kind) => {
  let t: TestApp;
  let mentorCookie: string;
  let mentorId: string;
  const cookie = {} as Record<Mentee, string>;
  const id = {} as Record<Mentee, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const password = 'quiet-river-1';
    mentorCookie = await verifiedUser(t.app, t.mail, {
      email: `capacity.mentor.${kind}@example.com`,
      password,
      age: 38,
      role: 'mentor',
      skills: ['Carpentry'],
    });
    mentorId = (await sessionUserOf(t.app, mentorCookie)).id;
    for (const who of mentees) {
      cookie[who] = await verifiedUser(t.app, t.mail, {
        email: `capacity.${who}.${kind}@example.com`,
        password,
      });
      id[who] = (await sessionUserOf(t.app, cookie[who])).id;
    }
  });
  afterAll(() => t.close());

  const request = (who: Mentee) =>
    t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: cookie[who] },
      payload: { mentorId },
    });
  const accept = (who: Mentee) =>
    t.app.inject({
      method: 'POST',
      url: `/api/connections/${mentorId}__${id[who]}/accept`,
      headers: { cookie: mentorCookie },
    });
  const settings = (payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/settings/mentoring',
      headers: { cookie: mentorCookie },
      ...(payload ? { payload } : {}),
    });
  /** The mentor's card as a mentee sees it in the directory. */
  const availability = async () => {
    const page = json<MentorPage>(
      await t.app.inject({ method: 'GET', url: '/api/mentors', headers: { cookie: cookie.dee } }),
    );
    return page.mentors.find((mentor) => mentor.id === mentorId)?.availability;
  };

  it('takes 3 mentees until the mentor chooses, and shows the directory open', async () => {
    expect(json(await settings())).toMatchObject({ capacity: 3, paused: false, mentees: 0 });
    expect(await availability()).toBe('open');
  });

  it('refuses requests once full, with the reason on the card and in the answer', async () => {
    expect(json(await settings({ capacity: 1, paused: false }))).toEqual({
      capacity: 1,
      paused: false,
      mentees: 0,
    });
    expect((await request('ada')).statusCode).toBe(201);
    expect((await request('ben')).statusCode).toBe(201);
    expect((await accept('ada')).statusCode).toBe(204);
    expect(await availability()).toBe('full');

    const refused = await request('cai');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      error: { code: 'mentor_full', message: uiText.mentorFullRefusal },
    });
    const requests = await t.db
      .selectFrom('mentor_requests')
      .select('requester_id')
      .where('requester_id', '=', id.cai)
      .execute();
    expect(requests).toEqual([]);

    // A request made before the mentor filled up waits; accepting it would go past the choice.
    const beyond = await accept('ben');
    expect(beyond.statusCode).toBe(409);
    expect(json(beyond)).toMatchObject({
      error: { code: 'capacity_reached', message: uiText.capacityReached({ capacity: 1 }) },
    });
  });

  it('takes requests again when the mentor takes more, and none while paused', async () => {
    await settings({ capacity: 2, paused: false });
    expect(await availability()).toBe('open');
    expect((await accept('ben')).statusCode).toBe(204);
    expect(await availability()).toBe('full');

    expect(json(await settings({ capacity: 5, paused: true }))).toEqual({
      capacity: 5,
      paused: true,
      mentees: 2,
    });
    expect(await availability()).toBe('paused');
    const refused = await request('cai');
    expect(json(refused)).toMatchObject({
      error: { code: 'mentor_paused', message: uiText.mentorPausedRefusal },
    });

    await settings({ capacity: 5, paused: false });
    expect((await request('cai')).statusCode).toBe(201);
  });

  it('keeps capacity between 1 and 10, for mentors only, and changes nothing on bad input', async () => {
    for (const bad of [
      { capacity: 0, paused: false },
      { capacity: 11, paused: false },
      { capacity: 2.5, paused: false },
      { capacity: 3 },
    ]) {
      const response = await settings(bad);
      expect(response.statusCode).toBe(400);
    }
    expect(json(await settings())).toMatchObject({ capacity: 5, paused: false });
    const byMentee = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/mentoring',
      headers: { cookie: cookie.dee },
      payload: { capacity: 4, paused: false },
    });
    expect(byMentee.statusCode).toBe(403);
  });
});
