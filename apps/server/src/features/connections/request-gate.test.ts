import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { type PushService, startPushService } from '@mentorbridge/testing/push-service';
import { vettingWorld } from '../../test/vetting-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { expireAndRemindRequests } from './expiry.ts';

const DAY = 24 * 60 * 60_000;

/**
 * Requests follow the safeguarding gate outside the app too (decision 038): no mail or push
 * about a mentee under 18 goes to a mentor whose record does not count, none from that mentor
 * reaches the child, and a child is never given a mentor's address (decision 050). Mentees of
 * 18 to 25 are told as before.
 */
describe.each(databaseKinds)('requests, their mail and push, and the gate on %s', (kind) => {
  let t: TestApp;
  let service: PushService;
  const prefix = `request-gate.${kind}`;
  const world = vettingWorld(() => t, prefix);
  const { cookie, id, call, person, suspension } = world;
  const emailOf = (who: string) => `${prefix}.${who}@example.com`;

  beforeAll(async () => {
    service = await startPushService();
    t = await startTestApp(kind, { environment: { PUSH_SERVICES: service.origin } });
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, emailOf('lead'))).toMatchObject({ ok: true });
    for (const mentor of ['cara', 'rex', 'tom', 'sam']) {
      await person(mentor, { age: 44, role: 'mentor', skills: ['Nursing'] });
    }
    for (const child of ['mia', 'kim', 'lou', 'max']) await person(child, { age: 15 });
    for (const adult of ['ada', 'ben']) await person(adult, { age: 20 });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const ask = async (mentee: string, mentor: string) => {
    const answer = await call(mentee, 'POST', '/api/connections', { mentorId: id[mentor] });
    expect(answer.statusCode).toBe(201);
    return answer;
  };
  const requestId = (mentor: string, mentee: string) => `${id[mentor]}__${id[mentee]}`;
  /** The subjects mailed to each of `people` while `work` ran, once its mail and push went. */
  const mailedTo = async (people: string[], work: () => Promise<unknown>) => {
    await t.context.background.settled();
    const before = t.mail.mails.length;
    await work();
    await t.context.background.settled();
    const mails = t.mail.mails.slice(before);
    return Object.fromEntries(
      people.map((who) => [
        who,
        mails.filter((mail) => mail.to.includes(emailOf(who))).map((mail) => mail.subject),
      ]),
    );
  };
  const device = async (who: string) => {
    const subscription = service.subscribe();
    const answer = await call(who, 'POST', '/api/push/subscriptions', subscription);
    expect(answer.statusCode).toBe(204);
    return subscription.endpoint;
  };
  const pushedTo = (endpoint: string) => service.received.filter((p) => p.endpoint === endpoint);

  it("gives a 15-year-old the mentor's name, never their address; a 20-year-old the address", async () => {
    const child = await ask('mia', 'cara');
    expect(child.body).not.toContain(emailOf('cara'));
    const { requestedMentor } = json<{ requestedMentor: string }>(child);
    expect(uiText.requestedMentor({ mentor: requestedMentor })).toBe('Requested mentor Cara Gate.');

    const adult = await ask('ada', 'cara');
    expect(
      uiText.requestedMentor({ mentor: json<{ requestedMentor: string }>(adult).requestedMentor }),
    ).toBe(`Requested mentor ${emailOf('cara')}.`);
  });

  it("reminds no suspended mentor of a child's request on day 3, a checked one as before", async () => {
    await ask('kim', 'rex');
    await ask('ben', 'rex');
    await ask('lou', 'tom');
    const { created_at: createdAt } = await t.db
      .selectFrom('mentor_requests')
      .select('created_at')
      .where('id', '=', requestId('tom', 'lou'))
      .executeTakeFirstOrThrow();
    expect((await suspension('rex', true)).statusCode).toBe(200);

    const sweep = (at: number) => () => expireAndRemindRequests(t.context, at);
    const reminded = await mailedTo(['rex', 'tom'], sweep(createdAt + 3 * DAY));
    // The 20-year-old's request is reminded of, as before; the child's is not, unless the
    // mentor is checked.
    expect(reminded).toEqual({
      rex: ['Ben Gate is waiting for your answer'],
      tom: ['Lou Gate is waiting for your answer'],
    });

    // Checked again, the mentor is reminded of the child's request at the next sweep.
    expect((await suspension('rex', false)).statusCode).toBe(200);
    expect(await mailedTo(['rex'], sweep(createdAt + 4 * DAY))).toEqual({
      rex: ['Kim Gate is waiting for your answer'],
    });
  });

  it("sends the child nothing of a suspended mentor's rejection, and the mentor nothing of a child's cancel", async () => {
    await ask('max', 'sam');
    await ask('ada', 'sam');
    await ask('mia', 'sam');
    const childsPhone = await device('max');
    const adultsPhone = await device('ada');
    expect((await suspension('sam', true)).statusCode).toBe(200);

    const reject = (mentee: string) => async () => {
      const answer = await call(
        'sam',
        'POST',
        `/api/connections/${requestId('sam', mentee)}/reject`,
      );
      expect(answer.statusCode).toBe(204);
    };
    expect(await mailedTo(['max'], reject('max'))).toEqual({ max: [] });
    expect(pushedTo(childsPhone)).toEqual([]);
    // The child still sees the answer in the app.
    const mine = json<ConnectionList>(await call('max', 'GET', '/api/connections')).requests;
    expect(mine.map((request) => [request.mentor.name, request.status])).toEqual([
      ['Sam Gate', 'rejected'],
    ]);

    // A 20-year-old is told as before, by mail and push.
    expect(await mailedTo(['ada'], reject('ada'))).toEqual({
      ada: ['Sam Gate cannot take your request'],
    });
    expect(JSON.parse((await service.waitForPush(adultsPhone)).payload)).toMatchObject({
      title: 'Sam Gate cannot take your request',
    });

    const cancel = async () => {
      const answer = await t.app.inject({
        method: 'DELETE',
        url: `/api/connections/${requestId('sam', 'mia')}`,
        headers: { cookie: cookie.mia ?? '' },
      });
      expect(answer.statusCode).toBe(204);
    };
    expect(await mailedTo(['sam'], cancel)).toEqual({ sam: [] });
  });
});
