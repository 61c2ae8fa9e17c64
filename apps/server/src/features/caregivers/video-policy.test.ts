import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaregiverPage } from '@mentorbridge/domain/api/caregivers';
import { uiText } from '@mentorbridge/domain/ui-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { changeProgramme } from '../../test/change-programme.ts';
import { openProgrammeMatch, programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { openTab, until } from '../../test/sockets.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A programme's video policy for its pupils under 18 (decision 060): one-to-one calls only once
 * a pupil under 16's caregiver agrees on their page, or no video calls at all; over the relay's
 * passwords and the socket's call alike.
 */
describe.each(databaseKinds)('a programme’s video policy on %s', (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `video-policy.${kind}`);
  const { call } = world;
  let programmeId = '';
  let chatId = '';
  let token = '';
  const carer = `video-policy.${kind}.carer@example.com`;
  const ice = () => call('maya', 'GET', `/api/chats/${chatId}/ice-servers`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    programmeId = await programmeWithPeople(t, world);
    chatId = await openProgrammeMatch(world, programmeId, 'mo', 'maya');
    // Midday in London: inside the programme's contact hours.
    t.context.clock.now = () => Date.parse('2027-01-12T12:00:00Z');
  });
  afterAll(() => t.close());

  it('waits for a pupil under 16’s caregiver to agree before any one-to-one call', async () => {
    const refused = await ice();
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ error: { message: uiText.videoWaitsForCaregiver } });
    const tab = await openTab(t.app, world.cookie.maya ?? '');
    try {
      tab.send({ type: 'call.join', chatId });
      await tab.settled();
      expect(tab.of('call.changed')).toEqual([]);
    } finally {
      await tab.close();
    }

    await changeProgramme(world, programmeId, { asksCaregiver: true });
    expect(
      (await call('maya', 'POST', '/api/caregiver/address', { email: carer })).statusCode,
    ).toBe(204);
    await until(() => t.mail.mails.some((mail) => mail.to.includes(carer)));
    const mail = t.mail.mails.filter((each) => each.to.includes(carer)).at(-1);
    token =
      new URL(
        firstLink(mail ?? { text: '', subject: '', to: [], html: '', headers: {} }),
      ).searchParams.get('token') ?? '';
    const page = json<CaregiverPage>(
      await t.app.inject({ method: 'POST', url: '/api/caregiver/page', payload: { token } }),
    );
    expect(page.videoCalls).toEqual({ asked: true, agreed: false });

    const agree = (agreed: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/caregiver/video', payload: { token, agreed } });
    expect((await agree(true)).statusCode).toBe(204);
    expect((await ice()).statusCode).toBe(200);
    expect((await agree(false)).statusCode).toBe(204);
    expect((await ice()).statusCode).toBe(409);
    expect((await agree(true)).statusCode).toBe(204);
  });

  it('lets no call start at all under “No video calls”', async () => {
    expect((await ice()).statusCode).toBe(200);
    await changeProgramme(world, programmeId, { videoPolicy: 'none' });
    const refused = await ice();
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ error: { message: uiText.videoPolicyNone } });
    t.context.clock.now = () => Date.now();
  });
});
