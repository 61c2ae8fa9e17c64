import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import { jpegWithGpsExif, plainPng } from '@mentorbridge/testing/images';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { vettingWorld } from '../../test/vetting-world.ts';
import { mailUnreadChats } from '../notifications/unread-mail.ts';
import { makeLead } from '../safeguarding/leads.ts';

const answers = { goals: ['confidence'], experiences: [], languages: ['English'] };
const newAnswers = {
  goals: ['starting-business'],
  experiences: [],
  languages: ['English', 'Welsh'],
};

/**
 * While a child's chat waits for the mentor's safeguarding check, the mentor sees nothing of the
 * mentee beyond what they saw before (decision 038, docs/safeguarding.md): every answer the mentor
 * can get about the mentee, read before and after the pause, with the mentee's changes between.
 */
describe.each(databaseKinds)('what a paused mentor sees of a child, on %s', (kind) => {
  let t: TestApp;
  const world = vettingWorld(() => t, `unchanged.${kind}`);
  const { cookie, id, call, person, suspension } = world;
  const chatId = () => `${id.cara ?? ''}__${id.mia ?? ''}`;
  const upload = async (who: string, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { cookie: cookie[who] ?? '', 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  /** Mia's picture at each size, as `who` gets it: the status and the bytes. */
  async function miasPicture(who: string) {
    const pictures: Record<string, { status: number; bytes: string }> = {};
    for (const size of ['small', 'large']) {
      const picture = await call(who, 'GET', `/api/users/${id.mia ?? ''}/picture/${size}`);
      pictures[size] = { status: picture.statusCode, bytes: picture.rawPayload.toString('base64') };
    }
    return pictures;
  }

  /** Every answer of the mentor's routes that tells anything about Mia, as the mentor gets it. */
  async function whatCaraSees() {
    const messages = await call('cara', 'GET', `/api/chats/${chatId()}/messages?after=0`);
    return {
      requests: json<ConnectionList>(await call('cara', 'GET', '/api/connections')).requests,
      messages: json<{ messages: ChatMessage[] }>(messages).messages,
      previews: json(await call('cara', 'GET', '/api/chats/previews')),
      unread: json(await call('cara', 'GET', '/api/chats/unread')),
      calls: json(await call('cara', 'GET', '/api/calls')),
      blocks: json(await call('cara', 'GET', '/api/blocks')),
      pictures: await miasPicture('cara'),
    };
  }
  let before: Awaited<ReturnType<typeof whatCaraSees>>;
  let after: Awaited<ReturnType<typeof whatCaraSees>>;
  let miasNewPicture: Awaited<ReturnType<typeof miasPicture>>;
  let miasSend: { status: number; body: unknown };
  let caraHeard: Record<string, unknown>[] = [];
  let mailedToCara: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await person('lead', { age: 50, role: 'mentor', skills: ['Law'] });
    expect(await makeLead(t.db, `unchanged.${kind}.lead@example.com`)).toMatchObject({
      ok: true,
    });
    await person('cara', { age: 40, role: 'mentor', skills: ['Nursing'] });
    await person('mia', { age: 15 });
    expect((await call('mia', 'PUT', '/api/profile/answers', answers)).statusCode).toBe(200);
    expect((await upload('mia', await plainPng())).statusCode).toBe(200);
    expect((await call('mia', 'POST', '/api/connections', { mentorId: id.cara })).statusCode).toBe(
      201,
    );
    expect((await call('cara', 'POST', `/api/connections/${chatId()}/accept`)).statusCode).toBe(
      204,
    );
    const say = (who: string, clientId: string, text: string) =>
      call(who, 'POST', `/api/chats/${chatId()}/messages`, { clientId, text });
    expect((await say('mia', 'unchanged-mia-1', 'Hello, I am Mia')).statusCode).toBe(201);
    expect((await say('cara', 'unchanged-cara-1', 'Hello Mia')).statusCode).toBe(201);
    expect((await say('mia', 'unchanged-mia-2', 'Thank you')).statusCode).toBe(201);

    before = await whatCaraSees();

    const port = (t.app.server.address() as AddressInfo).port;
    const caraTab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, {
      cookie: cookie.cara ?? '',
      origin: PUBLIC_URL,
    });
    await caraTab.opened;
    // The mails of before (Mia's request) are in before the pause starts.
    const caraEmail = `unchanged.${kind}.cara@example.com`;
    await t.context.background.settled();
    await until(() => t.mail.mails.some((mail) => mail.to.includes(caraEmail)));
    const mailsBefore = t.mail.mails.length;
    try {
      expect(json(await suspension('cara', true))).toEqual({ state: 'suspended' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const heardBeforeMia = caraTab.received.length;
      // Mia changes everything she can, and opens the paused chat, as her app does.
      const renamed = await call('mia', 'PUT', '/api/profile/full-name', {
        fullName: 'Mia Newname',
      });
      expect(renamed.statusCode).toBe(200);
      expect((await upload('mia', await jpegWithGpsExif())).statusCode).toBe(200);
      miasNewPicture = await miasPicture('mia');
      expect((await call('mia', 'PUT', '/api/profile/answers', newAnswers)).statusCode).toBe(200);
      const sent = await say('mia', 'unchanged-mia-3', 'Are you there?');
      miasSend = { status: sent.statusCode, body: json(sent) };
      const opened = await call('mia', 'GET', `/api/chats/${chatId()}/messages?after=0`);
      expect(opened.statusCode).toBe(200);
      expect(
        (await call('mia', 'POST', `/api/chats/${chatId()}/seen`, { upToSeq: 3 })).statusCode,
      ).toBe(204);
      after = await whatCaraSees();
      // Time for a relayed event to arrive: none may.
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A request's change names only the request, whose answer the tests above compare.
      caraHeard = caraTab.received
        .slice(heardBeforeMia)
        .filter((event) => event.type !== 'request.changed');
    } finally {
      caraTab.socket.close();
      await until(
        async () => (await t.db.selectFrom('open_tabs').select('user_id').execute()).length === 0,
      );
    }
    // Mia's two messages Cara has not seen, with no tab open, are due for an unread mail: but
    // for the pause, which holds it.
    await mailUnreadChats(t.context, Date.now() + 16 * 60_000);
    await t.context.background.settled();
    mailedToCara = t.mail.mails
      .slice(mailsBefore)
      .filter((mail) => mail.to.includes(caraEmail))
      .map((mail) => `${mail.subject}\n${mail.text}`);
  });
  afterAll(() => t.close());

  /** The answers with the mentee's name, and the requests with her picture link, left out. */
  const withoutMiasName = (seen: typeof before) => ({
    ...seen,
    requests: seen.requests.map((request) => ({
      ...request,
      mentee: { id: request.mentee.id },
    })),
    messages: seen.messages.map(({ senderName: _name, ...message }) => message),
    pictures: null,
  });
  const miasNamesIn = (seen: typeof before) => [
    ...seen.requests.map((request) => request.mentee.name),
    ...seen.messages
      .filter((message) => message.senderId === id.mia)
      .map((message) => message.senderName),
  ];

  it('refuses the mentee’s message while the chat waits for the check', () => {
    expect(miasSend).toMatchObject({
      status: 409,
      body: { error: { code: 'chat_waits_for_check' } },
    });
  });

  it('shows the mentor the same request, only marked as waiting for the check', () => {
    const { requests } = withoutMiasName(after);
    expect(requests).toEqual(
      withoutMiasName(before).requests.map((request) => ({ ...request, waitsForCheck: true })),
    );
  });

  it('shows the mentor the same chat list previews, unread counts, calls and blocks', () => {
    expect(after.previews).toEqual(before.previews);
    expect(after.unread).toEqual(before.unread);
    expect(after.calls).toEqual(before.calls);
    expect(after.blocks).toEqual(before.blocks);
  });

  it('gives the mentor the mentee’s picture as before, or none: never the new one', () => {
    // The new picture is another picture: this test could tell them apart.
    expect(miasNewPicture.large).not.toEqual(before.pictures.large);
    for (const size of ['small', 'large']) {
      expect(
        [before.pictures[size], { status: 404, bytes: expect.any(String) }],
        'the mentee’s new picture reached the mentor: readPicture (features/profile) must not ' +
          'give it while the chat waits for the check',
      ).toContainEqual(after.pictures[size]);
    }
  });

  it('mails the mentor nothing about the mentee while paused', () => {
    expect(mailedToCara.filter((mail) => mail.includes('Mia'))).toEqual([]);
  });

  it('never shows the mentor the mentee’s new answers', () => {
    const everything = JSON.stringify({ after, caraHeard, mailedToCara });
    expect(everything).not.toContain('starting-business');
    expect(everything).not.toContain('Welsh');
  });

  it('shows the mentor the mentee’s name as before, on the request and on her messages', () => {
    // A rename during the pause is kept from the mentor (profile/repository.ts updateFullName).
    expect(miasNamesIn(after)).toEqual(miasNamesIn(before));
    expect(JSON.stringify(after)).not.toContain('Newname');
  });

  it('links the mentor to the mentee’s picture as before, or to none while paused', () => {
    // A changed version in the link would tell the mentor that the picture changed.
    const links = after.requests.map((request) => request.mentee.picture);
    const was = before.requests.map((request) => request.mentee.picture);
    links.forEach((link, index) => expect([was[index], null]).toContain(link));
    expect(links).toEqual([null]);
  });

  it('shows the mentor the same messages, the mentee’s read marks included', () => {
    // Nothing passes while the chat is paused, a read mark included (chat/service.ts markSeen).
    expect(withoutMiasName(after).messages).toEqual(withoutMiasName(before).messages);
  });

  it('tells the mentor nothing over the WebSocket while paused', () => {
    expect(caraHeard).toEqual([]);
  });

  it('shows the mentor the mentee’s new name once the chat opens again', async () => {
    expect(json(await suspension('cara', false))).toMatchObject({ state: 'valid' });
    const requests = json<ConnectionList>(await call('cara', 'GET', '/api/connections')).requests;
    expect(requests.map((request) => request.mentee.name)).toEqual(['Mia Newname']);
    // A rename while the chat is open reaches the mentor at once, and clears what was kept.
    expect(
      (await call('mia', 'PUT', '/api/profile/full-name', { fullName: 'Mia Third' })).statusCode,
    ).toBe(200);
    expect(json(await suspension('cara', true))).toEqual({ state: 'suspended' });
    const paused = json<ConnectionList>(await call('cara', 'GET', '/api/connections')).requests;
    expect(paused.map((request) => request.mentee.name)).toEqual(['Mia Third']);
  });
});
