import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
} from '@mentorbridge/domain/api/account';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';

const tags = ['auth'];

/** "Forgot password?": a mailed one-time link, then the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/auth/password-reset/request',
    {
      config: {
        rateLimit: context.limits.passwordReset,
        validationMessage: uiText.enterValidEmail,
      },
      schema: {
        summary: 'Mail a reset link; the answer is the same whether the account exists or not',
        tags,
        body: passwordResetRequestBodySchema,
        response: { 200: okSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: {
        rateLimit: context.limits.verifyEmail,
        validationMessage: uiText.passwordResetLinkInvalid,
        validationCode: 'password_reset_link_invalid',
      },
      schema: {
        summary: 'Choose a new password with the token of a reset link',
        tags,
        body: passwordResetBodySchema,
        response: { 200: okSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await completePasswordReset(context, request.body);
      return { ok: true as const };
    },
  );
};
