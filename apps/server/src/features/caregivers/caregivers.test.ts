import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaregiverPage } from '@mentorbridge/domain/api/caregivers';
import type { ConnectionList } from '@mentorbridge/domain/api/connections';
import type { ProgrammeBody, ProgrammesConsole } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import { wordingIn } from '../../i18n/languages.ts';
import { logIn, sessionUserOf, signUp, verificationToken } from '../../test/accounts.ts';
import { programmeWithPeople } from '../../test/programme-with-people.ts';
import { programmesWorld } from '../../test/programmes-world.ts';
import { openTab, until } from '../../test/sockets.ts';
import {
  databaseKinds,
  json,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';
import { makeLead } from '../safeguarding/leads.ts';
import { mailCaregiverSummaries } from './service.ts';

const YEAR = 365.2425 * 24 * 60 * 60_000;

/**
 * A caregiver who knows (decision 060): a child's parent or carer opens a page from the link in
 * their newest mail, with no account, and sees the mentor, their check and how often the two
 * talk, never what they say; they approve each new match of a child under 13, and pause a
 * mentoring until someone has looked. A wrong or old link, or one for a child of 16 or who left
 * the programme that asked, says so and reveals nothing.
 */
describe.each(databaseKinds)('a caregiver on %s', (kind) => {
  let t: TestApp;
  const world = programmesWorld(() => t, `caregivers.${kind}`);
  const { id, call, email } = world;
  let programmeId = '';
  const kid = { cookie: '', id: '', email: `caregivers.${kind}.kid@example.com` };
  const parentEmail = `caregivers.${kind}.parent@example.com`;
  let token = '';

  /** The newest mail to `to` whose subject starts so, once it has come. */
  async function mailTo(to: string, subject: string) {
    let found: (typeof t.mail.mails)[number] | undefined;
    await until(() => {
      found = t.mail.mails.filter((m) => m.to.includes(to) && m.subject.startsWith(subject)).at(-1);
      return found !== undefined;
    }, 5_000);
    return found as NonNullable<typeof found>;
  }
  const tokenOf = (mail: { text: string }) =>
    new URL(firstLink({ ...mail, subject: '', to: [], html: '', headers: {} })).searchParams.get(
      'token',
    ) ?? '';
  const page = (withToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/caregiver/page', payload: { token: withToken } });
  const onMatch = (requestId: string, move: 'pause' | 'approve' | 'refuse', withToken = token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/caregiver/matches/${requestId}/${move}`,
      payload: { token: withToken },
    });
  const kidSends = (requestId: string, text: string, clientId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chats/${requestId}/messages`,
      headers: { cookie: kid.cookie },
      payload: { clientId: `client-${clientId}`, text },
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    programmeId = await programmeWithPeople(t, world);
    await world.person('lena', 50);
    expect(await makeLead(t.db, email('lena'))).toMatchObject({ ok: true });

    // A 12-year-old signs up outside programmes; the parent agrees from the consent mail.
    expect(
      (
        await signUp(t.app, {
          email: kid.email,
          password: 'quiet-river-1',
          age: 12,
          guardianEmail: parentEmail,
        })
      ).statusCode,
    ).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationToken(t.mail, kid.email) },
    });
    kid.cookie = sessionCookieOf(await logIn(t.app, kid.email, 'quiet-river-1'));
    kid.id = (await sessionUserOf(t.app, kid.cookie)).id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/full-name',
      headers: { cookie: kid.cookie },
      payload: { fullName: 'Kit Hill' },
    });
    const consent = await mailTo(parentEmail, 'Your child wants to join');
    const agreed = await t.app.inject({
      method: 'POST',
      url: '/api/guardian/consent',
      payload: { token: tokenOf(consent) },
    });
    expect(agreed.statusCode).toBe(200);
    token = tokenOf(await mailTo(parentEmail, 'Your page about'));
  });
  afterAll(() => t.close());

  it("waits for the parent's yes to a new match of a child under 13, and opens the chat on it", async () => {
    const requestId = `${id.vera ?? ''}__${kid.id}`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: kid.cookie },
      payload: { mentorId: id.vera },
    });
    expect(asked.statusCode).toBe(201);
    expect((await call('vera', 'POST', `/api/connections/${requestId}/accept`)).statusCode).toBe(
      204,
    );
    const request = json<ConnectionList>(
      await t.app.inject({
        method: 'GET',
        url: '/api/connections',
        headers: { cookie: kid.cookie },
      }),
    ).requests[0];
    expect(request).toMatchObject({ status: 'pending', waitsForCaregiver: true });
    expect((await kidSends(requestId, 'Hello', 'before-yes')).statusCode).toBe(409);

    const ask = await mailTo(parentEmail, 'Kit Hill would like to be mentored by Vera Hill');
    expect(ask.text).toContain('Kit Hill would like to be mentored by Vera Hill. Checked until 20');
    // The mail's new link replaced the first one: the old one says so, and shows nothing.
    const old = await page(token);
    expect(old.statusCode).toBe(400);
    expect(json(old)).toMatchObject({
      error: { code: 'caregiver_link_invalid', message: uiText.caregiverLinkInvalid },
    });
    token = tokenOf(ask);
    expect(json<CaregiverPage>(await page(token)).matches).toEqual([
      expect.objectContaining({ requestId, mentorName: 'Vera Hill', state: 'waiting_for_you' }),
    ]);

    expect((await onMatch(requestId, 'approve')).statusCode).toBe(204);
    expect((await onMatch(requestId, 'approve')).statusCode).toBe(409);
    expect(
      (await kidSends(requestId, 'My secret plan for the exams', 'after-yes')).statusCode,
    ).toBe(201);
  });

  it('shows who the child talks to and how often, never what they say', async () => {
    const requestId = `${id.vera ?? ''}__${kid.id}`;
    const shown = await page(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('secret plan');
    const match = json<CaregiverPage>(shown).matches[0];
    expect(match).toMatchObject({
      requestId,
      mentorName: 'Vera Hill',
      checkedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      programme: null,
      state: 'open',
      lastFromChild: expect.any(Number),
      lastFromMentor: null,
      messagesLastFourWeeks: 1,
      messagesPerWeek: 0.3,
      calls: [],
    });
    expect(json<CaregiverPage>(shown).childName).toBe('Kit Hill');
    expect((await page('not-a-real-token')).statusCode).toBe(400);
  });

  it('pauses the chat at once, over HTTP and the socket, until a lead looks and tells the parent', async () => {
    const requestId = `${id.vera ?? ''}__${kid.id}`;
    // The lead reads MentorBridge in Arabic: the mail about the pause comes in it.
    expect(
      (await call('lena', 'PUT', '/api/account/language', { language: 'ar' })).statusCode,
    ).toBe(200);
    // The lead asked for five reset links this hour, all the account mail an address gets: a
    // caregiver's pause still reaches them, as it is not a stranger's doing (decision 065).
    for (let asked = 0; asked < 5; asked += 1) {
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: email('lena') },
      });
      expect(reset.statusCode).toBe(200);
    }
    const tab = await openTab(t.app, kid.cookie);
    try {
      expect((await onMatch(requestId, 'pause')).statusCode).toBe(204);
      await until(() => tab.of('request.changed').length > 0);
      const refused = await kidSends(requestId, 'Are you there?', 'paused');
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({ error: { message: uiText.chatPausedByCaregiver } });
      tab.send({ type: 'message.send', chatId: requestId, clientId: 'paused-socket', text: 'Hi' });
      await until(() => tab.of('message.refused').length > 0);
    } finally {
      await tab.close();
    }
    expect(json<CaregiverPage>(await page(token)).matches[0]?.state).toBe('paused');
    const arabic = wordingIn('ar');
    const pauseMail = await mailTo(email('lena'), arabic.caregiverPausedMailSubject);
    expect(pauseMail.text).toContain(
      arabic.caregiverPausedMailLine({ where: 'outside', programme: '' }),
    );
    expect(pauseMail.html).toContain('<div lang="ar" dir="rtl">');
    await call('lena', 'PUT', '/api/account/language', { language: 'en' });
    const pauses = json<{ pauses: { requestId: string }[] }>(
      await call('lena', 'GET', '/api/safeguarding/caregiver-pauses'),
    ).pauses;
    expect(pauses.map((pause) => pause.requestId)).toEqual([requestId]);

    const lift = (who: string, body: object) =>
      call(who, 'POST', `/api/safeguarding/caregiver-pauses/${requestId}/lift`, body);
    expect((await lift('vera', { reason: 'Looked' })).statusCode).toBe(403);
    expect((await lift('lena', { reason: '' })).statusCode).toBe(400);
    const found = 'We read the chat: it is about exam plans, nothing of concern.';
    expect((await lift('lena', { reason: found })).statusCode).toBe(204);
    const told = await mailTo(parentEmail, 'Our safeguarding team looked at');
    expect(told.text).toContain(found);
    token = tokenOf(told);
    expect((await kidSends(requestId, 'Back again', 'lifted')).statusCode).toBe(201);
  });

  it('mails a new link to the address on the list only, the same answer either way', async () => {
    const before = t.mail.mails.length;
    const ask = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/caregiver/new-link', payload: { email: address } });
    expect((await ask('nobody.here@example.com')).statusCode).toBe(204);
    expect((await ask(parentEmail.toUpperCase())).statusCode).toBe(204);
    const fresh = await mailTo(parentEmail, 'Your page about');
    expect(t.mail.mails.length).toBe(before + 1);
    expect((await page(token)).statusCode).toBe(400);
    token = tokenOf(fresh);
    expect((await page(token)).statusCode).toBe(200);
  });

  it('writes to the parent in the language they choose on their page, and refuses one we do not write', async () => {
    const spanish = wordingIn('es');
    const arabic = wordingIn('ar');
    const saveLanguage = (language: string, withToken = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/caregiver/language',
        payload: { token: withToken, language },
      });
    const languageNow = async () => json<CaregiverPage>(await page(token)).language;
    const newLink = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/caregiver/new-link',
        payload: { email: parentEmail },
      });
    // Named by a child reading in English, they read in English until they choose.
    expect(await languageNow()).toBe('en');
    for (const language of ['fr', 'ES', '', 'arabic']) {
      const refused = await saveLanguage(language);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({
        error: { code: 'invalid_request', message: uiText.languageNotOffered },
      });
    }
    // A wrong link, even an empty one, is a link not valid: not a language not offered.
    for (const wrong of ['not-a-real-token', '']) {
      const wrongLink = await saveLanguage('es', wrong);
      expect(json(wrongLink)).toMatchObject({ error: { code: 'caregiver_link_invalid' } });
    }
    expect(await languageNow()).toBe('en');

    expect((await saveLanguage('es')).statusCode).toBe(204);
    expect(await languageNow()).toBe('es');
    // The guardian whose consent named this address is the same person, and reads in it too.
    const consent = await t.db
      .selectFrom('guardian_consents')
      .select('language')
      .where('user_id', '=', kid.id)
      .executeTakeFirstOrThrow();
    expect(consent.language).toBe('es');
    // The child's copy of their data names it beside the address, as it names the address.
    const copy = json<{
      guardianConsent: { guardianEmail: string; guardianLanguage: string };
      caregiver: { email: string; language: string };
    }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/account/data',
        headers: { cookie: kid.cookie },
      }),
    );
    expect(copy.guardianConsent).toMatchObject({
      guardianEmail: parentEmail,
      guardianLanguage: 'es',
    });
    expect(copy.caregiver).toMatchObject({ email: parentEmail, language: 'es' });
    // Two hours on: the parent has had their five mails of the hour already.
    const start = Date.now();
    t.context.clock.now = () => start + 2 * 60 * 60_000;
    try {
      expect((await newLink()).statusCode).toBe(204);
      const inSpanish = await mailTo(
        parentEmail,
        spanish.caregiverLinkMailSubject({ child: 'Kit Hill' }),
      );
      expect(inSpanish.text).toContain(spanish.caregiverNewLinkWhy);
      expect(inSpanish.text).toContain(spanish.caregiverMailPageLine);
      expect(inSpanish.html).toContain('<div lang="es" dir="ltr">');
      token = tokenOf(inSpanish);

      expect((await saveLanguage('ar')).statusCode).toBe(204);
      expect((await newLink()).statusCode).toBe(204);
      const inArabic = await mailTo(
        parentEmail,
        arabic.caregiverLinkMailSubject({ child: 'Kit Hill' }),
      );
      expect(inArabic.text).toContain(arabic.caregiverMailLinkNote);
      expect(inArabic.html).toContain('<div lang="ar" dir="rtl">');
      expect(inArabic.html).toContain(arabic.caregiverMailOpenPage);
      token = tokenOf(inArabic);
    } finally {
      t.context.clock.now = () => Date.now();
    }
    // Back to English, as the summary below is read.
    expect((await saveLanguage('en')).statusCode).toBe(204);
  });

  it('mails the parent a summary every 30 days, once, with the same facts', async () => {
    const start = Date.now();
    try {
      t.context.clock.now = () => start + 31 * 24 * 60 * 60_000;
      expect(await mailCaregiverSummaries(t.context)).toBe(1);
      expect(await mailCaregiverSummaries(t.context)).toBe(0);
      const summary = await mailTo(parentEmail, "This month in Kit Hill's mentoring");
      expect(summary.text).toContain('Vera Hill:');
      expect(summary.text).not.toContain('secret plan');
      token = tokenOf(summary);

      // At 16 the page stops: the child counts up from the 12 they gave at sign-up.
      t.context.clock.now = () => start + 4 * YEAR + 24 * 60 * 60_000;
      expect((await page(token)).statusCode).toBe(400);
    } finally {
      t.context.clock.now = () => Date.now();
    }
  });

  it('asks a pupil of 13 to 15 for the address only where their programme asks, and stops when they leave', async () => {
    const give = (who: string, address: string) =>
      call(who, 'POST', '/api/caregiver/address', { email: address });
    const mayaParent = `caregivers.${kind}.maya.parent@example.com`;
    expect((await give('maya', mayaParent)).statusCode).toBe(409);
    const { organisations } = json<ProgrammesConsole>(await call('tess', 'GET', '/api/programmes'));
    const programme = organisations[0]?.programmes[0];
    if (!programme) throw new Error('the programme is gone');
    const settings: ProgrammeBody = {
      name: programme.name,
      startsOn: programme.startsOn,
      endsOn: programme.endsOn,
      timeZone: programme.timeZone,
      minAge: programme.minAge,
      maxAge: programme.maxAge,
      pupilsSeeOnlyItsMentors: programme.pupilsSeeOnlyItsMentors,
      coordinatorApprovesMatches: programme.coordinatorApprovesMatches,
      checkInCadence: programme.checkInCadence,
      asksCaregiver: true,
      contactFrom: programme.contactFrom,
      contactUntil: programme.contactUntil,
      videoPolicy: programme.videoPolicy,
    };
    const changed = await call('tess', 'PUT', `/api/programmes/${programmeId}`, settings);
    expect(changed.statusCode).toBe(200);
    expect((await give('maya', email('maya'))).statusCode).toBe(400);
    expect((await give('maya', mayaParent)).statusCode).toBe(204);
    const mayaToken = tokenOf(await mailTo(mayaParent, 'Your page about'));
    expect(json<CaregiverPage>(await page(mayaToken))).toEqual({
      childName: 'Maya Hill',
      matches: [],
      videoCalls: { asked: false, agreed: false },
      language: 'en',
    });
    // Another child's caregiver, the mentor and another school's coordinator reach nothing of Kit.
    const kitsMatch = `${id.vera ?? ''}__${kid.id}`;
    expect((await onMatch(kitsMatch, 'pause', mayaToken)).statusCode).toBe(404);
    expect((await onMatch(kitsMatch, 'approve', mayaToken)).statusCode).toBe(409);
    for (const who of ['vera', 'rita']) {
      const asked = await call(who, 'POST', '/api/caregiver/page', { token: 'their-session-only' });
      expect(asked.statusCode).toBe(400);
      expect(asked.body).not.toContain('Kit Hill');
    }

    expect((await call('maya', 'DELETE', `/api/memberships/${programmeId}`)).statusCode).toBe(204);
    expect((await page(mayaToken)).statusCode).toBe(400);
  });
});
