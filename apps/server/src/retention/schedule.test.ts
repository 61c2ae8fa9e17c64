import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../test/sockets.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { scheduleRetentionSweeps } from './schedule.ts';

describe('the scheduled retention sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  const quietLog = () => {
    const lines: { level: 'info' | 'error'; message: string }[] = [];
    return {
      lines,
      info: (_details: object, message: string) => void lines.push({ level: 'info', message }),
      error: (_details: object, message: string) => void lines.push({ level: 'error', message }),
    };
  };

  it('runs at once and again on every tick, deleting what has run out', async () => {
    const log = quietLog();
    const stop = scheduleRetentionSweeps(t.context, log, 50);
    await until(() => log.lines.length >= 1);
    await t.db
      .insertInto('captcha_challenges')
      .values({ id: 'ran-out', answer: 7, expires_at: Date.now() - 1 })
      .execute();
    await until(
      async () => (await t.db.selectFrom('captcha_challenges').selectAll().execute()).length === 0,
    );
    await stop();
    expect(log.lines.every((line) => line.message === 'retention sweep done')).toBe(true);
  });

  it('logs a failed run and tries again at the next tick', async () => {
    const log = quietLog();
    const broken = {
      ...t.context,
      files: {
        ...t.context.files,
        list: () => Promise.reject(new Error('the file store is away')),
      },
    };
    const stop = scheduleRetentionSweeps(broken, log, 50);
    await until(() => log.lines.filter((line) => line.level === 'error').length >= 2);
    await stop();
    expect(log.lines[0]).toEqual({ level: 'error', message: 'retention sweep failed' });
  });
});
