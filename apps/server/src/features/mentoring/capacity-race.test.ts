import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

const CAPACITY = 2;
const WAITING = 6;

describe.each(databaseKinds)('accepts that arrive at the same moment on %s', (kind) => {
  let t: TestApp;
  let mentorCookie: string;
  let mentorId: string;
  const menteeIds: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const password = 'quiet-river-1';
    mentorCookie = await verifiedUser(t.app, t.mail, {
      email: `race.mentor.${kind}@example.com`,
      password,
      age: 41,
      role: 'mentor',
      skills: ['Welding'],
    });
    mentorId = (await sessionUserOf(t.app, mentorCookie)).id;
    for (let index = 0; index < WAITING; index++) {
      const cookie = await verifiedUser(t.app, t.mail, {
        email: `race.mentee${index}.${kind}@example.com`,
        password,
      });
      menteeIds.push((await sessionUserOf(t.app, cookie)).id);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { cookie },
        payload: { mentorId },
      });
      expect(asked.statusCode).toBe(201);
    }
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/mentoring',
      headers: { cookie: mentorCookie },
      payload: { capacity: CAPACITY, paused: false },
    });
    expect(chosen.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('take the mentor no further than their capacity', async () => {
    const answers = await Promise.all(
      menteeIds.map((menteeId) =>
        t.app.inject({
          method: 'POST',
          url: `/api/connections/${mentorId}__${menteeId}/accept`,
          headers: { cookie: mentorCookie },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(CAPACITY).fill(204), ...Array(WAITING - CAPACITY).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(json(refused)).toMatchObject({ error: { code: 'capacity_reached' } });
    }
    const accepted = await t.db
      .selectFrom('mentor_requests')
      .select('id')
      .where('mentor_id', '=', mentorId)
      .where('status', '=', 'accepted')
      .execute();
    expect(accepted).toHaveLength(CAPACITY);
  });
});
