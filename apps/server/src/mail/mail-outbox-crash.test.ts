import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '@mentorbridge/testing/mail-catcher';
import { demoMentee } from '../db/seed/demo-accounts.ts';
import { freePort, startServer } from '../test/server-process.ts';

describe('a mail whose server is killed between the commit and the send', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-outbox-crash-'));
  const servers: ChildProcess[] = [];
  let catcher: MailCatcher | undefined;
  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await catcher?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('arrives once after the restart', async () => {
    const port = await freePort();
    const smtpPort = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The SMTP server is not up yet, so the mail is committed but cannot go.
    const environment = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    const first = startServer(port, dataDir, environment);
    servers.push(first.process);
    await first.ready;
    const asked = await fetch(`${base}/api/auth/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: demoMentee.email }),
    });
    expect(asked.status).toBe(200);
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));

    catcher = await startMailCatcher(smtpPort);
    const second = startServer(port, dataDir, environment);
    servers.push(second.process);
    await second.ready;
    const mail = await catcher.waitForMail(demoMentee.email, 30_000);
    expect(mail.subject).toContain('password');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(catcher.mails.filter((caught) => caught.to.includes(demoMentee.email))).toHaveLength(1);
  }, 90_000);
});
