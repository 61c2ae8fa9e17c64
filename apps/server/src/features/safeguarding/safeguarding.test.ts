import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, HeldMessage } from '@mentorbridge/domain/api/chat';
import type { AuditEntry, HeldForReview, SafetyFlag } from '@mentorbridge/domain/api/safeguarding';
import { plainPng } from '@mentorbridge/testing/images';
import { sessionUserOf, signUp, verifiedUser } from '../../test/accounts.ts';
import { chatCast } from '../../test/chat-cast.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { makeLead } from './leads.ts';

describe.each(databaseKinds)('safeguarding on %s', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  let lead: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    // The cast's mentee is 15.
    cast = await chatCast(t, 'guard');
    lead = await verifiedUser(t.app, t.mail, {
      email: 'lead@example.com',
      password: 'quiet-river-1',
      age: 41,
      role: 'mentor',
      skills: ['Law'],
    });
    expect(await makeLead(t.db, 'lead@example.com')).toEqual({
      ok: true,
      outcome: 'made a safeguarding lead',
    });
  });
  afterAll(() => t.close());

  const send = (cookie: string, clientId: string, text: string, chatId = cast.chatId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { cookie },
      payload: { clientId, text },
    });
  const get = <T>(cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => json<T>(r));
  const chatTexts = async (cookie: string) =>
    (
      await get<{ messages: ChatMessage[] }>(cookie, `/api/chats/${cast.chatId}/messages`)
    ).messages.map((message) => message.text);
  const heldFor = async (cookie: string) =>
    (await get<{ held: HeldMessage[] }>(cookie, `/api/chats/${cast.chatId}/held`)).held;
  const decide = (heldId: string, decision: 'release' | 'remove', reason = 'checked') =>
    t.app.inject({
      method: 'POST',
      url: `/api/safeguarding/held/${heldId}/${decision}`,
      headers: { cookie: lead },
      payload: { reason },
    });

  it('holds contact details sent to a minor; the lead releases one and removes the other', async () => {
    const menteeTab = connectSocket(wsUrl, { cookie: cast.cookie.mentee, origin: PUBLIC_URL });
    await menteeTab.opened;

    const phone = await send(cast.cookie.mentor, 'held-phone-1', 'text me on 07700 900123');
    const handle = await send(cast.cookie.mentor, 'held-handle-1', 'insta: @coach_j');
    expect([phone.statusCode, handle.statusCode]).toEqual([202, 202]);
    expect(json(phone)).toMatchObject({ status: 'held', text: 'text me on 07700 900123' });
    // A retry of the same send is the same held message.
    const retried = await send(cast.cookie.mentor, 'held-phone-1', 'text me on 07700 900123');
    expect(json<HeldMessage>(retried).id).toBe(json<HeldMessage>(phone).id);

    // The mentee gets nothing; the mentor sees both as held.
    expect(await chatTexts(cast.cookie.mentee)).toEqual([]);
    expect((await heldFor(cast.cookie.mentor)).map((held) => held.status)).toEqual([
      'held',
      'held',
    ]);
    expect(await heldFor(cast.cookie.mentee)).toEqual([]);

    const waiting = (await get<{ held: HeldForReview[] }>(lead, '/api/safeguarding/held')).held;
    expect(waiting.map((held) => [held.text, held.reasons])).toEqual([
      ['text me on 07700 900123', ['phone']],
      ['insta: @coach_j', ['handle']],
    ]);
    expect(waiting[0]?.sender).toMatchObject({
      id: cast.id.mentor,
      role: 'mentor',
      ageBand: '26+',
    });
    expect(waiting[0]?.recipient).toMatchObject({ id: cast.id.mentee, ageBand: '13–15' });

    expect((await decide(json<HeldMessage>(phone).id, 'release', 'school phone')).statusCode).toBe(
      204,
    );
    expect(
      (await decide(json<HeldMessage>(handle).id, 'remove', 'private handle')).statusCode,
    ).toBe(204);
    // Decided once only.
    expect((await decide(json<HeldMessage>(handle).id, 'release')).statusCode).toBe(404);

    await until(() => menteeTab.received.some((event) => event.type === 'message.created'));
    expect(await chatTexts(cast.cookie.mentee)).toEqual(['text me on 07700 900123']);
    expect((await heldFor(cast.cookie.mentor)).map((held) => [held.text, held.status])).toEqual([
      ['insta: @coach_j', 'removed'],
    ]);

    const log = (await get<{ entries: AuditEntry[] }>(lead, '/api/safeguarding/audit')).entries;
    expect(log.map((entry) => [entry.leadEmail, entry.action, entry.reason]).reverse()).toEqual([
      ['lead@example.com', 'viewed held messages', ''],
      ['lead@example.com', 'released a held message', 'school phone'],
      ['lead@example.com', 'removed a held message', 'private handle'],
    ]);
    menteeTab.socket.close();
  });

  it('delivers contact details between adults, and the mentee’s own to the mentor alike', async () => {
    const adult = await verifiedUser(t.app, t.mail, {
      email: 'guard.adult@example.com',
      password: 'quiet-river-1',
      age: 19,
    });
    const adultId = (await sessionUserOf(t.app, adult)).id;
    await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: adult },
      payload: { mentorId: cast.id.mentor },
    });
    const chatId = `${cast.id.mentor}__${adultId}`;
    await t.app.inject({
      method: 'POST',
      url: `/api/connections/${chatId}/accept`,
      headers: { cookie: cast.cookie.mentor },
    });
    expect(
      (await send(cast.cookie.mentor, 'adult-phone', 'call 07700 900123', chatId)).statusCode,
    ).toBe(201);
    // In the minor's chat the rule holds whoever writes it.
    expect(
      (await send(cast.cookie.mentee, 'minor-phone', 'my number 07700 900999')).statusCode,
    ).toBe(202);
  });

  it('delivers words that suggest grooming or self-harm, and flags them for the lead', async () => {
    const response = await send(cast.cookie.mentor, 'secret-1', "Don't tell your parents we talk");
    expect(response.statusCode).toBe(201);
    expect(
      (await send(cast.cookie.mentee, 'help-me-1', 'sometimes I want to die')).statusCode,
    ).toBe(201);
    const flags = (await get<{ flags: SafetyFlag[] }>(lead, '/api/safeguarding/flags')).flags;
    expect(flags.map((flag) => flag.kinds)).toEqual([['self-harm'], ['secrecy']]);
    expect(flags[1]?.sender.id).toBe(cast.id.mentor);
  });

  it('makes leads only from verified adult accounts that mentor nobody', async () => {
    await signUp(t.app, {
      email: 'guard.unverified@example.com',
      password: 'quiet-river-1',
      age: 40,
      role: 'mentor',
      skills: ['Law'],
    });
    expect((await makeLead(t.db, 'nobody.here@example.com')).ok).toBe(false);
    expect((await makeLead(t.db, 'guard.unverified@example.com')).outcome).toBe(
      'the address is not verified yet',
    );
    expect((await makeLead(t.db, 'guard.stranger@example.com')).outcome).toBe(
      'only an adult (mentor) account can become a lead',
    );
    expect((await makeLead(t.db, 'guard.mentor@example.com')).ok).toBe(false);
    expect(await makeLead(t.db, 'LEAD@example.com')).toEqual({
      ok: true,
      outcome: 'already a safeguarding lead',
    });
    // A lead is nobody's mentor: not in the directory, and cannot be asked.
    const leadId = (await sessionUserOf(t.app, lead)).id;
    const directory = await get<{ mentors: { id: string }[] }>(
      cast.cookie.stranger,
      '/api/mentors',
    );
    expect(directory.mentors.map((mentor) => mentor.id)).not.toContain(leadId);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: cast.cookie.stranger },
      payload: { mentorId: leadId },
    });
    expect(asked.statusCode).toBe(404);
  });

  it("shows a lead a held message's picture, and writes each look to the log", async () => {
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/chats/${cast.chatId}/images`,
      headers: { cookie: cast.cookie.mentor, 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    });
    const held = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cast.cookie.mentor },
      payload: {
        clientId: 'held-picture-1',
        text: 'my card: 07700 900456',
        imageId: json<{ imageId: string }>(upload).imageId,
      },
    });
    const heldId = json<HeldMessage>(held).id;
    const listed = await get<{ held: HeldForReview[] }>(lead, '/api/safeguarding/held');
    expect(listed.held.find((item) => item.id === heldId)?.hasImage).toBe(true);

    const picture = await t.app.inject({
      method: 'GET',
      url: `/api/safeguarding/held/${heldId}/image`,
      headers: { cookie: lead },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect(picture.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { entries } = await get<{ entries: AuditEntry[] }>(lead, '/api/safeguarding/audit');
    expect(entries[0]).toMatchObject({ action: 'viewed a held image', subject: heldId });

    const textOnly = await send(cast.cookie.mentor, 'held-no-picture-1', 'call 07700 900789');
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/safeguarding/held/${json<HeldMessage>(textOnly).id}/image`,
      headers: { cookie: lead },
    });
    expect(none.statusCode).toBe(404);
  });
});
