import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, HeldMessage } from '@mentorbridge/domain/api/chat';
import { uiText } from '@mentorbridge/domain/ui-text';
import { openProgrammeMatch, programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { openTab } from '../../test/sockets.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { deliverKeptMessages } from './service.ts';
import { letProgrammePupilCall } from '../../test/programme-calls.ts';

const at = (iso: string) => Date.parse(iso);

/**
 * A programme's contact hours (decision 060), 07:00 to 21:00 in London here: a mentor's message
 * to a pupil under 18 at 21:30 is kept and delivered at 07:00, once, however many rounds run at
 * once, passing the same standing check as a send; one kept for a mentor suspended overnight is
 * never delivered. No call starts outside the hours.
 */
describe.each(databaseKinds)('contact hours on %s', (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `contact-hours.${kind}`);
  const { id, call, email } = world;
  let chatId = '';
  const setClock = (iso: string) => {
    t.context.clock.now = () => at(iso);
  };
  const send = (who: string, text: string) =>
    call(who, 'POST', `/api/chats/${chatId}/messages`, { clientId: `client-${text}`, text });
  const texts = async () =>
    json<{ messages: ChatMessage[] }>(
      await call('maya', 'GET', `/api/chats/${chatId}/messages`),
    ).messages.map((message) => [message.text, message.createdAt]);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const programmeId = await programmeWithPeople(t, world, ['07:00', '21:00']);
    await world.person('lena', 50);
    expect(await makeLead(t.db, email('lena'))).toMatchObject({ ok: true });
    chatId = await openProgrammeMatch(world, programmeId, 'mo', 'maya');
    // Maya's carer agreed to one-to-one calls: only the hours decide here.
    (await letProgrammePupilCall(t, id.maya ?? ''))();
  });
  afterAll(() => t.close());

  it('keeps a mentor’s 21:30 message until 07:00 and delivers it once', async () => {
    setClock('2027-01-12T21:30:00Z');
    const kept = await send('mo', 'See you tomorrow');
    expect(kept.statusCode).toBe(202);
    expect(json<HeldMessage>(kept)).toMatchObject({
      status: 'held',
      deliverAt: at('2027-01-13T07:00:00Z'),
    });
    // The pupil's own message goes: the hours hold what an adult sends a child.
    expect((await send('maya', 'Goodnight')).statusCode).toBe(201);
    expect((await texts()).map(([text]) => text)).toEqual(['Goodnight']);
    // Nobody's to review: it goes by itself.
    const waiting = json<{ held: unknown[] }>(await call('lena', 'GET', '/api/safeguarding/held'));
    expect(waiting.held).toEqual([]);

    setClock('2027-01-13T06:59:00Z');
    expect(await deliverKeptMessages(t.context)).toBe(0);
    setClock('2027-01-13T07:00:00Z');
    const rounds = await Promise.all([
      deliverKeptMessages(t.context),
      deliverKeptMessages(t.context),
    ]);
    expect(rounds.reduce((sum, each) => sum + each, 0)).toBe(1);
    expect(await deliverKeptMessages(t.context)).toBe(0);
    const delivered = await texts();
    expect(delivered.map(([text]) => text)).toEqual(['Goodnight', 'See you tomorrow']);
    expect(delivered[1]?.[1]).toBe(at('2027-01-13T07:00:00Z'));
  });

  it('refuses a goodbye outside the hours, ending nothing, as it would meet an ended chat', async () => {
    setClock('2027-01-13T23:00:00Z');
    const ending = await call('mo', 'POST', `/api/chats/${chatId}/ending`, {
      reason: 'goals_reached',
      goodbye: 'Good luck, Maya!',
    });
    expect(ending.statusCode).toBe(409);
    expect(json(ending)).toMatchObject({ error: { message: uiText.goodbyeOutsideHours } });
    expect((await texts()).map(([text]) => text)).not.toContain('Good luck, Maya!');
    expect((await call('maya', 'GET', '/api/connections')).body).not.toContain('"ending":{');
  });

  it('starts no call outside the hours', async () => {
    setClock('2027-01-13T22:00:00Z');
    const ice = await call('maya', 'GET', `/api/chats/${chatId}/ice-servers`);
    expect(ice.statusCode).toBe(409);
    expect(json(ice)).toMatchObject({
      error: { code: 'call_not_allowed', message: uiText.callOutsideContactHours },
    });
    const tab = await openTab(t.app, world.cookie.maya ?? '');
    try {
      tab.send({ type: 'call.join', chatId });
      await tab.settled();
      expect(tab.of('call.changed')).toEqual([]);
    } finally {
      await tab.close();
    }
    setClock('2027-01-14T09:00:00Z');
    expect((await call('maya', 'GET', `/api/chats/${chatId}/ice-servers`)).statusCode).toBe(200);
  });

  it('never delivers a message kept for a mentor suspended overnight', async () => {
    setClock('2027-01-14T22:15:00Z');
    expect((await send('mo', 'One more thing')).statusCode).toBe(202);
    const suspended = await call(
      'lena',
      'PUT',
      `/api/safeguarding/mentor-checks/${id.mo ?? ''}/suspension`,
      {
        suspended: true,
        reason: 'A concern was raised overnight',
      },
    );
    expect(suspended.statusCode).toBe(200);
    setClock('2027-01-15T07:01:00Z');
    expect(await deliverKeptMessages(t.context)).toBe(0);
    expect((await texts()).map(([text]) => text)).not.toContain('One more thing');
    const own = json<{ held: HeldMessage[] }>(
      await call('mo', 'GET', `/api/chats/${chatId}/held`),
    ).held;
    expect(own).toContainEqual(
      expect.objectContaining({ text: 'One more thing', status: 'undelivered' }),
    );
    t.context.clock.now = () => Date.now();
  });
});
