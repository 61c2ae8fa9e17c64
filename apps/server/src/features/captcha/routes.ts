import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaAnswerSchema, captchaSchema, okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { checkCaptcha, issueCaptcha } from './service.ts';

/** The sign-up form's dice captcha: issued and checked here, never trusted from the browser. */
export const captchaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, limits }) => {
  app.post(
    '/auth/captcha',
    {
      config: { rateLimit: limits.captcha },
      schema: {
        summary: 'Roll a new dice captcha for the sign-up form',
        operationId: 'rollCaptcha',
        description:
          'Anyone may call it; the answer is the sum of the two dice, good for one guess until ' +
          '`expiresAt`. 429 `rate_limited` when this address asks too often.',
        security: [],
        tags: ['auth'],
        response: { 200: captchaSchema },
      },
    },
    async () => issueCaptcha(db),
  );

  app.post(
    '/auth/captcha/check',
    {
      config: { rateLimit: limits.captcha },
      schema: {
        summary: 'Check an answer without using the captcha up (a wrong answer does use it up)',
        operationId: 'checkCaptcha',
        description:
          'Anyone may call it, so the sign-up form can tell at once whether the sum is right. ' +
          '400 `captcha_incorrect` for a wrong sum (roll a new one); 400 `captcha_expired` when ' +
          'the captcha is unknown, used up or past its time; 429 `rate_limited`.',
        security: [],
        tags: ['auth'],
        body: captchaAnswerSchema,
        response: { 200: okSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await checkCaptcha(db, request.body, { consume: false });
      return { ok: true as const };
    },
  );
};
