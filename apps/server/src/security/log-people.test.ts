import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserOf, verifiedUser } from '../test/accounts.ts';
import { connectSocket, until } from '../test/sockets.ts';
import { PUBLIC_URL, startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Logs name no person (docs/retention.md, Logs): a host keeps and shares its logs more widely
 * than our database, and for as long as it likes, so a line that joins a child's name to an
 * adult's address would outlive every deletion. Every line the app writes at its most talkative
 * level, through sign-up, a request, its answer, messages both ways and a report, is read for
 * the addresses, names and words of the people in it.
 */
describe('the logs of a whole journey', () => {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { logTo: capture });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('hold no email address, full name, request, message or report text', async () => {
    const person = {
      mentee: { email: 'robin.ashdown@example.com', name: 'Robin Ashdown', age: 17 },
      mentor: { email: 'maren.okafor@example.com', name: 'Maren Okafor', age: 44 },
    };
    const words = {
      request: 'I would love help with my chemistry coursework',
      http: 'My exam is on the ninth of June',
      socket: 'Meet me by the library steps at four',
      report: 'They asked for my home address twice',
    };
    const cookie = {
      mentee: await verifiedUser(t.app, t.mail, {
        email: person.mentee.email,
        password: 'quiet-river-1',
        age: person.mentee.age,
      }),
      mentor: await verifiedUser(t.app, t.mail, {
        email: person.mentor.email,
        password: 'quiet-river-1',
        age: person.mentor.age,
        role: 'mentor',
        skills: ['Chemistry'],
      }),
    };
    for (const who of ['mentee', 'mentor'] as const) {
      const named = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/full-name',
        headers: { cookie: cookie[who] },
        payload: { fullName: person[who].name },
      });
      expect(named.statusCode).toBe(200);
    }
    const mentorId = (await sessionUserOf(t.app, cookie.mentor)).id;
    const menteeId = (await sessionUserOf(t.app, cookie.mentee)).id;
    const chatId = `${mentorId}__${menteeId}`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: cookie.mentee },
      payload: { mentorId, message: words.request },
    });
    expect(asked.statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/connections/${chatId}/accept`,
      headers: { cookie: cookie.mentor },
    });
    expect(accepted.statusCode).toBe(204);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { cookie: cookie.mentor },
      payload: { clientId: 'log-people-http', text: words.http },
    });
    expect(sent.statusCode).toBe(201);
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cookie.mentee,
      origin: PUBLIC_URL,
    });
    await tab.opened;
    tab.socket.send(
      JSON.stringify({
        type: 'message.send',
        chatId,
        clientId: 'log-people-ws',
        text: words.socket,
      }),
    );
    await until(() => tab.received.some((event) => event.type === 'message.created'));
    tab.socket.close();
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: cookie.mentee },
      payload: {
        reportedUserId: mentorId,
        chatId,
        reason: 'Asked for personal details',
        details: words.report,
      },
    });
    expect(reported.statusCode).toBe(201);
    await t.context.background.settled();

    // The journey was logged: its requests, and the mails it sent (verification, the request,
    // the answer), each by its id and kind.
    expect(lines.filter((line) => line.includes('incoming request')).length).toBeGreaterThan(10);
    const mails = lines.filter((line) => line.includes('"mail sent"'));
    expect(mails.map((line) => (JSON.parse(line) as { kind: string }).kind)).toEqual(
      expect.arrayContaining(['verification', 'request.received', 'request.accepted']),
    );

    const people = [
      ...Object.values(person).flatMap(({ email, name }) => [email, name, ...name.split(' ')]),
      ...Object.values(words),
    ];
    const found = people.flatMap((said) =>
      lines
        .filter((line) => line.toLowerCase().includes(said.toLowerCase()))
        .map((line) => `${said}: ${line}`),
    );
    expect(found).toEqual([]);
    // No address of anyone, whatever its name.
    expect(lines.filter((line) => /[\w.+-]+@[\w-]+\.[\w.]+/.test(line))).toEqual([]);
  });
});
