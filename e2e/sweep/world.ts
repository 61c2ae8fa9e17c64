import { expect, request, type APIRequestContext } from '@playwright/test';
import { plainPng } from '@mentorbridge/testing/images';
import { firstLink } from '@mentorbridge/testing/mail-catcher';
import type { TestAccount } from '../support/accounts.ts';
import { createVerifiedAccount, createVerifiedMentor } from '../support/accounts.ts';
import { mainApp, runAppCommand } from '../support/app-servers.ts';
import { waitForMailAbout } from '../support/mail.ts';
import { programmeWithCodes } from '../support/programmes.ts';
import { uniqueEmail } from '../support/sign-up.ts';
import { vetMentor, vetMentorByCommand } from '../support/vetting.ts';

/** Someone of the sweep's world: how they log in, and who the others see. */
export interface Member extends TestAccount {
  id: string;
  name: string;
}

/**
 * What real people would have when they open each view: a mentee with a connected mentor (a
 * chat with messages, a picture, a held message and a flagged one), a pending and a rejected
 * request; a mentor with a request waiting; a 12-year-old waiting for a parent's yes, and the
 * parent's link; a parent's page about their child's mentor; a lead with something in every
 * tab; a school's coordinator whose programme has a pair whose calls they join.
 */
export interface World {
  mentee: Member;
  mentor: Member;
  chatId: string;
  youngMentee: Member;
  guardianToken: string;
  caregiverLink: string;
  /** The page a mentor's request mail links to, to stop those mails. */
  unsubscribeLink: string;
  lead: Member;
  coordinator: Member;
  programmeId: string;
  pairRequestId: string;
}

const origin = { origin: mainApp.url };

/** A browser-less client of the app, logged in as a new verified person with a name. */
async function member(
  label: string,
  name: string,
  account: Parameters<typeof createVerifiedAccount>[2] = {},
): Promise<Member & { api: APIRequestContext }> {
  const api = await request.newContext({ baseURL: mainApp.url, extraHTTPHeaders: origin });
  const credentials = await createVerifiedAccount(api, label, account);
  if (account.role === 'mentor') await vetMentor(credentials.email);
  return { ...(await logIn(api, credentials)), name: await named(api, name), api };
}

async function logIn(api: APIRequestContext, credentials: TestAccount) {
  const loggedIn = await api.post('/api/auth/log-in', { data: credentials });
  expect(loggedIn.status()).toBe(200);
  const { user } = (await loggedIn.json()) as { user: { id: string; fullName: string } };
  return { ...credentials, id: user.id, name: user.fullName };
}

async function named(api: APIRequestContext, name: string) {
  expect((await api.put('/api/profile/full-name', { data: { fullName: name } })).ok()).toBe(true);
  return name;
}

async function ok(answer: ReturnType<APIRequestContext['post']>) {
  const response = await answer;
  if (response.status() >= 300) throw new Error(`${response.url()}: ${await response.text()}`);
  return response;
}

const json = async <T>(answer: ReturnType<APIRequestContext['get']>) =>
  (await (await ok(answer)).json()) as T;

let clientIds = 0;
const say = (api: APIRequestContext, chatId: string, text: string, imageId?: string) =>
  ok(
    api.post(`/api/chats/${chatId}/messages`, {
      data: { clientId: `sweep-${Date.now()}-${clientIds++}`, text, imageId },
    }),
  );

/** A mentee's requests: one accepted (the chat), one pending, one rejected. */
async function menteeWithRequests() {
  const mentor = await member('sweep-mentor', 'Cara Mendoza', mentorAccount);
  const waiting = await member('sweep-waiting', 'Ravi Shah', mentorAccount);
  const refusing = await member('sweep-refusing', 'Olu Adeyemi', mentorAccount);
  const mentee = await member('sweep-mentee', 'Maya López', { age: 16 });
  for (const each of [mentor, waiting, refusing]) {
    await ok(mentee.api.post('/api/connections', { data: { mentorId: each.id } }));
  }
  const chatId = `${mentor.id}__${mentee.id}`;
  await ok(mentor.api.post(`/api/connections/${chatId}/accept`));
  await ok(refusing.api.post(`/api/connections/${refusing.id}__${mentee.id}/reject`));

  // A second mentee's request waits for the mentor's answer, and reports the other mentor.
  const second = await member('sweep-second', 'Leo Park', { age: 17 });
  await ok(second.api.post('/api/connections', { data: { mentorId: mentor.id } }));
  await ok(
    second.api.post('/api/reports', {
      data: {
        reportedUserId: waiting.id,
        reason: 'Asked for personal details',
        details: 'Asked for my number',
      },
    }),
  );

  const requestMail = await waitForMailAbout(waiting.email, `${mentee.name} would like you`);
  const unsubscribeLink = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(requestMail.text)?.[0] ?? '';
  expect(unsubscribeLink).not.toBe('');

  await say(mentee.api, chatId, "Hi! Thanks for accepting. I'd love to learn how apps are made.");
  await say(mentor.api, chatId, 'Happy to help. What would you like to build first?');
  const upload = await mentee.api.put(`/api/chats/${chatId}/images`, {
    data: await plainPng(),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(upload.status()).toBe(201);
  const { imageId } = (await upload.json()) as { imageId: string };
  await say(mentee.api, chatId, 'My sketch', imageId);
  // Held for a lead (contact details to a child), and flagged for one (a child's distress).
  await say(mentor.api, chatId, 'call 07700 900123');
  await say(mentee.api, chatId, 'I want to die');
  return { mentee, mentor, chatId, unsubscribeLink };
}

const mentorAccount = { age: 38, role: 'mentor' as const, skills: ['Public Speaking'] };

/** A 12-year-old waiting for a parent's yes, and the link the parent was mailed. */
async function youngMenteeWaiting() {
  const guardianEmail = uniqueEmail('sweep-guardian');
  const youngMentee = await member('sweep-young', 'Kit Morgan', { age: 12, guardianEmail });
  const mail = await waitForMailAbout(guardianEmail, 'Your child wants to join');
  const guardianToken = new URL(firstLink(mail)).searchParams.get('token') ?? '';
  return { youngMentee, guardianToken };
}

/** A parent's link about their 12-year-old's mentor, whom the child asked and who said yes. */
async function caregiverLinkFor(mentor: Member & { api: APIRequestContext }) {
  const parentEmail = uniqueEmail('sweep-parent');
  const child = await member('sweep-child', 'Sam Child', { age: 12, guardianEmail: parentEmail });
  const consent = await waitForMailAbout(parentEmail, 'Your child wants to join');
  const token = new URL(firstLink(consent)).searchParams.get('token') ?? '';
  await ok(child.api.post('/api/guardian/consent', { data: { token } }));
  await ok(child.api.post('/api/connections', { data: { mentorId: mentor.id } }));
  await ok(mentor.api.post(`/api/connections/${mentor.id}__${child.id}/accept`));
  return firstLink(await waitForMailAbout(parentEmail, 'Sam Child would like to be mentored'));
}

/** A safeguarding lead, made as one can only be: their check, then the `lead:create` command. */
async function leadOfTheSweep() {
  const api = await request.newContext({ baseURL: mainApp.url, extraHTTPHeaders: origin });
  const credentials = await createVerifiedMentor(api, 'sweep-lead');
  vetMentorByCommand(credentials.email);
  runAppCommand(mainApp, 'lead:create', [credentials.email]);
  return logIn(api, credentials);
}

/**
 * A school's coordinator, made as one can only be (the `org:create` command) and checked, with a
 * programme whose coordinator joins its pairs' calls, and one pair in it: a pupil and a mentor let in by
 * its codes, the mentor's yes given.
 */
async function coordinatorWithAPair() {
  const api = await request.newContext({ baseURL: mainApp.url, extraHTTPHeaders: origin });
  const credentials = await createVerifiedMentor(api, 'sweep-coordinator');
  // Her own check counts: she joins children's calls, and reads her pupils' names.
  await vetMentor(credentials.email);
  const school = `Riverside School ${Date.now().toString(36)}`;
  runAppCommand(mainApp, 'org:create', [school, '--coordinator', credentials.email]);
  const coordinator = await logIn(api, credentials);
  await named(api, 'Helen Okafor');
  const { classCode, mentorCode } = await programmeWithCodes(api, {
    coordinatorApprovesMatches: false,
    videoPolicy: 'coordinator_joins',
  });
  const mentor = await member('sweep-programme-mentor', 'Tom Reyes', mentorAccount);
  const pupil = await member('sweep-pupil', 'Amara Obi', { age: 14 });
  await ok(mentor.api.post('/api/memberships', { data: { code: mentorCode } }));
  await ok(pupil.api.post('/api/memberships', { data: { code: classCode } }));
  await ok(pupil.api.post('/api/connections', { data: { mentorId: mentor.id } }));
  const pairRequestId = `${mentor.id}__${pupil.id}`;
  await ok(mentor.api.post(`/api/connections/${pairRequestId}/accept`));
  const { organisations } = await json<{ organisations: { programmes: { id: string }[] }[] }>(
    api.get('/api/programmes'),
  );
  const programmeId = organisations[0]?.programmes[0]?.id;
  if (!programmeId) throw new Error('the coordinator has no programme');
  return { coordinator: { ...coordinator, name: 'Helen Okafor' }, programmeId, pairRequestId };
}

let world: Promise<World> | undefined;

/** This worker's world, made once (about twenty seconds of sign-ups and mail). */
export function sweepWorld(): Promise<World> {
  world ??= (async () => {
    const [chat, young, school] = await Promise.all([
      menteeWithRequests(),
      youngMenteeWaiting(),
      coordinatorWithAPair(),
    ]);
    // Its commands hold this worker while they run: after the rest, not among it.
    const lead = await leadOfTheSweep();
    const caregiverLink = await caregiverLinkFor(chat.mentor);
    const strip = ({ api: _api, ...person }: Member & { api: APIRequestContext }) => person;
    return {
      mentee: strip(chat.mentee),
      mentor: strip(chat.mentor),
      chatId: chat.chatId,
      youngMentee: strip(young.youngMentee),
      guardianToken: young.guardianToken,
      caregiverLink,
      unsubscribeLink: chat.unsubscribeLink,
      lead,
      ...school,
    };
  })();
  return world;
}
