import path from 'node:path';
import { type APIRequestContext, expect, request } from '@playwright/test';
import Database from 'better-sqlite3';
import { dayText, daysAfter, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { createVerifiedAccount, createVerifiedMentor } from './accounts.ts';
import { type AppServer, mainApp, runAppCommand } from './app-servers.ts';

/** The check a journey's mentor has: issued two months ago, good for three years, all done. */
function completeEntry() {
  const today = dayText(Date.now());
  const issuedOn = daysAfter(today, -60);
  return {
    kind: 'Enhanced DBS with barred list',
    reference: '001234567890',
    issuedOn,
    seenOn: daysAfter(today, -50),
    expiresOn: yearsAfter(issuedOn, 3),
    references: 2,
    referencesOn: daysAfter(today, -45),
    interviewedOn: daysAfter(today, -40),
    trainedOn: daysAfter(today, -30),
  };
}

/** This worker's lead on each server, by the server's address: each has its own accounts. */
const workerLeads = new Map<string, Promise<APIRequestContext>>();

/**
 * This worker's safeguarding lead on a server, signed in over HTTP: made once per server (the
 * command takes seconds), then every mentor's record is a request to the console's route.
 */
function leadOfThisWorker(server: AppServer): Promise<APIRequestContext> {
  let lead = workerLeads.get(server.url);
  if (!lead) {
    lead = (async () => {
      const context = await request.newContext({
        baseURL: server.url,
        extraHTTPHeaders: { origin: server.url },
      });
      const credentials = await createVerifiedAccount(context, 'worker-lead', {
        age: 50,
        role: 'mentor',
        skills: ['Law'],
      });
      runAppCommand(server, 'lead:create', [credentials.email]);
      const loggedIn = await context.post('/api/auth/log-in', { data: credentials });
      expect(loggedIn.status()).toBe(200);
      return context;
    })();
    workerLeads.set(server.url, lead);
  }
  return lead;
}

/**
 * Records a complete safeguarding check for a mentor, as a lead does on the console's Mentor
 * checks page, so students under 18 find them. On the main app unless told.
 */
export async function vetMentor(email: string, server: AppServer = mainApp): Promise<void> {
  const lead = await leadOfThisWorker(server);
  const lookup = await lead.get(`/api/safeguarding/users?email=${encodeURIComponent(email)}`);
  expect(lookup.status()).toBe(200);
  const { user } = (await lookup.json()) as { user: { id: string } };
  const saved = await lead.put(`/api/safeguarding/mentor-checks/${user.id}`, {
    data: completeEntry(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A verified mentor with a complete safeguarding record: one a child can find and ask. */
export async function createCheckedMentor(
  request: APIRequestContext,
  label: string,
  server: AppServer = mainApp,
) {
  const credentials = await createVerifiedMentor(request, label);
  await vetMentor(credentials.email, server);
  return credentials;
}

/**
 * Records a complete check with the server operator's command, `npm run mentor:vet`, as the
 * README shows it. On the main app unless told.
 */
export function vetMentorByCommand(email: string, server: AppServer = mainApp): void {
  const entry = completeEntry();
  runAppCommand(server, 'mentor:vet', [
    email,
    '--check',
    entry.kind,
    '--reference',
    entry.reference,
    '--issued',
    entry.issuedOn,
    '--seen',
    entry.seenOn,
    '--expires',
    entry.expiresOn,
    '--references',
    '2',
    '--references-on',
    entry.referencesOn,
    '--interviewed',
    entry.interviewedOn,
    '--trained',
    entry.trainedOn,
  ]);
}

/**
 * Moves a mentor's record to the day it stops counting, as if the years had passed: the app
 * reads the same clock as the journey, so time is moved in the record instead. Written the way
 * the app writes it (the day the gate reads beside the expiry), in the app's own database (the
 * main app's unless told).
 */
export function letCheckRunOut(
  email: string,
  { daysAgo = 0, server = mainApp }: { daysAgo?: number; server?: AppServer } = {},
): void {
  const today = daysAfter(dayText(Date.now()), -daysAgo);
  const db = new Database(path.join(server.dataDir, 'mentorbridge.db'));
  try {
    // The app writes to the same file; wait for its lock rather than fail.
    db.pragma('busy_timeout = 5000');
    const changed = db
      .prepare(
        `update mentor_vetting set expires_on = ?, reaches_children_until = ?
         where user_id = (select id from users where email = ?)`,
      )
      .run(today, today, email.toLowerCase());
    if (changed.changes !== 1) throw new Error(`${email} has no safeguarding record`);
  } finally {
    db.close();
  }
}

/**
 * This worker's lead suspends a mentor's record at once, or lifts the suspension; on the main
 * app unless told.
 */
export async function setMentorSuspension(
  email: string,
  suspended: boolean,
  server: AppServer = mainApp,
): Promise<void> {
  const lead = await leadOfThisWorker(server);
  const lookup = await lead.get(`/api/safeguarding/users?email=${encodeURIComponent(email)}`);
  expect(lookup.status()).toBe(200);
  const { user } = (await lookup.json()) as { user: { id: string } };
  const saved = await lead.put(`/api/safeguarding/mentor-checks/${user.id}/suspension`, {
    data: { suspended, reason: suspended ? 'A concern was raised' : 'Looked into: no concern' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
