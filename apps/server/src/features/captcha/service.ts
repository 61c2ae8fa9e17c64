import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Captcha } from '@mentorbridge/domain/api/auth';
import { CAPTCHA_DIE_FACES, CAPTCHA_TTL_MS } from '@mentorbridge/domain/constants';
import { msg } from '@mentorbridge/domain/ui-text';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  deleteChallenge,
  deleteExpiredChallenges,
  findChallenge,
  insertChallenge,
} from './repository.ts';

const rollDie = () => randomInt(1, CAPTCHA_DIE_FACES + 1);

/** Rolls two dice and remembers their sum until the captcha expires or is answered. */
export async function issueCaptcha(db: Kysely<Database>, now = Date.now()): Promise<Captcha> {
  await deleteExpiredChallenges(db, now);
  const dice: [number, number] = [rollDie(), rollDie()];
  const captcha = { id: randomUUID(), dice, expiresAt: now + CAPTCHA_TTL_MS };
  await insertChallenge(db, {
    id: captcha.id,
    answer: dice[0] + dice[1],
    expiresAt: captcha.expiresAt,
  });
  return captcha;
}

/**
 * Checks an answer. A wrong answer uses the captcha up, so each roll gets one guess. A right
 * answer uses it up only when `consume` is set: the form checks first and signs up after.
 */
export async function checkCaptcha(
  db: Kysely<Database>,
  answer: { captchaId: string; captchaAnswer: number },
  { consume, now = Date.now() }: { consume: boolean; now?: number },
): Promise<void> {
  const challenge = await findChallenge(db, answer.captchaId);
  if (!challenge || challenge.expiresAt < now) {
    throw new ApiError(400, 'captcha_expired', msg.captchaExpired);
  }
  if (challenge.answer !== answer.captchaAnswer) {
    await deleteChallenge(db, answer.captchaId);
    throw new ApiError(400, 'captcha_incorrect', msg.incorrectCaptcha);
  }
  // Two requests racing with one right answer: only the one that deletes the row may go on.
  if (consume && !(await deleteChallenge(db, answer.captchaId))) {
    throw new ApiError(400, 'captcha_expired', msg.captchaExpired);
  }
}
