import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionList, ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import type { ProgrammePairs } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { daysAfter } from '@mentorbridge/domain/vetting-rules';
import { plainPng } from '@mentorbridge/testing/images';
import { wordingIn } from '../../i18n/languages.ts';
import { todayBy } from '../../lib/clock.ts';
import { openProgrammeMatch, programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { openTab, until } from '../../test/sockets.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { remindAndEndPlannedEndings } from './service.ts';
import { letProgrammePupilCall } from '../../test/programme-calls.ts';

/**
 * A planned ending (decision 060): `End our mentoring` turns the chat read only for both, over
 * HTTP and WebSocket, with its history kept and its call ended; the mentor's place is free; a
 * coordinator can end and reopen a match of their programme; the pair may ask each other again
 * only 14 days later; a programme's planned end is reminded of and then ends what is still open.
 */
describe.each(databaseKinds)('ending a mentoring on %s', (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `endings.${kind}`);
  const { id, call, email, auditLines } = world;
  let programmeId = '';
  const chatOf = (mentor: string, pupil: string) => `${id[mentor] ?? ''}__${id[pupil] ?? ''}`;
  const requestOf = async (who: string, chatId: string) =>
    json<ConnectionList>(await call(who, 'GET', '/api/connections')).requests.find(
      (request) => request.id === chatId,
    );
  const send = (who: string, chatId: string, clientId: string) =>
    call(who, 'POST', `/api/chats/${chatId}/messages`, {
      clientId: `client-${clientId}`,
      text: 'Hello there',
    });
  const end = (who: string, chatId: string, body: object) =>
    call(who, 'POST', `/api/chats/${chatId}/ending`, body);
  const texts = async (who: string, chatId: string) =>
    json<{ messages: ChatMessage[] }>(
      await call(who, 'GET', `/api/chats/${chatId}/messages`),
    ).messages.map((message) => message.text);
  const pairOf = async (chatId: string) =>
    json<ProgrammePairs>(
      await call('tess', 'GET', `/api/programmes/${programmeId}/pairs`),
    ).pairs.find((pair) => pair.requestId === chatId);
  const mailsTo = (who: string) => t.mail.mails.filter((mail) => mail.to.includes(email(who)));
  const setToday = (day: string) => {
    t.context.clock.now = () => Date.parse(`${day}T09:00:00Z`);
  };

  const programmeMatch = (mentor: string, pupil: string) =>
    openProgrammeMatch(world, programmeId, mentor, pupil);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    programmeId = await programmeWithPeople(t, world);
  });
  afterAll(() => t.close());

  it('lets no message, picture, typing or call through once a mentor ends it with a goodbye, and keeps the history', async () => {
    const chatId = await programmeMatch('mo', 'maya');
    expect((await send('maya', chatId, 'before')).statusCode).toBe(201);
    const clockBack = await letProgrammePupilCall(t, id.maya ?? '');
    const maya = await openTab(t.app, world.cookie.maya ?? '');
    const mo = await openTab(t.app, world.cookie.mo ?? '');
    try {
      maya.send({ type: 'call.join', chatId });
      mo.send({ type: 'call.join', chatId });
      await until(() =>
        maya.of('call.changed').some((event) => JSON.stringify(event).includes(id.mo ?? '-')),
      );

      const goodbye = 'Good luck with your exams, Maya!';
      expect((await end('mo', chatId, { reason: 'goals_reached', goodbye })).statusCode).toBe(204);

      // The goodbye is the chat's last message, and the running call ends for both.
      await until(() => maya.of('message.created').length > 0);
      await until(() => maya.of('request.changed').length > 0);
      const lastCall = maya.of('call.changed').at(-1) as { call: { participantIds: string[] } };
      expect(lastCall.call.participantIds).toEqual([]);
      for (const who of ['maya', 'mo']) {
        expect(await texts(who, chatId)).toEqual(['Hello there', goodbye]);
      }

      const refused = await send('maya', chatId, 'after');
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({
        error: { code: 'chat_ended', message: uiText.chatEnded },
      });
      const picture = await t.app.inject({
        method: 'PUT',
        url: `/api/chats/${chatId}/images`,
        headers: { cookie: world.cookie.maya ?? '', 'content-type': 'application/octet-stream' },
        payload: await plainPng(),
      });
      expect(picture.statusCode).toBe(409);
      expect((await call('mo', 'GET', `/api/chats/${chatId}/ice-servers`)).statusCode).toBe(409);

      const seenBefore = mo.received.length;
      maya.send({ type: 'message.send', chatId, clientId: 'after-socket', text: 'Still there?' });
      await until(() => maya.of('message.refused').length > 0);
      maya.send({ type: 'typing', chatId, typing: true });
      maya.send({ type: 'call.join', chatId });
      await maya.settled();
      await mo.settled();
      const moHeard = mo.received.slice(seenBefore).map((event) => event.type);
      for (const type of ['typing', 'call.changed', 'message.created']) {
        expect(moHeard).not.toContain(type);
      }
      expect(await texts('maya', chatId)).toEqual(['Hello there', goodbye]);

      // Maya reads the goodbye: it is no longer unread for her, and Mo is told nothing of it.
      const moHeardBefore = mo.received.length;
      const seen = await call('maya', 'POST', `/api/chats/${chatId}/seen`, { upToSeq: 2 });
      expect(seen.statusCode).toBe(204);
      await until(() => maya.of('message.seen').length > 0);
      await mo.settled();
      expect(mo.received.slice(moHeardBefore).map((event) => event.type)).not.toContain(
        'message.seen',
      );
    } finally {
      clockBack();
      await maya.close();
      await mo.close();
    }

    // Both read how it ended; only the mentor, who chose it, reads why.
    expect((await requestOf('mo', chatId))?.ending).toMatchObject({
      by: 'mentor',
      reason: 'goals_reached',
      exitAnswered: false,
      askAgainFrom: daysAfter(todayBy(t.context.clock), 14),
    });
    expect((await requestOf('maya', chatId))?.ending).toMatchObject({ by: 'mentor', reason: null });
    await t.context.background.settled();
    expect(mailsTo('maya').at(-1)?.subject).toBe('Your mentoring with Mo Hill has ended');

    // The mentor's place is free again (decision 031), and a second ending is refused.
    const settings = json<{ mentees: number }>(await call('mo', 'GET', '/api/settings/mentoring'));
    expect(settings.mentees).toBe(0);
    expect((await end('maya', chatId, { reason: 'not_a_good_fit' })).statusCode).toBe(409);
  });

  it('takes each member’s exit answers once, for the coordinator to read', async () => {
    const chatId = chatOf('mo', 'maya');
    const wrong = await call('maya', 'POST', `/api/chats/${chatId}/exit-answers`, { helped: 6 });
    expect(wrong.statusCode).toBe(400);
    const answers = { helped: 5, bestPart: 'Revision plans', better: '' };
    expect(
      (await call('maya', 'POST', `/api/chats/${chatId}/exit-answers`, answers)).statusCode,
    ).toBe(204);
    expect(
      (await call('maya', 'POST', `/api/chats/${chatId}/exit-answers`, answers)).statusCode,
    ).toBe(409);
    expect(
      (await call('vera', 'POST', `/api/chats/${chatId}/exit-answers`, answers)).statusCode,
    ).toBe(404);
    expect((await requestOf('maya', chatId))?.ending?.exitAnswered).toBe(true);

    // Each member's copy of their data holds the ending and their own answers, never the other's.
    const endingsIn = async (who: string) =>
      json<{ requests: { endings: unknown[] }[] }>(await call(who, 'GET', '/api/account/data'))
        .requests[0]?.endings;
    expect(await endingsIn('maya')).toEqual([
      expect.objectContaining({
        endedBy: 'Mo Hill',
        reason: null,
        yourExitAnswers: expect.objectContaining(answers),
      }),
    ]);
    expect(await endingsIn('mo')).toEqual([
      expect.objectContaining({ endedBy: 'you', reason: 'goals_reached', yourExitAnswers: null }),
    ]);
    expect(await pairOf(chatId)).toMatchObject({
      state: 'ended',
      ending: {
        by: 'mentor',
        reason: 'goals_reached',
        pupilAnswers: answers,
        mentorAnswers: null,
      },
    });
  });

  it('lets a coordinator of the programme reopen it with a reason, and nobody else', async () => {
    const chatId = chatOf('mo', 'maya');
    const reopen = (who: string, body: object) =>
      call(who, 'POST', `/api/programmes/${programmeId}/pairs/${chatId}/reopen`, body);
    expect((await reopen('rita', { reason: 'Asked by the school' })).statusCode).toBe(404);
    expect((await reopen('mo', { reason: 'Asked by the school' })).statusCode).toBe(404);
    expect((await reopen('tess', { reason: '  ' })).statusCode).toBe(400);
    expect((await send('maya', chatId, 'still-ended')).statusCode).toBe(409);

    expect((await reopen('tess', { reason: 'They asked to go on' })).statusCode).toBe(204);
    expect((await reopen('tess', { reason: 'Twice' })).statusCode).toBe(409);
    expect((await send('maya', chatId, 'reopened')).statusCode).toBe(201);
    expect(await texts('mo', chatId)).toEqual([
      'Hello there',
      'Good luck with your exams, Maya!',
      'Hello there',
    ]);
    expect((await requestOf('maya', chatId))?.ending).toBeNull();
    expect(await auditLines()).toContainEqual(
      expect.objectContaining({ action: 'reopened a match', lead_email: email('tess') }),
    );
  });

  it('lets a coordinator end it for both, never with "Something worried me"', async () => {
    const chatId = chatOf('mo', 'maya');
    const endAs = (who: string, reason: string) =>
      call(who, 'POST', `/api/programmes/${programmeId}/pairs/${chatId}/ending`, { reason });
    expect((await endAs('tess', 'worried')).statusCode).toBe(400);
    expect((await endAs('rita', 'programme_ended')).statusCode).toBe(404);
    expect((await send('maya', chatId, 'not-yet-ended')).statusCode).toBe(201);

    await t.context.background.settled();
    const before = { maya: mailsTo('maya').length, mo: mailsTo('mo').length };
    expect((await endAs('tess', 'times_do_not_fit')).statusCode).toBe(204);
    await t.context.background.settled();
    expect(
      mailsTo('maya')
        .slice(before.maya)
        .map((mail) => mail.text),
    ).toEqual([
      expect.stringContaining("Your programme's coordinator ended your mentoring with Mo Hill"),
    ]);
    expect(mailsTo('mo').slice(before.mo)).toHaveLength(1);
    for (const who of ['maya', 'mo']) {
      expect((await requestOf(who, chatId))?.ending).toMatchObject({
        by: 'coordinator',
        reason: null,
      });
    }
    expect(await auditLines()).toContainEqual(
      expect.objectContaining({ action: 'ended a match', lead_email: email('tess') }),
    );
  });

  it('refuses a new request between an ended pair for 14 days; after, the same chat asks again and a cancel returns to the ending', async () => {
    const chatId = await programmeMatch('ned', 'pia');
    expect((await send('pia', chatId, 'hello-ned')).statusCode).toBe(201);
    expect((await end('pia', chatId, { reason: 'not_a_good_fit' })).statusCode).toBe(204);
    const askNed = () => call('pia', 'POST', '/api/connections', { mentorId: id.ned });

    const tooSoon = await askNed();
    expect(tooSoon.statusCode).toBe(409);
    // The sentence in English, and as the message and values the pupil's browser writes in theirs.
    expect(json(tooSoon)).toEqual({
      error: {
        code: 'ended_recently',
        message: uiText.askAgainTooSoon({ name: 'Ned Hill' }),
        text: { id: 'askAgainTooSoon', values: { name: 'Ned Hill' } },
      },
    });
    const today = todayBy(t.context.clock);
    try {
      setToday(daysAfter(today, 13));
      expect((await askNed()).statusCode).toBe(409);
      setToday(daysAfter(today, 14));
      const asked = await askNed();
      expect(asked.statusCode).toBe(201);
      expect(json<{ request: ConnectionRequest }>(asked).request).toMatchObject({
        status: 'pending',
        ending: null,
      });
      // Withdrawn, the request goes back to the ending it came from, history and all.
      expect((await call('pia', 'DELETE', `/api/connections/${chatId}`)).statusCode).toBe(204);
      expect(await requestOf('pia', chatId)).toMatchObject({
        status: 'accepted',
        ending: { by: 'mentee', reason: 'not_a_good_fit' },
      });
      expect(await texts('pia', chatId)).toEqual(['Hello there']);
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });

  it('reports the other member to the safeguarding team when "Something worried me"', async () => {
    expect((await call('ola', 'POST', '/api/connections', { mentorId: id.vera })).statusCode).toBe(
      201,
    );
    const chatId = chatOf('vera', 'ola');
    expect((await call('vera', 'POST', `/api/connections/${chatId}/accept`)).statusCode).toBe(204);
    expect((await end('ola', chatId, { reason: 'worried' })).statusCode).toBe(204);
    const reports = await t.db
      .selectFrom('reports')
      .select(['reporter_id', 'reported_id', 'chat_id', 'status'])
      .where('chat_id', '=', chatId)
      .execute();
    expect(reports).toEqual([
      { reporter_id: id.ola, reported_id: id.vera, chat_id: chatId, status: 'open' },
    ]);
    // Vera reads that Ola ended it, never why.
    expect((await requestOf('vera', chatId))?.ending).toMatchObject({ by: 'mentee', reason: null });
  });

  it('reminds both two weeks before the programme’s planned end, once, and ends what is still open after it', async () => {
    const chatId = chatOf('mo', 'maya');
    expect(
      (
        await call('tess', 'POST', `/api/programmes/${programmeId}/pairs/${chatId}/reopen`, {
          reason: 'Until the end of the year',
        })
      ).statusCode,
    ).toBe(204);
    expect((await requestOf('maya', chatId))?.endsOn).toBe('2027-07-16');
    try {
      setToday('2027-07-01');
      expect(await remindAndEndPlannedEndings(t.context)).toEqual({
        remindedEndings: 0,
        plannedEndings: 0,
      });
      await t.context.background.settled();
      const before = { maya: mailsTo('maya').length, mo: mailsTo('mo').length };
      setToday('2027-07-02');
      expect(await remindAndEndPlannedEndings(t.context)).toMatchObject({ remindedEndings: 1 });
      expect(await remindAndEndPlannedEndings(t.context)).toMatchObject({ remindedEndings: 0 });
      await t.context.background.settled();
      expect(
        mailsTo('maya')
          .slice(before.maya)
          .map((mail) => mail.subject),
      ).toEqual(['Your mentoring with Mo Hill ends in two weeks']);
      expect(
        mailsTo('mo')
          .slice(before.mo)
          .map((mail) => mail.subject),
      ).toEqual(['Your mentoring with Maya Hill ends in two weeks']);

      setToday('2027-07-16');
      expect(await remindAndEndPlannedEndings(t.context)).toMatchObject({ plannedEndings: 0 });
      setToday('2027-07-17');
      expect(await remindAndEndPlannedEndings(t.context)).toMatchObject({ plannedEndings: 1 });
      expect((await requestOf('maya', chatId))?.ending).toMatchObject({ by: 'planned_end' });
      expect((await send('maya', chatId, 'after-the-end')).statusCode).toBe(409);
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });

  it('tells each member of a coordinator’s ending in their own language', async () => {
    for (const [who, language] of [
      ['maya', 'ar'],
      ['ned', 'es'],
    ] as const) {
      expect((await call(who, 'PUT', '/api/account/language', { language })).statusCode).toBe(200);
    }
    const chatId = await programmeMatch('ned', 'maya');
    await t.context.background.settled();
    const before = { maya: mailsTo('maya').length, ned: mailsTo('ned').length };
    const ended = await call(
      'tess',
      'POST',
      `/api/programmes/${programmeId}/pairs/${chatId}/ending`,
      { reason: 'times_do_not_fit' },
    );
    expect(ended.statusCode).toBe(204);
    await t.context.background.settled();
    const [toMaya] = mailsTo('maya').slice(before.maya);
    const arabic = wordingIn('ar');
    expect(toMaya?.subject).toBe(arabic.mailMentoringEndedSubject({ name: 'Ned Hill' }));
    expect(toMaya?.text).toContain(
      arabic.mailMentoringEndedLine({ endedBy: 'coordinator', name: 'Ned Hill' }),
    );
    expect(toMaya?.html).toContain('<div lang="ar" dir="rtl">');
    const [toNed] = mailsTo('ned').slice(before.ned);
    const spanish = wordingIn('es');
    expect(toNed?.subject).toBe(spanish.mailMentoringEndedSubject({ name: 'Maya Hill' }));
    expect(toNed?.text).toContain(
      spanish.mailMentoringEndedLine({ endedBy: 'coordinator', name: 'Maya Hill' }),
    );
    expect(toNed?.text).toContain(spanish.mailMentoringEndedChat);
  });
});
