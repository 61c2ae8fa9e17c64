import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseDump } from '../../test/rows-mentioning.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('a request’s optional message on %s', (kind) => {
  let t: TestApp;
  let mentor: string;
  let mentee: string;
  let mentorId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const password = 'quiet-river-1';
    mentor = await verifiedUser(t.app, t.mail, {
      email: `message.mentor.${kind}@example.com`,
      password,
      age: 52,
      role: 'mentor',
      skills: ['Nursing'],
    });
    mentorId = (await sessionUserOf(t.app, mentor)).id;
    mentee = await verifiedUser(t.app, t.mail, {
      email: `message.mentee.${kind}@example.com`,
      password,
    });
  });
  afterAll(() => t.close());

  const ask = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: mentee },
      payload: { mentorId, message },
    });

  it.each([
    ['past 500 characters', 'a'.repeat(501), uiText.fieldTooLong({ field: 'Message', max: 500 })],
    [
      'with an email address',
      'write to me at maya@example.com',
      uiText.fieldHasContactDetails({ field: 'Message' }),
    ],
    ['with profanity', 'you are a bullshit mentor', uiText.fieldHasProfanity({ field: 'Message' })],
  ])('refuses a message %s and sends no request', async (_, message, refusal) => {
    const before = await databaseDump(t.db);
    const response = await ask(message);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'invalid_request_message', message: refusal },
    });
    expect(await databaseDump(t.db)).toEqual(before);
  });

  it('gives the mentor the message on the pending request', async () => {
    const message = 'Hi! I want to be a nurse like you. Could you tell me about the course?';
    expect((await ask(`  ${message} `)).statusCode).toBe(201);
    const { requests } = json<ConnectionList>(
      await t.app.inject({ method: 'GET', url: '/api/connections', headers: { cookie: mentor } }),
    );
    expect(requests.map((request) => [request.status, request.message])).toEqual([
      ['pending', message],
    ]);
  });
});
