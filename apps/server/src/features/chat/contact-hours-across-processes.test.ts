import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { openProgrammeMatch, programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { json, startTwoProcesses, type TestApp } from '../../test/test-app.ts';
import { deliverKeptMessages } from './service.ts';

/**
 * With two processes on one PostgreSQL, a message kept at 21:30 for a programme's contact hours
 * is delivered at 07:00 once, however both processes' minute rounds meet (decision 060).
 */
describe('contact hours across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  const world = programmesWorld(() => a, 'contact-hours-across');
  const { call } = world;
  let chatId = '';
  const setClocks = (iso: string) => {
    for (const t of [a, b]) t.context.clock.now = () => Date.parse(iso);
  };

  beforeAll(async () => {
    [a, b] = await startTwoProcesses();
    for (const t of [a, b]) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const programmeId = await programmeWithPeople(a, world, ['07:00', '21:00']);
    chatId = await openProgrammeMatch(world, programmeId, 'mo', 'maya');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers at 07:00 once, whichever process gets to it', async () => {
    setClocks('2027-01-12T21:30:00Z');
    for (const [index, text] of ['Well done today', 'Bring your plan tomorrow'].entries()) {
      const kept = await call('mo', 'POST', `/api/chats/${chatId}/messages`, {
        clientId: `kept-${index}-message`,
        text,
      });
      expect(kept.statusCode).toBe(202);
    }
    setClocks('2027-01-13T07:00:00Z');
    const rounds = await Promise.all([
      deliverKeptMessages(a.context),
      deliverKeptMessages(b.context),
      deliverKeptMessages(a.context),
      deliverKeptMessages(b.context),
    ]);
    expect(rounds.reduce((sum, each) => sum + each, 0)).toBe(2);
    const messages = json<{ messages: ChatMessage[] }>(
      await b.app.inject({
        method: 'GET',
        url: `/api/chats/${chatId}/messages`,
        headers: { cookie: world.cookie.maya ?? '' },
      }),
    ).messages;
    expect(messages.map((message) => message.text)).toEqual([
      'Well done today',
      'Bring your plan tomorrow',
    ]);
  });
});
