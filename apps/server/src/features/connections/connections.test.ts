import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { sessionUserOf, signUp, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

type Actor = 'mentee' | 'mentor' | 'third user' | 'signed out';
type Move = 'accept' | 'reject' | 'remove';
/** What should happen: the HTTP status, and the request's state afterwards. */
type Outcome = [number, RequestStatus | 'gone'];

/**
 * Every move by every actor from every state, as the request lifecycle of docs/product.md allows
 * or refuses it.
 */
const transitions: [RequestStatus, Move, Actor, Outcome][] = [];
const refusedFor = (status: RequestStatus): Record<Actor, Outcome> => ({
  mentee: [409, status],
  mentor: [409, status],
  'third user': [404, status],
  'signed out': [401, status],
});
const table: Record<RequestStatus, Record<Move, Partial<Record<Actor, Outcome>>>> = {
  pending: {
    accept: { mentor: [204, 'accepted'] },
    reject: { mentor: [204, 'rejected'] },
    remove: { mentee: [204, 'gone'] },
  },
  accepted: { accept: {}, reject: {}, remove: {} },
  rejected: {
    accept: {},
    reject: {},
    remove: { mentor: [204, 'gone'], mentee: [204, 'gone'] },
  },
};
for (const [status, moves] of Object.entries(table) as [RequestStatus, typeof table.pending][]) {
  for (const [move, allowed] of Object.entries(moves) as [
    Move,
    Partial<Record<Actor, Outcome>>,
  ][]) {
    for (const actor of ['mentee', 'mentor', 'third user', 'signed out'] as const) {
      transitions.push([status, move, actor, allowed[actor] ?? refusedFor(status)[actor]]);
    }
  }
}

describe.each(databaseKinds)('connection requests on %s', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Actor, string>;
  let mentorId: string;
  let menteeId: string;
  let otherMentorCookie: string;
  let unverifiedMentorId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const mentor = { age: 40, role: 'mentor' as const, skills: ['Illustration'] };
    cookies.mentor = await verifiedUser(t.app, t.mail, {
      email: 'the.mentor@example.com',
      password: 'quiet-river-1',
      ...mentor,
    });
    cookies.mentee = await verifiedUser(t.app, t.mail, {
      email: 'the.mentee@example.com',
      password: 'quiet-river-1',
    });
    cookies['third user'] = await verifiedUser(t.app, t.mail, {
      email: 'a.stranger@example.com',
      password: 'quiet-river-1',
    });
    cookies['signed out'] = '';
    otherMentorCookie = await verifiedUser(t.app, t.mail, {
      email: 'other.mentor@example.com',
      password: 'quiet-river-1',
      ...mentor,
    });
    mentorId = (await sessionUserOf(t.app, cookies.mentor)).id;
    menteeId = (await sessionUserOf(t.app, cookies.mentee)).id;
    await signUp(t.app, {
      email: 'unverified.mentor@example.com',
      password: 'quiet-river-1',
      ...mentor,
    });
    const unverified = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'unverified.mentor@example.com')
      .executeTakeFirstOrThrow();
    unverifiedMentorId = unverified.id;
  });
  afterAll(() => t.close());

  const requestMentor = (cookie: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie },
      payload: { mentorId: id },
    });
  const move = (cookie: string, requestId: string, which: Move) =>
    which === 'remove'
      ? t.app.inject({
          method: 'DELETE',
          url: `/api/connections/${requestId}`,
          headers: { cookie },
        })
      : t.app.inject({
          method: 'POST',
          url: `/api/connections/${requestId}/${which}`,
          headers: { cookie },
        });
  const statusNow = async (id: string) =>
    (
      await t.db
        .selectFrom('mentor_requests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.status ?? 'gone';

  it('creates a pending request with the id mentorId__requesterId and names the mentor to the 15-year-old', async () => {
    await t.db.deleteFrom('mentor_requests').execute();
    const response = await requestMentor(cookies.mentee, mentorId);
    expect(response.statusCode).toBe(201);
    const { request, requestedMentor } = json<{
      request: { id: string; status: string };
      requestedMentor: string;
    }>(response);
    expect(request).toMatchObject({ id: `${mentorId}__${menteeId}`, status: 'pending' });
    // Under 18, by the name the app shows for a mentor who has not written one; never the
    // address (request-gate.test.ts has the 20-year-old's notice).
    expect(uiText.requestedMentor({ mentor: requestedMentor })).toBe(
      'Requested mentor Unnamed mentor.',
    );

    const twice = await requestMentor(cookies.mentee, mentorId);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ error: { message: uiText.alreadyRequested } });

    const mentorsView = json<ConnectionList>(
      await t.app.inject({
        method: 'GET',
        url: '/api/connections',
        headers: { cookie: cookies.mentor },
      }),
    );
    expect(mentorsView.requests.map((r) => [r.id, r.status])).toEqual([[request.id, 'pending']]);
    const strangersView = json<ConnectionList>(
      await t.app.inject({
        method: 'GET',
        url: '/api/connections',
        headers: { cookie: cookies['third user'] },
      }),
    );
    expect(strangersView.requests).toEqual([]);
  });

  it.each([
    ['a mentor trying to request', () => otherMentorCookie, () => mentorId, 403],
    ['a mentee requesting a mentee', () => cookies['third user'], () => menteeId, 404],
    ['a mentee requesting themself', () => cookies.mentee, () => menteeId, 404],
    ['a mentor requesting themself', () => cookies.mentor, () => mentorId, 403],
    [
      'a mentee requesting an unverified mentor',
      () => cookies.mentee,
      () => unverifiedMentorId,
      404,
    ],
    ['a signed-out (or unverified, who cannot log in) user', () => '', () => mentorId, 401],
  ])('refuses %s and stores nothing', async (_name, cookie, target, status) => {
    await t.db.deleteFrom('mentor_requests').execute();
    const response = await requestMentor(cookie(), target());
    expect(response.statusCode).toBe(status);
    expect(await t.db.selectFrom('mentor_requests').selectAll().execute()).toEqual([]);
  });

  it.each(transitions)(
    'from %s, %s by the %s: %j',
    async (status, which, actor, [expectedStatus, after]) => {
      await t.db.deleteFrom('mentor_requests').execute();
      await requestMentor(cookies.mentee, mentorId);
      const id = `${mentorId}__${menteeId}`;
      if (status !== 'pending') {
        await move(cookies.mentor, id, status === 'accepted' ? 'accept' : 'reject');
      }
      expect(await statusNow(id)).toBe(status);

      const response = await move(cookies[actor], id, which);
      expect(response.statusCode).toBe(expectedStatus);
      expect(await statusNow(id)).toBe(after);
    },
  );
});
