import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
} from '@mentorbridge/domain/api/account';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { clearSessionCookie, requireUser } from '../../plugins/session.ts';
import { changePassword, deleteAccount } from './service.ts';

const tags = ['account'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/** Settings: Change Password and Delete Account, both behind the current password. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const secureCookies = context.config.publicUrl.startsWith('https://');

  app.post(
    '/account/password',
    {
      config: { rateLimit: context.limits.logIn },
      schema: {
        summary: 'Change the password; other sessions are signed out',
        tags,
        body: changePasswordBodySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const sessionHash = hashToken(request.sessionToken ?? '');
      await changePassword(context, user, sessionHash, request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/account',
    {
      config: { rateLimit: context.limits.logIn },
      schema: {
        summary: 'Delete the account and everything that is its own',
        tags,
        body: deleteAccountBodySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(context, requireUser(request), request.body);
      clearSessionCookie(reply, secureCookies);
      return { ok: true as const };
    },
  );
};
