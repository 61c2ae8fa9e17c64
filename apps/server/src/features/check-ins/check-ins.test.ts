import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import type { ProgrammePairs } from '@mentorbridge/domain/api/programme-matches';
import type { SafetyFlag } from '@mentorbridge/domain/api/safeguarding';
import { uiText } from '@mentorbridge/domain/ui-text';
import { daysAfter } from '@mentorbridge/domain/vetting-rules';
import { todayBy } from '../../lib/clock.ts';
import { openProgrammeMatch, programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { remindCheckIns } from './service.ts';

/**
 * Check-ins (decision 060): "How is it going?" falls due for each member on the programme's
 * cadence from the day the chat opened, is told once by mail, is answered once; the coordinator
 * sees the latest answers and who is overdue, a low rating or a flagged line waits to be looked
 * at, and a flagged line reaches the safeguarding team. A pair outside programmes turns them on
 * for itself, and nobody else reads them.
 */
describe.each(databaseKinds)('check-ins on %s', (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `check-ins.${kind}`);
  const { id, call, email, auditLines } = world;
  let programmeId = '';
  let start = '';
  const chatOf = (mentor: string, pupil: string) => `${id[mentor] ?? ''}__${id[pupil] ?? ''}`;
  const requestOf = async (who: string, chatId: string) =>
    json<ConnectionList>(await call(who, 'GET', '/api/connections')).requests.find(
      (request) => request.id === chatId,
    );
  const answer = (who: string, chatId: string, body: object) =>
    call(who, 'POST', `/api/chats/${chatId}/check-in`, body);
  const pairOf = async (chatId: string) =>
    json<ProgrammePairs>(
      await call('tess', 'GET', `/api/programmes/${programmeId}/pairs`),
    ).pairs.find((pair) => pair.requestId === chatId);
  const mailsTo = (who: string) => t.mail.mails.filter((mail) => mail.to.includes(email(who)));
  const onDay = (days: number) => {
    t.context.clock.now = () => Date.parse(`${daysAfter(start, days)}T09:00:00Z`);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    programmeId = await programmeWithPeople(t, world);
    await world.person('lena', 50);
    expect(await makeLead(t.db, email('lena'))).toMatchObject({ ok: true });
    start = todayBy(t.context.clock);
    onDay(0);
    await openProgrammeMatch(world, programmeId, 'mo', 'maya');
  });
  afterAll(() => t.close());

  it('falls due for both on day 14, is told once by mail, and is answered once', async () => {
    const chatId = chatOf('mo', 'maya');
    onDay(13);
    expect((await requestOf('maya', chatId))?.checkIn).toBeNull();
    const early = await answer('maya', chatId, { rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ error: { message: uiText.nothingToCheckIn } });

    onDay(14);
    const dueOn = daysAfter(start, 14);
    for (const who of ['maya', 'mo']) {
      expect(await requestOf(who, chatId)).toMatchObject({ checkInsOn: true, checkIn: { dueOn } });
    }
    await t.context.background.settled();
    const before = { maya: mailsTo('maya').length, mo: mailsTo('mo').length };
    expect(await remindCheckIns(t.context)).toBe(2);
    expect(await remindCheckIns(t.context)).toBe(0);
    await t.context.background.settled();
    expect(
      mailsTo('maya')
        .slice(before.maya)
        .map((mail) => mail.subject),
    ).toEqual(['How is it going with Mo Hill?']);
    expect(
      mailsTo('mo')
        .slice(before.mo)
        .map((mail) => mail.subject),
    ).toEqual(['How is it going with Maya Hill?']);

    expect((await answer('maya', chatId, { rating: 6 })).statusCode).toBe(400);
    expect((await answer('vera', chatId, { rating: 4 })).statusCode).toBe(404);
    expect(
      (await answer('maya', chatId, { rating: 4, line: 'Revision is going well' })).statusCode,
    ).toBe(204);
    expect((await answer('maya', chatId, { rating: 5 })).statusCode).toBe(409);
    expect((await requestOf('maya', chatId))?.checkIn).toBeNull();
    expect((await requestOf('mo', chatId))?.checkIn).toEqual({ dueOn });
    expect((await pairOf(chatId))?.checkIns).toMatchObject({
      pupil: { rating: 4, line: 'Revision is going well', overdueSince: null, toLookAt: false },
      mentor: { rating: null, overdueSince: null },
    });
    // Maya's copy of her data holds her own check-ins; Mo's, his unanswered reminder only.
    const checkInsIn = async (who: string) =>
      json<{ requests: { checkIns: unknown[] }[] }>(await call(who, 'GET', '/api/account/data'))
        .requests[0]?.checkIns;
    expect(await checkInsIn('maya')).toEqual([
      expect.objectContaining({ dueOn, rating: 4, line: 'Revision is going well' }),
    ]);
    expect(await checkInsIn('mo')).toEqual([
      expect.objectContaining({ dueOn, rating: null, answeredAt: null }),
    ]);
  });

  it('shows the coordinator who is overdue 7 days past the day, and the next check-in on day 28', async () => {
    const chatId = chatOf('mo', 'maya');
    onDay(20);
    expect((await pairOf(chatId))?.checkIns.mentor.overdueSince).toBeNull();
    onDay(21);
    expect((await pairOf(chatId))?.checkIns.mentor.overdueSince).toBe(daysAfter(start, 14));
    onDay(28);
    expect((await requestOf('maya', chatId))?.checkIn).toEqual({ dueOn: daysAfter(start, 28) });
  });

  it('puts a low rating and a flagged line in the coordinator’s queue at once, and the line before the safeguarding team', async () => {
    const chatId = chatOf('mo', 'maya');
    onDay(28);
    const worrying = { rating: 2, line: 'He said to keep it between us' };
    expect((await answer('maya', chatId, worrying)).statusCode).toBe(204);
    expect((await pairOf(chatId))?.checkIns.pupil).toMatchObject({
      rating: 2,
      line: worrying.line,
      toLookAt: true,
    });
    const flags = json<{ flags: SafetyFlag[] }>(
      await call('lena', 'GET', '/api/safeguarding/flags'),
    );
    expect(flags.flags).toContainEqual(
      expect.objectContaining({
        chatId,
        text: worrying.line,
        checkInRating: 2,
        kinds: ['secrecy'],
        sender: expect.objectContaining({ id: id.maya }),
      }),
    );

    const looked = (who: string) =>
      call(who, 'POST', `/api/programmes/${programmeId}/pairs/${chatId}/check-ins/looked`);
    expect((await looked('rita')).statusCode).toBe(404);
    expect((await looked('tess')).statusCode).toBe(204);
    expect((await pairOf(chatId))?.checkIns.pupil.toLookAt).toBe(false);
    expect(await auditLines()).toContainEqual(
      expect.objectContaining({ action: 'looked at check-ins', lead_email: email('tess') }),
    );
  });

  it('lets a pair outside programmes turn check-ins on for itself, read by nobody else', async () => {
    onDay(0);
    const chatId = chatOf('vera', 'ola');
    expect((await call('ola', 'POST', '/api/connections', { mentorId: id.vera })).statusCode).toBe(
      201,
    );
    expect((await call('vera', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    onDay(15);
    expect(await requestOf('ola', chatId)).toMatchObject({ checkInsOn: false, checkIn: null });
    expect((await answer('ola', chatId, { rating: 3 })).statusCode).toBe(409);

    const turn = (who: string, on: boolean) =>
      call(who, 'PUT', `/api/chats/${chatId}/check-ins`, { on });
    expect((await turn('mo', true)).statusCode).toBe(404);
    expect(
      (await call('maya', 'PUT', `/api/chats/${chatOf('mo', 'maya')}/check-ins`, { on: false }))
        .statusCode,
    ).toBe(409);
    expect((await turn('ola', true)).statusCode).toBe(204);
    for (const who of ['ola', 'vera']) {
      expect(await requestOf(who, chatId)).toMatchObject({
        checkInsOn: true,
        checkIn: { dueOn: daysAfter(start, 14) },
      });
    }
    expect((await answer('ola', chatId, { rating: 1, line: 'Not great' })).statusCode).toBe(204);
    const stored = await t.db
      .selectFrom('check_ins')
      .select(['rating', 'to_look_at'])
      .where('request_id', '=', chatId)
      .execute();
    // Nobody's queue: outside a programme there is no coordinator to look.
    expect(stored).toEqual([{ rating: 1, to_look_at: 0 }]);
    t.context.clock.now = () => Date.now();
  });
});
