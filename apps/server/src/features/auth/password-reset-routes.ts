import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
} from '@mentorbridge/domain/api/account';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { msg } from '@mentorbridge/domain/ui-text';
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
        validationMessage: msg.enterValidEmail,
      },
      schema: {
        summary: 'Mail a reset link; the answer is the same whether the account exists or not',
        operationId: 'requestPasswordReset',
        description:
          'Anyone may call it; the link works once, for one hour. 400 `invalid_request` when ' +
          'the address is not a plausible email; 429 `rate_limited` when asked too often.',
        security: [],
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
        validationMessage: msg.passwordResetLinkInvalid,
        validationCode: 'password_reset_link_invalid',
      },
      schema: {
        summary: 'Choose a new password with the token of a reset link',
        operationId: 'resetPassword',
        description:
          'Anyone with the link may call it; every session of the account ends, and its failed ' +
          'log-ins are forgotten so the owner can log in at once. 400 `invalid_password` when ' +
          'the new password breaks a rule, does not match or is too common; 400 ' +
          '`password_reset_link_invalid` when the token is unknown, used or expired.',
        security: [],
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
