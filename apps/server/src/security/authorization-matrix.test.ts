import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import { plainPng } from '@mentorbridge/testing/images';
import { logIn, sessionUserOf, signUp, verifiedUser } from '../test/accounts.ts';
import { makeOrganisation } from '../features/programmes/service.ts';
import { programmeMatchesFixture } from '../test/programme-matches-fixture.ts';
import { makeLead } from '../features/safeguarding/leads.ts';
import { chatCast } from '../test/chat-cast.ts';
import { completeEntry } from '../test/vetting.ts';
import { connectSocket, until } from '../test/sockets.ts';
import {
  databaseKinds,
  json,
  PUBLIC_URL,
  sessionCookieOf,
  startTestApp,
  type TestApp,
} from '../test/test-app.ts';

/**
 * "Can this identity do this?" for every endpoint and every socket message (decision 018, ASVS V8).
 * Each row names a route exactly as the app registered it; the app's own route list must be
 * covered row for row, so a new endpoint without rows fails here.
 */

const identities = [
  'anonymous',
  'unverified',
  'mentee',
  'mentor',
  'stranger',
  'deleted',
  'lead',
  'coordinator',
  'otherCoordinator',
] as const;
type Identity = (typeof identities)[number];
type Expected = Record<Identity, number>;

/** Everyone gets the same answer: a public endpoint. */
const everyone = (status: number): Expected =>
  Object.fromEntries(identities.map((who) => [who, status])) as Expected;

/**
 * Signed-in users get `status` unless overridden; everyone else is told to log in. A
 * safeguarding lead is a stranger to every chat and request unless a row says otherwise. A
 * programme's coordinator (Hillside's) and another organisation's (Riverside's) are adults who
 * are nobody's contact, as a lead is, with none of a lead's powers (decision 058): answered as
 * the lead is unless a row says otherwise.
 */
const signedIn = (status: number, overrides: Partial<Expected> = {}): Expected => {
  const lead = overrides.lead ?? overrides.stranger ?? status;
  return {
    anonymous: 401,
    unverified: 401,
    deleted: 401,
    mentee: status,
    mentor: status,
    stranger: status,
    lead,
    coordinator: lead,
    otherCoordinator: lead,
    ...overrides,
  };
};

/** The safeguarding console: leads only; a coordinator is no lead. */
const leadsOnly = (status: number): Expected =>
  signedIn(403, { lead: status, coordinator: 403, otherCoordinator: 403 });

/** What only a mentor who may mentor can do: a coordinator is one, a lead is not. */
const mentorsOnly = (status: number): Expected =>
  signedIn(403, { mentor: status, coordinator: status, otherCoordinator: status });

/** Hillside's coordinator only: anyone else, Riverside's coordinator too, finds nothing there. */
const hillsideOnly = (status: number): Expected => signedIn(404, { coordinator: status });

interface Row {
  route: string;
  /** Which object the row acts on, where one route has several rows. */
  on?: string;
  request: (who: Identity) => Promise<InjectOptions> | InjectOptions;
  expected: Expected;
  /** The answer may show this address (a lead's list of mentors' records). */
  mayShowEmailOf?: string | readonly string[];
}

describe.each(databaseKinds)('the authorization matrix on %s', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  let cast: Awaited<ReturnType<typeof chatCast>>;
  const cookie = {} as Record<Identity, string>;
  const email = {} as Record<Identity | 'soloMentor' | 'otherMentor', string>;
  let hillsideId: string;
  let hillsideProgrammeId: string;
  let waitingPupilId: string;
  let matches: Awaited<ReturnType<typeof programmeMatchesFixture>>;
  const newCode = {
    role: 'pupil',
    expiresOn: dayText(Date.now() + 30 * 86_400_000),
    maxUses: 30,
    approvalRequired: false,
  };
  const programme = {
    name: 'Year 9 careers mentoring',
    startsOn: '2027-01-11',
    endsOn: '2027-07-16',
    timeZone: 'Europe/London',
    minAge: 13,
    maxAge: 14,
    pupilsSeeOnlyItsMentors: true,
    coordinatorApprovesMatches: true,
  };
  const heldIds: string[] = [];
  let spareId: string;
  let blockTargetId: string;
  let reportId: string;
  let menteeNoteId: string;
  let chatImageId: string;
  let otherMentorId: string;
  let soloMentorId: string;
  /** A lead whose own safeguarding record does not count (decision 051), and a mentor unchecked. */
  let unrecordedLead: string;
  let uncheckedMentorId: string;
  const menteeNoteText = 'Private note only the mentee may ever read';
  const password = 'quiet-river-1';

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    cast = await chatCast(t, 'matrix');
    for (const who of ['mentee', 'mentor', 'stranger'] as const) {
      cookie[who] = cast.cookie[who];
      email[who] = `matrix.${who}@example.com`;
    }
    cookie.anonymous = '';

    // Signed up, never verified: logging in gives no session at all.
    email.unverified = 'matrix.unverified@example.com';
    await signUp(t.app, { email: email.unverified, password, age: 14 });
    const unverifiedLogIn = await logIn(t.app, email.unverified, password);
    expect(unverifiedLogIn.cookies.find((c) => c.name === 'mb_session')).toBeUndefined();
    cookie.unverified = '';

    // An account deleted while its cookie was kept.
    email.deleted = 'matrix.deleted@example.com';
    cookie.deleted = await verifiedUser(t.app, t.mail, { email: email.deleted, password });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: cookie.deleted },
      payload: { password, confirmation: 'REMOVE' },
    });

    // Two more mentors: one the mentee has a pending request to, one nobody has asked yet.
    email.otherMentor = 'matrix.other.mentor@example.com';
    email.soloMentor = 'matrix.solo.mentor@example.com';
    const mentorAccount = { password, age: 50, role: 'mentor' as const, skills: ['Law'] };
    const otherMentor = await verifiedUser(t.app, t.mail, {
      email: email.otherMentor,
      ...mentorAccount,
    });
    otherMentorId = (await sessionUserOf(t.app, otherMentor)).id;
    const soloMentor = await verifiedUser(t.app, t.mail, {
      email: email.soloMentor,
      ...mentorAccount,
    });
    soloMentorId = (await sessionUserOf(t.app, soloMentor)).id;
    const blockTarget = await verifiedUser(t.app, t.mail, {
      email: 'matrix.block.target@example.com',
      ...mentorAccount,
    });
    blockTargetId = (await sessionUserOf(t.app, blockTarget)).id;
    await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie: cookie.mentee },
      payload: { mentorId: otherMentorId },
    });

    // A safeguarding lead, made the only way one is made.
    email.lead = 'matrix.lead@example.com';
    cookie.lead = await verifiedUser(t.app, t.mail, { email: email.lead, ...mentorAccount });
    expect(await makeLead(t.db, email.lead)).toMatchObject({ ok: true });
    // Two schools' coordinators, made the only way one is first made; Hillside has a programme.
    for (const [who, school] of [
      ['coordinator', 'Hillside Academy'],
      ['otherCoordinator', 'Riverside School'],
    ] as const) {
      email[who] = `matrix.${who}@example.com`;
      cookie[who] = await verifiedUser(t.app, t.mail, { email: email[who], ...mentorAccount });
      expect(await makeOrganisation(t.db, school, email[who])).toMatchObject({ ok: true });
    }
    const hillside = await t.app.inject({
      method: 'GET',
      url: '/api/programmes',
      headers: { cookie: cookie.coordinator },
    });
    hillsideId = json<{ organisations: { id: string }[] }>(hillside).organisations[0]?.id ?? '';
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${hillsideId}/programmes`,
      headers: { cookie: cookie.coordinator },
      payload: programme,
    });
    hillsideProgrammeId = json<{ id: string }>(made).id;
    // A pupil who asked to join with a class code that needs a coordinator: they wait.
    const classCode = await t.app.inject({
      method: 'POST',
      url: `/api/programmes/${hillsideProgrammeId}/codes`,
      headers: { cookie: cookie.coordinator },
      payload: { ...newCode, approvalRequired: true },
    });
    const pupil = await verifiedUser(t.app, t.mail, {
      email: 'matrix.pupil@example.com',
      password,
      age: 14,
    });
    waitingPupilId = (await sessionUserOf(t.app, pupil)).id;
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/memberships',
      headers: { cookie: pupil },
      payload: { code: json<{ code: string }>(classCode).code },
    });
    expect(json(joined)).toMatchObject({ status: 'waiting' });
    matches = await programmeMatchesFixture(t.app, t.mail, {
      coordinator: cookie.coordinator,
      programmeId: hillsideProgrammeId,
    });
    unrecordedLead = await verifiedUser(t.app, t.mail, {
      email: 'matrix.unrecorded.lead@example.com',
      ...mentorAccount,
      checked: false,
    });
    expect(await makeLead(t.db, 'matrix.unrecorded.lead@example.com')).toMatchObject({ ok: true });
    const uncheckedMentor = await verifiedUser(t.app, t.mail, {
      email: 'matrix.unchecked.mentor@example.com',
      ...mentorAccount,
      checked: false,
    });
    uncheckedMentorId = (await sessionUserOf(t.app, uncheckedMentor)).id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { cookie: uncheckedMentor, 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    });

    // Two messages with contact details, held out of the chat with the 15-year-old mentee.
    for (const text of ['text me on 07700 900123', 'insta: @coach_j']) {
      const held = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${cast.chatId}/messages`,
        headers: { cookie: cookie.mentor },
        payload: { clientId: `matrix-held-${heldIds.length}`, text },
      });
      expect(held.statusCode).toBe(202);
      heldIds.push(json<{ id: string }>(held).id);
    }

    // An account for the lead to suspend, warn and restore, and a report to close.
    const spare = await verifiedUser(t.app, t.mail, {
      email: 'matrix.spare@example.com',
      password,
    });
    spareId = (await sessionUserOf(t.app, spare)).id;
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: spare },
      payload: { reportedUserId: otherMentorId, reason: 'Something else' },
    });
    expect(filed.statusCode).toBe(201);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/safeguarding/reports',
      headers: { cookie: cookie.lead },
    });
    reportId = json<{ reports: { id: string }[] }>(open).reports[0]?.id ?? '';

    // What the members own: a note, pictures, a chat image.
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: cookie.mentee },
      payload: { content: menteeNoteText },
    });
    menteeNoteId = json<{ id: string }>(note).id;
    for (const who of ['mentee', 'mentor'] as const) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile/picture',
        headers: { cookie: cookie[who], 'content-type': 'application/octet-stream' },
        payload: await plainPng(),
      });
    }
    const image = await t.app.inject({
      method: 'PUT',
      url: `/api/chats/${cast.chatId}/images`,
      headers: { cookie: cookie.mentor, 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    });
    chatImageId = json<{ imageId: string }>(image).imageId;
    // A held message with a picture, for a lead to look at.
    const heldWithImage = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${cast.chatId}/messages`,
      headers: { cookie: cookie.mentor },
      payload: {
        clientId: 'matrix-held-image',
        text: 'my number: 07700 900123',
        imageId: chatImageId,
      },
    });
    expect(heldWithImage.statusCode).toBe(202);
    heldIds.push(json<{ id: string }>(heldWithImage).id);
  });
  afterAll(() => t.close());

  const json_ = (method: string, url: string, payload?: unknown) => () =>
    ({ method, url, payload }) as InjectOptions;
  const png = (method: 'PUT', url: string) => async () =>
    ({
      method,
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: await plainPng(),
    }) as InjectOptions;
  /** As `request`, with the lead's cell asked by a lead whose own record does not count. */
  const byUnrecordedLead =
    (request: () => InjectOptions) =>
    (who: Identity): InjectOptions =>
      who === 'lead' ? { ...request(), headers: { cookie: unrecordedLead } } : request();
  let cellNumber = 0;

  const rows = (): Row[] => [
    // Public: the same answer for everyone, signed in or not.
    { route: 'GET /healthz', request: json_('GET', '/healthz'), expected: everyone(200) },
    { route: 'GET /readyz', request: json_('GET', '/readyz'), expected: everyone(200) },
    {
      route: 'GET /api/openapi.json',
      request: json_('GET', '/api/openapi.json'),
      expected: everyone(200),
    },
    {
      route: 'POST /api/auth/captcha',
      request: json_('POST', '/api/auth/captcha'),
      expected: everyone(200),
    },
    {
      route: 'POST /api/auth/captcha/check',
      request: json_('POST', '/api/auth/captcha/check', { captchaId: 'none', captchaAnswer: 7 }),
      expected: everyone(400),
    },
    {
      route: 'GET /api/auth/session',
      request: json_('GET', '/api/auth/session'),
      expected: everyone(200),
    },
    {
      route: 'POST /api/auth/sign-up',
      request: json_('POST', '/api/auth/sign-up', {
        email: 'not-an-address',
        password: 'short',
        age: 15,
        captchaId: 'none',
        captchaAnswer: 7,
      }),
      expected: everyone(400),
    },
    {
      route: 'POST /api/auth/verify-email',
      request: json_('POST', '/api/auth/verify-email', { token: 'not-a-token' }),
      expected: everyone(400),
    },
    {
      route: 'POST /api/auth/log-in',
      request: json_('POST', '/api/auth/log-in', {
        email: 'nobody@example.com',
        password: 'not-the-password',
      }),
      expected: everyone(401),
    },
    {
      route: 'POST /api/auth/log-out',
      // A session of its own, so the cell ends nothing the other rows use.
      request: async (who) => {
        const own = [
          'mentee',
          'mentor',
          'stranger',
          'lead',
          'coordinator',
          'otherCoordinator',
        ].includes(who)
          ? sessionCookieOf(await logIn(t.app, email[who], password))
          : cookie[who];
        return { method: 'POST', url: '/api/auth/log-out', headers: { cookie: own } };
      },
      expected: everyone(204),
    },
    {
      route: 'POST /api/auth/password-reset/request',
      request: json_('POST', '/api/auth/password-reset/request', { email: 'nobody@example.com' }),
      expected: everyone(200),
    },
    {
      route: 'POST /api/auth/password-reset',
      request: json_('POST', '/api/auth/password-reset', {
        token: 'not-a-token',
        newPassword: 'quiet-river-9',
        confirmPassword: 'quiet-river-9',
      }),
      expected: everyone(400),
    },
    {
      route: 'GET /api/guardian',
      request: json_('GET', '/api/guardian?token=not-a-real-token'),
      expected: everyone(400),
    },
    {
      route: 'POST /api/guardian/consent',
      request: json_('POST', '/api/guardian/consent', { token: 'not-a-real-token' }),
      expected: everyone(400),
    },
    {
      route: 'POST /api/guardian/refuse',
      request: json_('POST', '/api/guardian/refuse', { token: 'not-a-real-token' }),
      expected: everyone(400),
    },
    {
      route: 'POST /api/guardian/language',
      request: json_('POST', '/api/guardian/language', {
        token: 'not-a-real-token',
        language: 'es',
      }),
      expected: everyone(400),
    },
    {
      route: 'GET /api/video-service',
      request: json_('GET', '/api/video-service'),
      expected: everyone(200),
    },

    // The account: only its owner, and only with the password (wrong here, so nothing changes).
    {
      route: 'POST /api/account/password',
      request: json_('POST', '/api/account/password', {
        currentPassword: 'not-the-password',
        newPassword: 'quiet-river-9',
        confirmPassword: 'quiet-river-9',
      }),
      expected: signedIn(400),
    },
    {
      // A copy of one's own data: never anyone else's (the leak checks below read every body).
      route: 'GET /api/account/data',
      request: json_('GET', '/api/account/data'),
      expected: signedIn(200),
    },
    {
      // One's own account's language only: there is no way to name another's.
      route: 'PUT /api/account/language',
      request: json_('PUT', '/api/account/language', { language: 'en' }),
      expected: signedIn(200),
    },
    {
      route: 'DELETE /api/account',
      request: json_('DELETE', '/api/account', {
        password: 'not-the-password',
        confirmation: 'REMOVE',
      }),
      expected: signedIn(400),
    },
    {
      route: 'PUT /api/profile/full-name',
      request: (who) => json_('PUT', '/api/profile/full-name', { fullName: `Name of ${who}` })(),
      expected: signedIn(200),
    },
    {
      route: 'PUT /api/profile/picture',
      request: png('PUT', '/api/profile/picture'),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/users/:userId/picture/:size',
      on: "a mentee's picture: themself and the mentors they asked",
      request: () => json_('GET', `/api/users/${cast.id.mentee}/picture/small`)(),
      expected: signedIn(200, { stranger: 404 }),
    },
    {
      route: 'GET /api/users/:userId/picture/:size',
      on: "a mentor's picture: everyone signed in",
      request: () => json_('GET', `/api/users/${cast.id.mentor}/picture/small`)(),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/users/:userId/picture/:size',
      on: 'an unchecked mentor’s picture: adults, and no child who did not ask them',
      request: () => json_('GET', `/api/users/${uncheckedMentorId}/picture/small`)(),
      expected: signedIn(200, { mentee: 404, stranger: 404, lead: 200 }),
    },

    // Notes: the owner only; anyone else is told the note does not exist.
    { route: 'GET /api/notes', request: json_('GET', '/api/notes'), expected: signedIn(200) },
    {
      route: 'POST /api/notes',
      request: json_('POST', '/api/notes', { content: '   ' }),
      expected: signedIn(400),
    },
    {
      route: 'PUT /api/notes/:noteId',
      on: "the mentee's note",
      request: () => json_('PUT', `/api/notes/${menteeNoteId}`, { content: menteeNoteText })(),
      expected: signedIn(404, { mentee: 200 }),
    },
    {
      route: 'DELETE /api/notes/:noteId',
      on: "the mentee's note (deleted by the last cell)",
      request: () => json_('DELETE', `/api/notes/${menteeNoteId}`)(),
      expected: signedIn(404, { mentee: 204 }),
    },

    // The directory and requests.
    { route: 'GET /api/mentors', request: json_('GET', '/api/mentors'), expected: signedIn(200) },
    {
      route: 'GET /api/mentors/:mentorId',
      request: () => json_('GET', `/api/mentors/${soloMentorId}`)(),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/mentors/suggestions',
      request: json_('GET', '/api/mentors/suggestions'),
      expected: signedIn(200, { mentor: 403, lead: 403 }),
    },

    // A mentor's story is theirs to edit (a lead signed up as a mentor too); a mentee's answers
    // are theirs alone. Bad input here, so nothing changes.
    {
      route: 'GET /api/profile/story',
      request: json_('GET', '/api/profile/story'),
      expected: signedIn(403, { mentor: 200, lead: 200 }),
    },
    {
      route: 'PUT /api/profile/story',
      request: json_('PUT', '/api/profile/story', {
        headline: 'x'.repeat(81),
        about: '',
        experiences: [],
        languages: ['English'],
        goals: ['confidence'],
      }),
      expected: signedIn(403, { mentor: 400, lead: 400 }),
    },
    {
      route: 'GET /api/profile/answers',
      request: json_('GET', '/api/profile/answers'),
      expected: signedIn(200, { mentor: 403, lead: 403 }),
    },
    {
      route: 'PUT /api/profile/answers',
      request: json_('PUT', '/api/profile/answers', {
        goals: [],
        experiences: [],
        languages: ['English'],
      }),
      expected: signedIn(400, { mentor: 403, lead: 403 }),
    },
    {
      route: 'GET /api/connections',
      request: json_('GET', '/api/connections'),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/connections',
      on: 'a mentor nobody has asked yet',
      request: () => json_('POST', '/api/connections', { mentorId: soloMentorId })(),
      // The mentee is 15: the answer names the mentor, never their address (decision 050).
      expected: signedIn(201, { mentor: 403, lead: 403 }),
    },
    {
      route: 'POST /api/connections/:requestId/accept',
      on: 'a pending request to the mentor',
      request: () => json_('POST', `/api/connections/${cast.chatOf('pending')}/accept`)(),
      expected: signedIn(404, { mentor: 204 }),
    },
    {
      route: 'POST /api/connections/:requestId/reject',
      on: "the members' accepted request",
      request: () => json_('POST', `/api/connections/${cast.chatId}/reject`)(),
      expected: signedIn(409, { stranger: 404 }),
    },
    {
      route: 'DELETE /api/connections/:requestId',
      on: "the members' accepted request",
      request: () => json_('DELETE', `/api/connections/${cast.chatId}`)(),
      expected: signedIn(409, { stranger: 404 }),
    },
    {
      route: 'DELETE /api/connections/:requestId',
      on: "the mentee's pending request to another mentor",
      request: () => json_('DELETE', `/api/connections/${otherMentorId}__${cast.id.mentee}`)(),
      expected: signedIn(404, { mentee: 204 }),
    },
    {
      route: 'DELETE /api/connections/:requestId',
      on: 'a request the mentor rejected',
      request: () => json_('DELETE', `/api/connections/${cast.chatOf('rejected')}`)(),
      expected: signedIn(404, { mentor: 204 }),
    },

    // The chat: its two members only; to anyone else it does not exist.
    {
      route: 'GET /api/chats/:chatId/messages',
      request: () => json_('GET', `/api/chats/${cast.chatId}/messages`)(),
      expected: signedIn(404, { mentee: 200, mentor: 200 }),
    },
    {
      route: 'POST /api/chats/:chatId/messages',
      request: () =>
        json_('POST', `/api/chats/${cast.chatId}/messages`, {
          clientId: `matrix-${(cellNumber += 1)}`,
          text: 'hello',
        })(),
      expected: signedIn(404, { mentee: 201, mentor: 201 }),
    },
    {
      route: 'POST /api/chats/:chatId/seen',
      request: () => json_('POST', `/api/chats/${cast.chatId}/seen`, { upToSeq: 0 })(),
      expected: signedIn(404, { mentee: 204, mentor: 204 }),
    },
    {
      route: 'PUT /api/chats/:chatId/images',
      request: () => png('PUT', `/api/chats/${cast.chatId}/images`)(),
      expected: signedIn(404, { mentee: 201, mentor: 201 }),
    },
    {
      route: 'GET /api/chats/:chatId/images/:imageId',
      request: () => json_('GET', `/api/chats/${cast.chatId}/images/${chatImageId}`)(),
      expected: signedIn(404, { mentee: 200, mentor: 200 }),
    },
    {
      route: 'GET /api/chats/:chatId/held',
      request: () => json_('GET', `/api/chats/${cast.chatId}/held`)(),
      expected: signedIn(404, { mentee: 200, mentor: 200 }),
    },
    { route: 'GET /api/calls', request: json_('GET', '/api/calls'), expected: signedIn(200) },
    {
      // The meeting's secret: only with a Jitsi service (call-rooms.test.ts checks its two
      // members); calls here are in the app, so nobody gets one (decision 059).
      route: 'POST /api/chats/:chatId/call-room',
      request: () => json_('POST', `/api/chats/${cast.chatId}/call-room`)(),
      expected: signedIn(404),
    },
    {
      // TURN passwords and a call's signals: the chat's two members only (decision 059).
      route: 'GET /api/chats/:chatId/ice-servers',
      request: () => json_('GET', `/api/chats/${cast.chatId}/ice-servers`)(),
      expected: signedIn(404, { mentee: 200, mentor: 200 }),
    },
    {
      route: 'POST /api/chats/:chatId/call-signals',
      on: 'a hang-up, which changes nothing',
      request: () =>
        json_('POST', `/api/chats/${cast.chatId}/call-signals`, {
          signal: { kind: 'hangup', from: 'matrix-page', to: null },
        })(),
      expected: signedIn(404, { mentee: 204, mentor: 204 }),
    },
    {
      route: 'GET /api/chats/unread',
      request: json_('GET', '/api/chats/unread'),
      expected: signedIn(200),
    },
    // Push notifications: each person's own devices.
    {
      route: 'GET /api/push/key',
      request: json_('GET', '/api/push/key'),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/push/subscriptions',
      request: json_('POST', '/api/push/subscriptions', {
        endpoint: 'https://attacker.example/push/1',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      }),
      expected: signedIn(400),
    },
    {
      route: 'DELETE /api/push/subscriptions',
      request: json_('DELETE', '/api/push/subscriptions', {
        endpoint: 'https://fcm.googleapis.com/fcm/send/nobody',
      }),
      expected: signedIn(204),
    },
    {
      route: 'GET /api/chats/previews',
      request: json_('GET', '/api/chats/previews'),
      expected: signedIn(200),
    },

    // Mail choices: everyone their own; capacity: mentors only; unsubscribe: the link's key.
    {
      route: 'GET /api/settings/notifications',
      request: json_('GET', '/api/settings/notifications'),
      expected: signedIn(200),
    },
    {
      route: 'PUT /api/settings/notifications',
      request: json_('PUT', '/api/settings/notifications', {
        requests: true,
        answers: true,
        unread: true,
        mentoring: true,
      }),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/settings/mentoring',
      request: json_('GET', '/api/settings/mentoring'),
      expected: signedIn(403, { mentor: 200, lead: 200 }),
    },
    {
      route: 'PUT /api/settings/mentoring',
      request: json_('PUT', '/api/settings/mentoring', { capacity: 3, paused: false }),
      expected: signedIn(403, { mentor: 200, lead: 200 }),
    },
    {
      route: 'GET /api/mail/unsubscribe',
      on: 'a key no account has',
      request: json_('GET', '/api/mail/unsubscribe?token=no-such-key&kind=unread'),
      expected: everyone(404),
    },
    {
      route: 'POST /api/mail/unsubscribe',
      on: 'a key no account has',
      request: json_('POST', '/api/mail/unsubscribe?token=no-such-key&kind=unread'),
      expected: everyone(404),
    },

    // The safeguarding console: leads only, whatever else the account may do.
    {
      route: 'GET /api/safeguarding/held',
      request: json_('GET', '/api/safeguarding/held'),
      expected: leadsOnly(200),
    },
    {
      route: 'GET /api/safeguarding/held/:heldId/image',
      request: () => json_('GET', `/api/safeguarding/held/${heldIds[2]}/image`)(),
      expected: leadsOnly(200),
    },
    {
      route: 'POST /api/safeguarding/held/:heldId/release',
      request: () =>
        json_('POST', `/api/safeguarding/held/${heldIds[0]}/release`, { reason: 'ok to share' })(),
      expected: leadsOnly(204),
    },
    {
      route: 'POST /api/safeguarding/held/:heldId/remove',
      request: () =>
        json_('POST', `/api/safeguarding/held/${heldIds[1]}/remove`, { reason: 'handle' })(),
      expected: leadsOnly(204),
    },
    // A lead whose own record does not count: nothing of a child's, nothing to a child.
    {
      route: 'GET /api/safeguarding/held',
      on: 'by a lead without a record that counts',
      request: byUnrecordedLead(json_('GET', '/api/safeguarding/held')),
      expected: leadsOnly(403),
    },
    {
      route: 'GET /api/safeguarding/held/:heldId/image',
      on: 'by a lead without a record that counts',
      request: byUnrecordedLead(() => json_('GET', `/api/safeguarding/held/${heldIds[2]}/image`)()),
      expected: leadsOnly(403),
    },
    {
      route: 'POST /api/safeguarding/held/:heldId/release',
      on: 'by a lead without a record that counts',
      request: byUnrecordedLead(() =>
        json_('POST', `/api/safeguarding/held/${heldIds[2]}/release`, { reason: 'ok' })(),
      ),
      expected: leadsOnly(403),
    },
    {
      route: 'POST /api/safeguarding/held/:heldId/remove',
      on: 'by a lead without a record that counts',
      request: byUnrecordedLead(() =>
        json_('POST', `/api/safeguarding/held/${heldIds[2]}/remove`, { reason: 'no' })(),
      ),
      expected: leadsOnly(403),
    },
    {
      route: 'GET /api/safeguarding/users/:userId',
      on: 'a child, by a lead without a record that counts',
      request: byUnrecordedLead(() => json_('GET', `/api/safeguarding/users/${cast.id.mentee}`)()),
      expected: leadsOnly(403),
    },
    {
      route: 'POST /api/safeguarding/users/:userId/warn',
      on: 'a child, by a lead without a record that counts',
      request: byUnrecordedLead(() =>
        json_('POST', `/api/safeguarding/users/${cast.id.mentee}/warn`, { message: 'Hi.' })(),
      ),
      expected: leadsOnly(403),
    },
    {
      route: 'GET /api/safeguarding/flags',
      on: "adults' only, by a lead without a record that counts",
      request: byUnrecordedLead(json_('GET', '/api/safeguarding/flags')),
      expected: leadsOnly(200),
    },
    {
      route: 'POST /api/reports',
      on: 'a mentor from the directory',
      request: () =>
        json_('POST', '/api/reports', { reportedUserId: soloMentorId, reason: 'Spam or a scam' })(),
      expected: signedIn(201),
    },
    {
      route: 'GET /api/safeguarding/reports',
      request: json_('GET', '/api/safeguarding/reports'),
      expected: leadsOnly(200),
    },
    {
      route: 'POST /api/safeguarding/reports/:reportId/close',
      request: () =>
        json_('POST', `/api/safeguarding/reports/${reportId}/close`, {
          outcome: 'talked to both',
        })(),
      expected: leadsOnly(204),
    },
    {
      route: 'GET /api/safeguarding/users',
      request: json_('GET', '/api/safeguarding/users?email=matrix.spare@example.com'),
      expected: leadsOnly(200),
    },
    {
      route: 'GET /api/safeguarding/users/:userId',
      request: () => json_('GET', `/api/safeguarding/users/${spareId}`)(),
      expected: leadsOnly(200),
    },
    {
      route: 'POST /api/safeguarding/users/:userId/warn',
      request: () =>
        json_('POST', `/api/safeguarding/users/${spareId}/warn`, { message: 'Be kind.' })(),
      expected: leadsOnly(204),
    },
    {
      route: 'POST /api/safeguarding/users/:userId/suspend',
      request: () =>
        json_('POST', `/api/safeguarding/users/${spareId}/suspend`, { reason: 'a test' })(),
      expected: leadsOnly(204),
    },
    {
      route: 'POST /api/safeguarding/users/:userId/lift',
      request: () =>
        json_('POST', `/api/safeguarding/users/${spareId}/lift`, { reason: 'a test' })(),
      expected: leadsOnly(204),
    },
    {
      route: 'GET /api/safeguarding/flags',
      request: json_('GET', '/api/safeguarding/flags'),
      expected: leadsOnly(200),
    },
    {
      route: 'GET /api/safeguarding/audit',
      request: json_('GET', '/api/safeguarding/audit'),
      expected: leadsOnly(200),
      // The audit log names who acted: here, Hillside's coordinator making a programme.
      mayShowEmailOf: 'coordinator',
    },
    {
      route: 'GET /api/safeguarding/mentor-checks',
      request: json_('GET', '/api/safeguarding/mentor-checks?filter=valid'),
      expected: leadsOnly(200),
      // A lead's list of mentors' records names each mentor's address, as a school's record does.
      mayShowEmailOf: ['mentor', 'otherMentor', 'soloMentor', 'coordinator', 'otherCoordinator'],
    },
    {
      route: 'GET /api/safeguarding/mentor-checks.csv',
      request: json_('GET', '/api/safeguarding/mentor-checks.csv'),
      expected: leadsOnly(200),
      // A lead's list of mentors' records names each mentor's address, as a school's record does.
      mayShowEmailOf: ['mentor', 'otherMentor', 'soloMentor', 'coordinator', 'otherCoordinator'],
    },
    {
      route: 'PUT /api/safeguarding/mentor-checks/:mentorId',
      on: 'a mentor nobody has asked, with a complete check',
      request: () =>
        json_('PUT', `/api/safeguarding/mentor-checks/${soloMentorId}`, completeEntry(t.context))(),
      expected: leadsOnly(200),
    },
    {
      route: 'PUT /api/safeguarding/mentor-checks/:mentorId/suspension',
      on: 'a mentor nobody has asked, lifting a suspension they do not have',
      request: () =>
        json_('PUT', `/api/safeguarding/mentor-checks/${soloMentorId}/suspension`, {
          suspended: false,
          reason: 'checked again',
        })(),
      expected: leadsOnly(200),
    },
    {
      route: 'GET /api/mentoring/check',
      request: json_('GET', '/api/mentoring/check'),
      expected: mentorsOnly(200),
    },
    {
      route: 'POST /api/mentoring/training/quiz',
      on: 'answers that fail',
      request: json_('POST', '/api/mentoring/training/quiz', { answers: [] }),
      expected: mentorsOnly(200),
    },

    // Programmes for schools: each organisation's coordinators, and nobody else.
    {
      route: 'GET /api/programmes',
      request: json_('GET', '/api/programmes'),
      expected: signedIn(403, { coordinator: 200, otherCoordinator: 200 }),
    },
    {
      route: 'POST /api/organisations/:organisationId/programmes',
      on: 'Hillside, a programme with settings that hold',
      request: () => json_('POST', `/api/organisations/${hillsideId}/programmes`, programme)(),
      expected: hillsideOnly(201),
    },
    {
      route: 'PUT /api/programmes/:programmeId',
      on: 'Hillside’s programme, unchanged',
      request: () => json_('PUT', `/api/programmes/${hillsideProgrammeId}`, programme)(),
      expected: hillsideOnly(200),
    },
    {
      route: 'POST /api/organisations/:organisationId/coordinators',
      on: 'Hillside, a mentor nobody has asked',
      request: () =>
        json_('POST', `/api/organisations/${hillsideId}/coordinators`, {
          email: email.soloMentor,
        })(),
      expected: hillsideOnly(201),
      mayShowEmailOf: 'soloMentor',
    },
    {
      route: 'DELETE /api/organisations/:organisationId/coordinators/:userId',
      on: 'Hillside, the mentor made a coordinator above',
      request: () =>
        json_('DELETE', `/api/organisations/${hillsideId}/coordinators/${soloMentorId}`)(),
      expected: hillsideOnly(204),
    },
    {
      route: 'GET /api/programmes/:programmeId/people',
      request: () => json_('GET', `/api/programmes/${hillsideProgrammeId}/people`)(),
      expected: hillsideOnly(200),
    },
    {
      route: 'POST /api/programmes/:programmeId/codes',
      on: 'Hillside’s programme, a new class code',
      request: () => json_('POST', `/api/programmes/${hillsideProgrammeId}/codes`, newCode)(),
      expected: hillsideOnly(201),
    },
    {
      route: 'POST /api/programmes/:programmeId/members/:userId/approve',
      on: 'the pupil who waits',
      request: () =>
        json_('POST', `/api/programmes/${hillsideProgrammeId}/members/${waitingPupilId}/approve`)(),
      expected: hillsideOnly(204),
    },
    {
      route: 'POST /api/programmes/:programmeId/members/:userId/remove',
      on: 'the pupil let in above',
      request: () =>
        json_('POST', `/api/programmes/${hillsideProgrammeId}/members/${waitingPupilId}/remove`, {
          reason: 'Joined the wrong class',
        })(),
      expected: hillsideOnly(204),
    },
    {
      route: 'GET /api/programmes/:programmeId/pairs',
      request: () => json_('GET', `/api/programmes/${hillsideProgrammeId}/pairs`)(),
      expected: hillsideOnly(200),
    },
    {
      route: 'GET /api/programmes/:programmeId/record.csv',
      request: () => json_('GET', `/api/programmes/${hillsideProgrammeId}/record.csv`)(),
      expected: hillsideOnly(200),
    },
    {
      route: 'POST /api/programmes/:programmeId/matches',
      on: 'a pupil and a mentor of the programme with no request yet',
      request: () =>
        json_('POST', `/api/programmes/${hillsideProgrammeId}/matches`, matches.proposal)(),
      expected: hillsideOnly(201),
    },
    {
      route: 'POST /api/programmes/:programmeId/matches/:requestId/approve',
      on: 'a match the mentor said yes to',
      request: () =>
        json_(
          'POST',
          `/api/programmes/${hillsideProgrammeId}/matches/${matches.toApprove}/approve`,
        )(),
      expected: hillsideOnly(204),
    },
    {
      route: 'POST /api/programmes/:programmeId/matches/:requestId/refuse',
      on: 'another match the mentor said yes to',
      request: () =>
        json_('POST', `/api/programmes/${hillsideProgrammeId}/matches/${matches.toRefuse}/refuse`, {
          reason: 'This pupil has a mentor already',
        })(),
      expected: hillsideOnly(204),
    },
    {
      route: 'POST /api/programmes/:programmeId/pairs/:requestId/read',
      on: 'the match approved above',
      request: () =>
        json_('POST', `/api/programmes/${hillsideProgrammeId}/pairs/${matches.toApprove}/read`, {
          reason: 'A parent asked us to look',
        })(),
      expected: hillsideOnly(200),
    },
    {
      route: 'GET /api/memberships',
      request: json_('GET', '/api/memberships'),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/memberships',
      on: 'a code no programme has',
      request: json_('POST', '/api/memberships', { code: 'WRONGONE' }),
      expected: signedIn(400),
    },
    {
      route: 'DELETE /api/memberships/:programmeId',
      on: 'a programme nobody here is in',
      request: () => json_('DELETE', `/api/memberships/${hillsideProgrammeId}`)(),
      expected: signedIn(404),
    },

    // Blocks, last: each signed-in identity blocks a mentor of the directory, then lifts it.
    { route: 'GET /api/blocks', request: json_('GET', '/api/blocks'), expected: signedIn(200) },
    {
      route: 'POST /api/blocks',
      on: 'a mentor of the directory',
      request: () => json_('POST', '/api/blocks', { userId: blockTargetId })(),
      expected: signedIn(204),
    },
    {
      route: 'DELETE /api/blocks/:userId',
      on: 'the block each one made',
      request: () => json_('DELETE', `/api/blocks/${blockTargetId}`)(),
      expected: signedIn(204),
    },

    // Check-ins (decision 060): the members' chat is outside programmes, with them off.
    {
      route: 'POST /api/chats/:chatId/check-in',
      on: 'the members’ chat, check-ins off',
      request: () => json_('POST', `/api/chats/${cast.chatId}/check-in`, { rating: 4 })(),
      expected: signedIn(404, { mentee: 409, mentor: 409 }),
    },
    {
      route: 'PUT /api/chats/:chatId/check-ins',
      on: 'the members’ chat, turned off again',
      request: () => json_('PUT', `/api/chats/${cast.chatId}/check-ins`, { on: false })(),
      expected: signedIn(404, { mentee: 204, mentor: 204 }),
    },
    {
      route: 'POST /api/programmes/:programmeId/pairs/:requestId/check-ins/looked',
      on: 'the match approved above',
      request: () =>
        json_(
          'POST',
          `/api/programmes/${hillsideProgrammeId}/pairs/${matches.toApprove}/check-ins/looked`,
        )(),
      expected: hillsideOnly(204),
    },

    // A caregiver's page (decision 060): the link's token is the only key, whoever asks.
    {
      route: 'POST /api/caregiver/page',
      on: 'a token no caregiver has',
      request: json_('POST', '/api/caregiver/page', { token: 'not-a-real-token' }),
      expected: everyone(400),
    },
    ...(['pause', 'approve', 'refuse'] as const).map((move) => ({
      route: `POST /api/caregiver/matches/:requestId/${move}`,
      on: 'the members’ chat, with a token no caregiver has',
      request: () =>
        json_('POST', `/api/caregiver/matches/${cast.chatId}/${move}`, {
          token: 'not-a-real-token',
        })(),
      expected: everyone(400),
    })),
    {
      route: 'POST /api/caregiver/video',
      on: 'a token no caregiver has',
      request: json_('POST', '/api/caregiver/video', { token: 'not-a-real-token', agreed: true }),
      expected: everyone(400),
    },
    {
      route: 'POST /api/caregiver/language',
      on: 'a token no caregiver has',
      request: json_('POST', '/api/caregiver/language', {
        token: 'not-a-real-token',
        language: 'es',
      }),
      expected: everyone(400),
    },
    {
      route: 'POST /api/caregiver/new-link',
      on: 'an address on no list',
      request: json_('POST', '/api/caregiver/new-link', { email: 'nobody.listed@example.com' }),
      expected: everyone(204),
    },
    {
      route: 'GET /api/caregiver/address',
      request: json_('GET', '/api/caregiver/address'),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/caregiver/address',
      on: 'nobody’s programme asks',
      request: json_('POST', '/api/caregiver/address', { email: 'a.parent@example.com' }),
      expected: signedIn(409),
    },
    {
      route: 'POST /api/programmes/:programmeId/pairs/:requestId/lift-pause',
      on: 'the match approved above, not paused',
      request: () =>
        json_(
          'POST',
          `/api/programmes/${hillsideProgrammeId}/pairs/${matches.toApprove}/lift-pause`,
          { reason: 'Looked at it' },
        )(),
      expected: hillsideOnly(409),
    },
    {
      route: 'GET /api/safeguarding/caregiver-pauses',
      request: json_('GET', '/api/safeguarding/caregiver-pauses'),
      expected: leadsOnly(200),
    },
    {
      route: 'POST /api/safeguarding/caregiver-pauses/:requestId/lift',
      on: 'the members’ chat, not paused',
      request: () =>
        json_('POST', `/api/safeguarding/caregiver-pauses/${cast.chatId}/lift`, {
          reason: 'Looked at it',
        })(),
      expected: leadsOnly(409),
    },

    // Endings (decision 060), last of all: the members' chat ends here for good.
    {
      route: 'POST /api/chats/:chatId/exit-answers',
      on: 'the members’ chat, still going on',
      request: () => json_('POST', `/api/chats/${cast.chatId}/exit-answers`, { helped: 4 })(),
      expected: signedIn(404, { mentee: 409, mentor: 409 }),
    },
    {
      route: 'POST /api/chats/:chatId/ending',
      on: 'the members’ chat: the mentor ends it, the mentee finds it ended',
      request: () =>
        json_('POST', `/api/chats/${cast.chatId}/ending`, { reason: 'goals_reached' })(),
      expected: signedIn(404, { mentor: 204, mentee: 409 }),
    },
    {
      route: 'POST /api/chats/:chatId/exit-answers',
      on: 'the members’ ended chat',
      request: () => json_('POST', `/api/chats/${cast.chatId}/exit-answers`, { helped: 4 })(),
      expected: signedIn(404, { mentee: 204, mentor: 204 }),
    },
    {
      route: 'POST /api/programmes/:programmeId/pairs/:requestId/ending',
      on: 'the match approved above',
      request: () =>
        json_('POST', `/api/programmes/${hillsideProgrammeId}/pairs/${matches.toApprove}/ending`, {
          reason: 'programme_ended',
        })(),
      expected: hillsideOnly(204),
    },
    {
      route: 'POST /api/programmes/:programmeId/pairs/:requestId/reopen',
      on: 'the match ended above',
      request: () =>
        json_('POST', `/api/programmes/${hillsideProgrammeId}/pairs/${matches.toApprove}/reopen`, {
          reason: 'The school asked us to go on',
        })(),
      expected: hillsideOnly(204),
    },
  ];

  /** The socket route has its own table below. */
  const socketRoute = 'GET /api/ws';

  it('has rows for every route the app serves, and none for a route it does not', () => {
    const served = t.app.routeList.map((route) => `${route.method} ${route.url}`);
    const covered = new Set([...rows().map((row) => row.route), socketRoute]);
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !served.includes(route))).toEqual([]);
  });

  /** Every status each route answered in the table, for the API document's check below. */
  const answered = new Map<string, Set<number>>();
  /** The routes that told an anonymous caller to log in. */
  const askedToLogIn = new Set<string>();

  it('answers every endpoint, for every identity, as the table says, and leaks nothing', async () => {
    const outcome: string[] = [];
    const wanted: string[] = [];
    const leaks: string[] = [];
    const tokens = Object.values(cookie)
      .filter(Boolean)
      .map((value) => value.replace(/^mb_session=/, ''));
    for (const row of rows()) {
      // The owner acts last, so a cell that deletes cannot change what the others are told.
      for (const who of [...identities].reverse()) {
        const options = await row.request(who);
        const headers = { ...(options.headers ?? {}) } as Record<string, string>;
        if (!headers.cookie && cookie[who]) headers.cookie = cookie[who];
        const response = await t.app.inject({ ...options, headers });
        const cell = `${row.route}${row.on ? ` [${row.on}]` : ''} as ${who}`;
        outcome.push(`${cell}: ${response.statusCode}`);
        answered.set(row.route, (answered.get(row.route) ?? new Set()).add(response.statusCode));
        if (who === 'anonymous' && response.body.includes('"not_signed_in"')) {
          askedToLogIn.add(row.route);
        }
        wanted.push(`${cell}: ${row.expected[who]}`);

        const body = response.body;
        if (body.includes('$argon2')) leaks.push(`${cell}: a password hash`);
        if (tokens.some((token) => body.includes(token))) leaks.push(`${cell}: a session token`);
        for (const [owner, address] of Object.entries(email)) {
          const mayShow = [row.mayShowEmailOf ?? []].flat().includes(owner);
          if (owner !== who && !mayShow && body.includes(address)) {
            leaks.push(`${cell}: the email of ${owner}`);
          }
        }
        if (who !== 'mentee' && body.includes(menteeNoteText)) {
          leaks.push(`${cell}: the mentee's note`);
        }
      }
    }
    expect(outcome).toEqual(wanted);
    expect(leaks).toEqual([]);
    // The table's last rows ended the members' chat; the socket's table below needs it open.
    await t.db
      .updateTable('mentor_requests')
      .set({ ended_at: null })
      .where('id', '=', cast.chatId)
      .execute();
  });

  it('declares in the API document every answer the table saw, and a session where one is needed', async () => {
    interface Operation {
      security?: unknown[];
      responses: Record<string, unknown>;
    }
    const document = json<{ paths: Record<string, Record<string, Operation>> }>(
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    // Probes for the load balancer and the document itself, not part of the API it describes.
    const outside = new Set(['GET /healthz', 'GET /readyz', 'GET /api/openapi.json']);
    const undeclared: string[] = [];
    const wrongSecurity: string[] = [];
    for (const row of rows().filter((row) => !outside.has(row.route))) {
      const [method = '', url = ''] = row.route.split(' ');
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) {
        undeclared.push(`${row.route}: no operation`);
        continue;
      }
      for (const status of answered.get(row.route) ?? []) {
        if (!(String(status) in operation.responses)) undeclared.push(`${row.route}: ${status}`);
      }
      const needsSession = askedToLogIn.has(row.route);
      const public_ = operation.security?.length === 0;
      if (needsSession === public_) wrongSecurity.push(row.route);
    }
    expect(undeclared).toEqual([]);
    expect(wrongSecurity).toEqual([]);
  });

  it('refuses a profile update that tries to set the role, verification, password hash or id', async () => {
    const before = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', cast.id.stranger)
      .executeTakeFirstOrThrow();
    for (const extra of [
      { role: 'mentor' },
      { email_verified: 1 },
      { emailVerified: true },
      { password_hash: 'x' },
      { id: cast.id.mentor },
      { email: 'new@example.com' },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/full-name',
        headers: { cookie: cookie.stranger },
        payload: { fullName: 'Sneaky Name', ...extra },
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const after = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', cast.id.stranger)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  describe('the WebSocket', () => {
    it('refuses a socket to anyone without a live session', async () => {
      for (const who of ['anonymous', 'unverified', 'deleted'] as const) {
        const tab = connectSocket(wsUrl, { cookie: cookie[who], origin: PUBLIC_URL });
        expect(await tab.closed, who).toBe(realtimeCloseCodes.notSignedIn);
      }
    });

    it('passes each message type on to exactly the members it concerns', async () => {
      const tabs = Object.fromEntries(
        (['mentee', 'mentor', 'stranger'] as const).map((who) => [
          who,
          connectSocket(wsUrl, { cookie: cookie[who], origin: PUBLIC_URL }),
        ]),
      ) as Record<'mentee' | 'mentor' | 'stranger', ReturnType<typeof connectSocket>>;
      await Promise.all(Object.values(tabs).map((tab) => tab.opened));
      const seen = (type: string) =>
        Object.entries(tabs)
          .filter(([, tab]) => tab.received.some((event) => event.type === type))
          .map(([who]) => who)
          .sort();
      /** Sends from one tab, lets every tab's queue drain, and says who received `type`. */
      const sendAndSee = async (
        from: keyof typeof tabs,
        event: Record<string, unknown>,
        type: string,
      ) => {
        for (const tab of Object.values(tabs)) tab.received.length = 0;
        tabs[from].socket.send(JSON.stringify(event));
        tabs[from].socket.send(JSON.stringify({ type: 'ping' }));
        await until(() => tabs[from].received.some((received) => received.type === 'pong'));
        await new Promise((resolve) => setTimeout(resolve, 100));
        return seen(type);
      };
      const chatId = cast.chatId;
      const hangup = { kind: 'hangup', from: 'matrix-page', to: null };
      const table: [keyof typeof tabs, Record<string, unknown>, string, string[]][] = [
        ['stranger', { type: 'ping' }, 'pong', ['stranger']],
        ['mentee', { type: 'typing', chatId, typing: true }, 'typing', ['mentor']],
        ['mentor', { type: 'typing', chatId, typing: true }, 'typing', ['mentee']],
        ['stranger', { type: 'typing', chatId, typing: true }, 'typing', []],
        ['stranger', { type: 'call.join', chatId }, 'call.changed', []],
        ['mentee', { type: 'call.join', chatId }, 'call.changed', ['mentee', 'mentor']],
        ['stranger', { type: 'call.leave', chatId }, 'call.changed', []],
        ['mentee', { type: 'call.leave', chatId }, 'call.changed', ['mentee', 'mentor']],
        ['mentee', { type: 'call.signal', chatId, signal: hangup }, 'call.signal', ['mentor']],
        ['mentor', { type: 'call.signal', chatId, signal: hangup }, 'call.signal', ['mentee']],
        ['stranger', { type: 'call.signal', chatId, signal: hangup }, 'call.signal', []],
      ];
      const outcome: string[] = [];
      const wanted: string[] = [];
      for (const [from, event, type, receivers] of table) {
        const cell = `${String(event.type)} from ${from}`;
        outcome.push(`${cell} reached ${(await sendAndSee(from, event, type)).join(', ')}`);
        wanted.push(`${cell} reached ${receivers.join(', ')}`);
      }
      expect(outcome).toEqual(wanted);
      for (const tab of Object.values(tabs)) tab.socket.close();
    });
  });
});
