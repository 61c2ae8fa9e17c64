import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { plainPng } from '@mentorbridge/testing/images';
import { chatCast } from '../test/chat-cast.ts';
import { databaseDump } from '../test/rows-mentioning.ts';
import { connectSocket, until } from '../test/sockets.ts';
import { databaseKinds, json, PUBLIC_URL, startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Bad input of every kind (decision 018): each answer is a 4xx in our error shape with a message,
 * the process stays up, and the database is exactly as it was.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const isZodSchema = (schema: unknown): schema is ZodType =>
  typeof schema === 'object' && schema !== null && 'safeParse' in schema;

const keysOf = (schema: ZodType): string[] =>
  'shape' in schema && typeof schema.shape === 'object' && schema.shape !== null
    ? Object.keys(schema.shape)
    : [];

/** Strings people and attackers type: unicode edge cases, SQL and LIKE syntax, huge ones. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '_',
    "'",
    '"',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '👩🏽‍💻'.repeat(40),
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '../../etc/passwd',
  ),
  fc.string({ minLength: 3_000, maxLength: 9_000 }),
);

/** Any value a body might carry, with a bias to the schema's own keys holding the wrong thing. */
const bodyFor = (schema: ZodType) => {
  const keys = keysOf(schema);
  const wrongValue = fc.oneof(nastyString, fc.jsonValue({ maxDepth: 2 }), fc.integer());
  return fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 6,
      }),
      keys.length > 0
        ? fc.dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: keys.length })
        : fc.constant({}),
      keys.length > 0
        ? fc.record(Object.fromEntries(keys.map((key) => [key, wrongValue])), {
            requiredKeys: [],
          })
        : fc.constant({ unexpected: true }),
    )
    .filter((body) => !schema.safeParse(body).success);
};

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let noteId: string;
  // CI runs a modest number of cases per property; FUZZ_RUNS=1000 digs deeper by hand.
  const runs = { numRuns: Number(process.env.FUZZ_RUNS ?? 25) };

  beforeAll(async () => {
    t = await startTestApp(kind, { rateLimitFactor: 1_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    cast = await chatCast(t, 'fuzz');
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: cast.cookie.mentee },
      payload: { content: 'A note the fuzzing must not touch' },
    });
    noteId = json<{ id: string }>(note).id;
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentee },
      payload: { clientId: 'fuzz-1', text: 'A message the fuzzing must not touch' },
    });
  });
  afterAll(() => t.close());

  /**
   * Sessions note their last use once a minute; everything else must stay put. The mails of the
   * set-up, sent after its answers, have gone first (a sent mail leaves the outbox table).
   */
  const snapshot = async () => {
    await t.context.background.settled();
    return databaseDump(t.db, { ignoringColumns: ['last_used_at'] });
  };
  const asMentee = () => ({ cookie: cast.cookie.mentee });
  const withIds = (url: string) =>
    url
      .replace(':chatId', cast.chatId)
      .replace(':noteId', noteId)
      .replace(':requestId', cast.chatOf('pending'))
      .replace(':userId', cast.id.mentor)
      .replace(':size', 'small')
      .replace(':imageId', 'none');

  const expectClearRefusal = (response: { statusCode: number; body: string }, what: string) => {
    expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, what).toBeLessThan(500);
    const answer = JSON.parse(response.body) as { error?: { code?: string; message?: string } };
    expect(answer.error?.code, what).toMatch(/^[a-z_]+$/);
    expect(answer.error?.message?.length ?? 0, what).toBeGreaterThan(5);
  };

  it("refuses every body that breaks an endpoint's schema, clearly, and changes nothing", async () => {
    const before = await snapshot();
    const routes = t.app.routeList.filter((route) => isZodSchema(route.schema?.body));
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const schema = route.schema?.body as ZodType;
      await fc.assert(
        fc.asyncProperty(bodyFor(schema), async (body) => {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: withIds(route.url),
            headers: { ...asMentee(), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectClearRefusal(response, `${route.method} ${route.url} ${JSON.stringify(body)}`);
        }),
        runs,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed JSON, a wrong content type and an oversize body in the same shape', async () => {
    const before = await snapshot();
    const targets = ['PUT /api/profile/full-name', 'POST /api/notes', 'POST /api/auth/log-in'];
    const bodies: [string, string][] = [
      ['application/json', '{'],
      ['application/json', '{"fullName": "x"}}'],
      ['application/json', '[1, 2'],
      ['application/json', 'nul'],
      ['application/json', '\uFEFF{"content": 1}'],
      ['application/json', `{"content": "${'x'.repeat(70 * 1024)}"}`],
      ['text/plain', 'content=hello'],
      ['application/x-www-form-urlencoded', 'content=hello'],
    ];
    for (const target of targets) {
      const [method, url] = target.split(' ') as ['PUT' | 'POST', string];
      for (const [contentType, payload] of bodies) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...asMentee(), 'content-type': contentType },
          payload,
        });
        expectClearRefusal(response, `${target} ${contentType} ${payload.slice(0, 30)}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses any bytes that are not an image, with nothing stored', async () => {
    const before = await snapshot();
    const storedFiles = async () => [
      ...(await t.context.files.list(`profile-pictures/${cast.id.mentee}`)),
      ...(await t.context.files.list(`chat-images/${cast.chatId}`)),
    ];
    const filesBefore = await storedFiles();
    for (const url of ['/api/profile/picture', `/api/chats/${cast.chatId}/images`]) {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 4_096 }), async (bytes) => {
          const response = await t.app.inject({
            method: 'PUT',
            url,
            headers: { ...asMentee(), 'content-type': 'application/octet-stream' },
            payload: Buffer.from(bytes),
          });
          expectClearRefusal(response, `${url} ${bytes.length} bytes`);
        }),
        runs,
      );
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await snapshot()).toEqual(before);
  });

  it('answers any value in a path or a query with a 4xx or a plain answer, never a 5xx', async () => {
    const before = await snapshot();
    const sampleBodies: Record<string, unknown> = {
      'PUT /api/notes/:noteId': { content: 'x' },
      'POST /api/chats/:chatId/messages': { clientId: 'fuzz-path', text: 'x' },
      'POST /api/chats/:chatId/seen': { upToSeq: 1 },
    };
    const withParams = t.app.routeList.filter((route) => route.url.includes(':'));
    for (const route of withParams) {
      const key = `${route.method} ${route.url}`;
      const isUpload = route.url.endsWith('/picture') || route.url.endsWith('/images');
      await fc.assert(
        fc.asyncProperty(nastyString, async (value) => {
          const url = route.url.replace(/:[a-zA-Z]+/g, () =>
            // A lone surrogate cannot be written in a URL at all; a browser would send U+FFFD.
            encodeURIComponent(value.slice(0, 500).replace(loneSurrogate, '\uFFFD')),
          );
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: isUpload
              ? { ...asMentee(), 'content-type': 'application/octet-stream' }
              : asMentee(),
            ...(key in sampleBodies
              ? { payload: sampleBodies[key] as object }
              : isUpload
                ? { payload: await plainPng(10, 10) }
                : {}),
          });
          expect(response.statusCode, `${key} ${JSON.stringify(value)}`).toBeLessThan(500);
          expect(response.statusCode, `${key} ${JSON.stringify(value)}`).toBeGreaterThanOrEqual(
            400,
          );
        }),
        runs,
      );
    }
    for (const [path, name] of [
      ['/api/mentors', 'skill'],
      ['/api/mentors', 'cursor'],
      [`/api/chats/${cast.chatId}/messages`, 'after'],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(nastyString, async (value) => {
          const query = new URLSearchParams({ [name]: value.slice(0, 500) });
          const response = await t.app.inject({
            method: 'GET',
            url: `${path}?${query.toString()}`,
            headers: asMentee(),
          });
          expect(response.statusCode, `${path} ${name}=${JSON.stringify(value)}`).toBeLessThan(500);
        }),
        runs,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a NUL character in an otherwise valid note, name or message, on both databases', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of [
      ['POST', '/api/notes', { content: 'before\u0000after' }],
      ['PUT', '/api/profile/full-name', { fullName: 'Nul\u0000Name' }],
      ['POST', `/api/chats/${cast.chatId}/messages`, { clientId: 'nul', text: 'a\u0000b' }],
      ['GET', '/api/mentors?skill=%00', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: asMentee(), payload });
      expectClearRefusal(response, `${method} ${url}`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('searches skills literally: wildcards and quotes match only themselves', async () => {
    const found = async (skill: string) =>
      json<{ mentors: { id: string }[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/mentors?${new URLSearchParams({ skill }).toString()}`,
          headers: asMentee(),
        }),
      ).mentors.map((mentor) => mentor.id);
    expect(await found('llustra')).toEqual([cast.id.mentor]);
    for (const skill of ['%', '_', '%llus%', 'Ill_stration', "'", '"', "' OR 1=1 --", '\\']) {
      expect(await found(skill), skill).toEqual([]);
    }
  });

  it('ignores socket frames that are not events, keeps the socket and changes nothing', async () => {
    const before = await snapshot();
    const tab = connectSocket(wsUrl, { cookie: cast.cookie.mentee, origin: PUBLIC_URL });
    await tab.opened;
    const frames = fc.oneof(
      nastyString,
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc
        .record({
          type: fc.constantFrom('typing', 'call.join', 'call.leave', 'ping ', 'TYPING'),
          chatId: nastyString,
          typing: fc.jsonValue(),
        })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(frames, async (frame) => {
        tab.socket.send(frame);
        tab.socket.send(Buffer.from(frame), { binary: true });
      }),
      { numRuns: 100 },
    );
    // Still there, still answering, in order.
    tab.received.length = 0;
    tab.socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => tab.received.some((event) => event.type === 'pong'));
    expect(tab.socket.readyState).toBe(tab.socket.OPEN);
    tab.socket.close();
    await tab.closed;

    // A frame over the socket's size limit closes that socket only ("message too big").
    const greedy = connectSocket(wsUrl, { cookie: cast.cookie.mentee, origin: PUBLIC_URL });
    await greedy.opened;
    greedy.socket.send('x'.repeat(100 * 1024));
    expect(await greedy.closed).toBe(1009);

    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
