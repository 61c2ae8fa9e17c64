import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Captcha } from '@mentorbridge/domain/api/auth';
import { uiText } from '@mentorbridge/domain/ui-text';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('dice captcha on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const roll = async () =>
    json<Captcha>(await t.app.inject({ method: 'POST', url: '/api/auth/captcha' }));
  const check = (captchaId: string, captchaAnswer: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/captcha/check',
      payload: { captchaId, captchaAnswer },
    });

  it('rolls two dice of 1 to 6', async () => {
    const captcha = await roll();
    expect(captcha.dice).toHaveLength(2);
    for (const die of captcha.dice) expect(die).toBeGreaterThanOrEqual(1);
    for (const die of captcha.dice) expect(die).toBeLessThanOrEqual(6);
  });

  it('accepts the sum without using the captcha up', async () => {
    const { id, dice } = await roll();
    expect(json(await check(id, dice[0] + dice[1]))).toEqual({ ok: true });
    expect(json(await check(id, dice[0] + dice[1]))).toEqual({ ok: true });
  });

  it('gives each roll one guess: after a wrong answer even the right one is refused', async () => {
    const { id, dice } = await roll();
    const wrong = await check(id, dice[0] + dice[1] + 1);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      error: { code: 'captcha_incorrect', message: 'Incorrect captcha. Please try again.' },
    });
    expect(json(await check(id, dice[0] + dice[1]))).toMatchObject({
      error: { code: 'captcha_expired', message: uiText.captchaExpired },
    });
  });

  it('refuses an expired captcha', async () => {
    const { id, dice } = await roll();
    await t.db
      .updateTable('captcha_challenges')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    expect(json(await check(id, dice[0] + dice[1]))).toMatchObject({
      error: { code: 'captcha_expired' },
    });
  });
});
