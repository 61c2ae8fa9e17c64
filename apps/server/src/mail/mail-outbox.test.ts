import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@mentorbridge/testing/free-port';
import { type MailCatcher, startMailCatcher } from '@mentorbridge/testing/mail-catcher';
import { databaseKinds, startTestApp, type TestApp } from '../test/test-app.ts';
import { createMailOutbox, OUTBOX_TIMINGS } from './mail-outbox.ts';
import { pruneOutbox } from './mail-outbox-repository.ts';
import type { Mail } from './mailer.ts';
import { withMail } from './send-mail.ts';

const mailTo = (to: string): Mail => ({
  kind: 'request.accepted',
  to,
  subject: 'Your request was accepted',
  text: 'Open MentorBridge to see it.',
  html: '<p>Open MentorBridge to see it.</p>',
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` mails have reached the catcher, then a little longer for any extra. */
async function settledMails(catcher: MailCatcher, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (catcher.mails.length < count && Date.now() < deadline) await pause(100);
  await pause(1_500);
  return catcher.mails;
}

describe.each(databaseKinds)('the mail outbox on %s', (kind) => {
  let t: TestApp;
  let downPort: number;
  let lateCatcher: MailCatcher | undefined;
  beforeAll(async () => {
    downPort = await freePort();
    // The app's SMTP server is not there yet: nothing listens on its port.
    t = await startTestApp(kind, {
      environment: { SMTP_URL: `smtp://127.0.0.1:${downPort}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await lateCatcher?.close();
  });

  const rowsTo = (to: string) =>
    t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

  it('keeps a mail while the SMTP server is down and sends it once when it is back', async () => {
    const to = `outage.${kind}@example.com`;
    await t.context.mailer.send(mailTo(to));
    const [waiting] = await rowsTo(to);
    expect(waiting).toMatchObject({ attempts: 1, gave_up_at: null });
    expect(waiting?.last_error).toMatch(/ECONNREFUSED/);

    lateCatcher = await startMailCatcher(downPort);
    const caught = await settledMails(lateCatcher, 1, OUTBOX_TIMINGS.firstRetryMs * 4);
    expect(caught.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    // Marked sent, it keeps no words (a mail can carry a one-time link), nor whom it was to.
    expect(await rowsTo(to)).toEqual([]);
    const sent = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', waiting?.id ?? '')
      .executeTakeFirst();
    expect(sent?.sent_at).toEqual(expect.any(Number));
    expect(sent).toMatchObject({
      kind: 'request.accepted',
      to_address: '',
      subject: '',
      text_body: '',
      html_body: '',
      headers: null,
      gave_up_at: null,
    });
  }, 60_000);

  it('writes nothing when the event it belongs to fails', async () => {
    const to = `rolled-back.${kind}@example.com`;
    await expect(
      withMail(t.context, async (deps) => {
        await deps.mailer.enqueue(deps.db, mailTo(to));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsTo(to)).toEqual([]);
  });

  it('removes the rows of mail sent or given up on a week ago, and keeps the rest', async () => {
    const week = 7 * 24 * 60 * 60_000;
    const now = Date.now();
    const row = (to: string, finished: { sent_at?: number; gave_up_at?: number }) => ({
      id: to,
      to_address: to,
      subject: 'Old news',
      text_body: '',
      html_body: '',
      created_at: now - 2 * week,
      next_attempt_at: now - 2 * week,
      ...finished,
    });
    const sentLong = `sent-long-ago.${kind}@example.com`;
    const gaveUpLong = `given-up-long-ago.${kind}@example.com`;
    const sentLately = `sent-lately.${kind}@example.com`;
    const waiting = `still-waiting.${kind}@example.com`;
    await t.db
      .insertInto('mail_outbox')
      .values([
        row(sentLong, { sent_at: now - week - 1 }),
        row(gaveUpLong, { gave_up_at: now - week - 1 }),
        row(sentLately, { sent_at: now - 1 }),
        { ...row(waiting, {}), next_attempt_at: now + week },
      ])
      .execute();
    await pruneOutbox(t.db, now - week);
    const left = await t.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', 'in', [sentLong, gaveUpLong, sentLately, waiting])
      .orderBy('to_address')
      .execute();
    expect(left.map((kept) => kept.to_address)).toEqual([sentLately, waiting]);
  });

  it('gives a mail up after a day of failures, logged by its id and kind, without its words', async () => {
    const errors: { details: object; message: string }[] = [];
    const failing = createMailOutbox({
      db: t.db,
      transport: {
        send: ({ to }) => Promise.reject(new Error(`550 mailbox unavailable: <${to}>`)),
        close: () => {},
      },
      log: { info: () => {}, error: (details, message) => errors.push({ details, message }) },
      timings: { ...OUTBOX_TIMINGS, giveUpAfterMs: 0 },
    });
    const to = `never.${kind}@example.com`;
    await failing.send({
      ...mailTo(to),
      headers: {
        'List-Unsubscribe': '<https://mentorbridge.example/api/mail/unsubscribe?token=k>',
      },
    });
    const [row] = await rowsTo(to);
    expect(row?.gave_up_at).not.toBeNull();
    expect(row).toMatchObject({
      subject: '',
      text_body: '',
      html_body: '',
      headers: null,
      last_error: `550 mailbox unavailable: <${to}>`,
    });
    // Named by its row and kind: the log holds no address, not even the one the refusal quoted.
    expect(errors).toEqual([
      {
        details: {
          mailId: row?.id,
          kind: 'request.accepted',
          attempts: 1,
          err: '550 mailbox unavailable: (an address)',
        },
        message: 'mail given up: not sent within a day',
      },
    ]);
  });
});

describe('two processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    const url = a.context.config.databaseUrl ?? '';
    b = await startTestApp('postgres', {
      environment: { DATABASE_URL: url, SMTP_URL: a.mail.smtpUrl },
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('send each mail once, both looking for due mail at the same time', async () => {
    const addresses = Array.from({ length: 40 }, (_, index) => `once.${index}@example.com`);
    // Written without being tried, as mails of events in transactions are: both senders find them.
    await Promise.all(
      addresses.map((to, index) => (index % 2 ? a : b).context.mailer.enqueue(a.db, mailTo(to))),
    );
    const caught = await settledMails(a.mail, addresses.length);
    const counts = new Map<string, number>();
    for (const mail of caught) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect(addresses.filter((to) => counts.get(to) !== 1)).toEqual([]);
  }, 60_000);
});
