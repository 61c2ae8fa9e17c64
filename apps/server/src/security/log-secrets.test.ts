import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { assembleMentorBridge } from '../mentorbridge.ts';
import { solvedCaptcha } from '../test/accounts.ts';
import { sessionCookieOf } from '../test/test-app.ts';

/**
 * No password, token or session id in any log line (decision 018, ASVS V16): every line the server
 * and its mailer write at the most talkative level, through a whole account's life, is read.
 */
describe('the logs', () => {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-logs-'));
  const outboxDir = path.join(dataDir, 'outbox');
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    // The whole app at the most talkative level: requests, mail, start-up and background work.
    const mentorBridge = await assembleMentorBridge(config, {
      log: pino({ level: 'trace' }, capture),
      requestLog: capture,
      periodicWork: false,
    });
    app = mentorBridge.app;
    close = async () => {
      await mentorBridge.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  /** The token of the newest mail's link, read from the outbox as a person would. */
  const newestMailToken = () => {
    const newest = fs
      .readdirSync(outboxDir)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .at(-1);
    const text = fs.readFileSync(path.join(outboxDir, newest ?? ''), 'utf8');
    return new URL(/https?:\S+token=\S+/.exec(text)?.[0] ?? '').searchParams.get('token') ?? '';
  };
  const post = (url: string, payload: object, cookie = '') =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('never carry a password, a mailed token or a session id, through sign-up to reset', async () => {
    const email = 'logged@example.com';
    const secrets = {
      firstPassword: 'first-quiet-river',
      wrongPassword: 'wrong-quiet-river',
      secondPassword: 'second-quiet-river',
      thirdPassword: 'third-quiet-river',
    } as Record<string, string>;
    await post('/api/auth/sign-up', {
      email,
      password: secrets.firstPassword,
      age: 15,
      ...(await solvedCaptcha(app)),
    });
    secrets.verifyToken = newestMailToken();
    await post(`/api/auth/verify-email?token=${secrets.verifyToken}`, {
      token: secrets.verifyToken,
    });
    await post('/api/auth/log-in', { email, password: secrets.wrongPassword });
    const cookie = sessionCookieOf(
      await post('/api/auth/log-in', { email, password: secrets.firstPassword }),
    );
    secrets.firstSession = cookie.replace('mb_session=', '');
    await post(
      '/api/account/password',
      {
        currentPassword: secrets.firstPassword,
        newPassword: secrets.secondPassword,
        confirmPassword: secrets.secondPassword,
      },
      cookie,
    );
    await post('/api/auth/password-reset/request', { email });
    secrets.resetToken = newestMailToken();
    await post('/api/auth/password-reset', {
      token: secrets.resetToken,
      newPassword: secrets.thirdPassword,
      confirmPassword: secrets.thirdPassword,
    });
    secrets.secondSession = sessionCookieOf(
      await post('/api/auth/log-in', { email, password: secrets.thirdPassword }),
    ).replace('mb_session=', '');
    await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `mb_session=${secrets.secondSession}` },
    });

    // The run was real and was logged: requests, mail written to the outbox.
    expect(Object.values(secrets).every((secret) => secret.length >= 16)).toBe(true);
    expect(lines.filter((line) => line.includes('incoming request')).length).toBeGreaterThan(8);
    expect(lines.filter((line) => line.includes('mail written to the outbox'))).toHaveLength(2);

    const leaks = Object.entries(secrets).flatMap(([name, secret]) =>
      lines.filter((line) => line.includes(secret)).map((line) => `${name}: ${line}`),
    );
    expect(leaks).toEqual([]);
    expect(lines.filter((line) => /token=|mb_session=|\$argon2/.test(line))).toEqual([]);
  });
});
