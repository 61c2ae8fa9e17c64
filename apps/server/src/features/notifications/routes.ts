import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
} from '@mentorbridge/domain/api/notifications';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { findSubscriptionByToken, unsubscribeByToken } from './repository.ts';
import { choosePreferences, preferencesOf } from './service.ts';

const tags = ['notifications'];
const invalidLink = () => new ApiError(404, 'unsubscribe_link_invalid', msg.unsubscribeLinkInvalid);

/**
 * The mails a user chooses in Settings, and the unsubscribe of a mail's link (decision 031):
 * it works without logging in, carries its key in the address, and changes one kind only.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // Mail programs send the one-click unsubscribe as a form (RFC 8058); its body says only
  // "List-Unsubscribe=One-Click", so it is read and set aside. This parser is for this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/settings/notifications',
    {
      schema: {
        summary: 'Which notification mails the user gets',
        operationId: 'getNotificationPreferences',
        description:
          "The signed-in user's own choice for each kind: new requests, answers to requests, " +
          'and unread messages. Every kind is on for a new account.',
        tags,
        response: { 200: notificationPreferencesSchema, 401: errorBodySchema },
      },
    },
    async (request) => preferencesOf(context, requireUser(request).id),
  );

  app.put(
    '/settings/notifications',
    {
      schema: {
        summary: 'Choose which notification mails the user gets',
        operationId: 'saveNotificationPreferences',
        description:
          'Send all three kinds; the answer is the choice as saved. 400 `invalid_request` when ' +
          'a kind is missing or an unknown one is sent.',
        tags,
        body: notificationPreferencesSchema,
        response: {
          200: notificationPreferencesSchema,
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => choosePreferences(context, requireUser(request).id, request.body),
  );

  app.get(
    '/mail/unsubscribe',
    {
      schema: {
        summary: 'What an unsubscribe link would change; changes nothing (link checkers open it)',
        operationId: 'previewUnsubscribe',
        description:
          "Anyone with the link, no session needed: the link's key stands for the account. " +
          'Says whether mails of that kind still go out. 404 `unsubscribe_link_invalid` when no ' +
          'account has the key.',
        security: [],
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { token, kind } = request.query;
      const subscribed = await findSubscriptionByToken(context.db, token, kind);
      if (subscribed === undefined) throw invalidLink();
      return { kind, subscribed };
    },
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        summary: 'Stop one kind of notification mail, from the link or a mail program (RFC 8058)',
        operationId: 'unsubscribe',
        description:
          'Anyone with the link, no session needed; a mail program may send the form body ' +
          '`List-Unsubscribe=One-Click`, which is ignored. Only the kind named is turned off, ' +
          'and asking again changes nothing. 404 `unsubscribe_link_invalid` when no account has ' +
          'the key.',
        security: [],
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { token, kind } = request.query;
      if (!(await unsubscribeByToken(context.db, token, kind))) throw invalidLink();
      return { kind, subscribed: false };
    },
  );
};
