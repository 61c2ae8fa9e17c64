import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
} from '@mentorbridge/domain/api/account';
import { languageBodySchema, okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { clearSessionCookie, perSignedInUser, requireUser } from '../../plugins/session.ts';
import { exportPersonalData } from './data-export.ts';
import { changePassword, deleteAccount, saveLanguage } from './service.ts';

const tags = ['account'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/**
 * Settings: Change Password and Delete Account, both behind the current password, Download my
 * data, and the language the account reads MentorBridge in.
 */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const secureCookies = context.config.publicUrl.startsWith('https://');

  app.post(
    '/account/password',
    {
      config: { rateLimit: context.limits.logIn },
      schema: {
        summary: 'Change the password; other sessions are signed out',
        operationId: 'changePassword',
        description:
          'The signed-in user sends the current password and the new one twice; the session ' +
          'that asks stays signed in. 400 `invalid_password` when the new one breaks a rule, ' +
          'does not match or is too common; 400 `wrong_password` when the current one is wrong; ' +
          '429 `rate_limited` after too many wrong tries.',
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

  app.put(
    '/account/language',
    {
      schema: {
        summary: 'Save the language the account reads MentorBridge in',
        operationId: 'saveLanguage',
        description:
          'The language menu, for a signed-in user: `en`, `es` or `ar`. Their mail and push are ' +
          'written in it from then on, and the pages of their other devices follow it. 400 ' +
          '`invalid_request` for a language MentorBridge is not written in.',
        tags,
        body: languageBodySchema,
        response: { 200: okSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await saveLanguage(context.db, requireUser(request).id, request.body.language);
      return { ok: true as const };
    },
  );

  app.get(
    '/account/data',
    {
      config: { rateLimit: { ...context.limits.dataExport, keyGenerator: perSignedInUser } },
      schema: {
        summary: 'A copy of everything MentorBridge holds about the signed-in user',
        operationId: 'exportMyData',
        description:
          'Settings, Download my data: a JSON file (`mentorbridge-my-data-<day>.json`, ' +
          '`no-store`) with the account, profile and pictures, story or answers, notes, ' +
          'requests, every message of their chats with the pictures they sent, reports they ' +
          'made, warnings, consent, devices, sessions and choices, and what it leaves out and ' +
          'why. Never another person’s private answers, hidden experiences or records. 429 ' +
          '`rate_limited` after 5 in an hour.',
        tags,
        response: {
          200: z.record(z.string(), z.unknown()),
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(context, requireUser(request).id);
      if (!data) throw new Error('a signed-in user has no account row');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="mentorbridge-my-data-${day}.json"`)
        .send(data);
    },
  );

  app.delete(
    '/account',
    {
      config: { rateLimit: context.limits.logIn },
      schema: {
        summary: 'Delete the account and everything that is its own',
        operationId: 'deleteAccount',
        description:
          'The signed-in user sends their password and the word REMOVE; every session of theirs ' +
          'ends and the cookie is cleared. 400 `invalid_account_deletion` when a field is ' +
          'missing or the word is not REMOVE, 400 `wrong_password` when the password is wrong; ' +
          '429 `rate_limited` after too many wrong tries; 409 `under_review` while a report ' +
          'about them is open.',
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
