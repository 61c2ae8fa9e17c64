import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * An experience a mentor keeps hidden helps suggest them but is never named (docs/product.md):
 * neither the experience filter nor a search by its words finds them by it. Compared by ids, so a
 * card that merely hides the words cannot pass.
 */
describe.each(databaseKinds)('an experience a mentor hides, on %s', (kind) => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};

  async function mentorWith(who: string, shown: boolean, note: string) {
    cookie[who] = await verifiedUser(t.app, t.mail, {
      email: `hidden-${who}.${kind}@example.com`,
      password: 'quiet-river-1',
      age: 40,
      role: 'mentor',
      skills: ['Nursing'],
    });
    id[who] = (await sessionUserOf(t.app, cookie[who] ?? '')).id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/story',
      headers: { cookie: cookie[who] ?? '' },
      payload: {
        headline: 'Nurse on a children’s ward',
        about: 'I help with applications and nerves.',
        experiences: [
          { id: 'young-carer', note, shown },
          { id: 'first-in-family-university', note: '', shown: true },
        ],
        languages: ['English'],
        goals: ['confidence'],
      },
    });
    expect(saved.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    await mentorWith('hides', false, 'Looked after my grandmother through sixth form');
    await mentorWith('shows', true, 'Looked after my brother through sixth form');
    cookie.pupil = await verifiedUser(t.app, t.mail, {
      email: `hidden-pupil.${kind}@example.com`,
      password: 'quiet-river-1',
      age: 19,
    });
  });
  afterAll(() => t.close());

  const idsFound = async (query: string) =>
    json<MentorPage>(
      await t.app.inject({
        method: 'GET',
        url: `/api/mentors${query}`,
        headers: { cookie: cookie.pupil ?? '' },
      }),
    ).mentors.map((card) => card.id);

  it('is not what the experience filter finds them by', async () => {
    expect(await idsFound('?experience=young-carer')).toEqual([id.shows]);
    expect((await idsFound('?experience=first-in-family-university')).sort()).toEqual(
      [id.hides, id.shows].sort(),
    );
  });

  it('is not what a search by its words finds them by', async () => {
    expect(await idsFound('?skill=grandmother')).toEqual([]);
    expect(await idsFound('?skill=brother')).toEqual([id.shows]);
    expect(await idsFound('?skill=young%20carer')).not.toContain(id.hides);
  });
});
