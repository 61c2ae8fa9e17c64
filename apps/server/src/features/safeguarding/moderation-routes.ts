import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  closeReportBodySchema,
  decisionBodySchema,
  reportIdParamsSchema,
  reportListSchema,
  userIdParamsSchema,
  userLookupSchema,
  userSearchQuerySchema,
  warnBodySchema,
} from '@mentorbridge/domain/api/safeguarding';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { requireLead } from '../../plugins/session.ts';
import {
  closeReport,
  liftSuspension,
  lookUpUser,
  openReports,
  suspendUser,
  warnUser,
} from './moderation.ts';

const tags = ['safeguarding'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * The safeguarding console's moderation: open reports and their closing, and a lead's look-up,
 * suspension and warning of an account. Leads only, every action written to the audit log.
 */
export const moderationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/safeguarding/reports',
    {
      schema: {
        summary: 'Open reports, oldest first',
        operationId: 'listReports',
        description:
          'Safeguarding leads only; each look is written to the audit log. A report outlives ' +
          'the accounts it names, which then show as deleted. A lead whose own safeguarding ' +
          'record does not count today gets those that concern no child, and `withheld` says ' +
          'how many were left out. 403 `forbidden` for anyone else.',
        tags,
        response: { 200: reportListSchema, ...errors },
      },
    },
    async (request) => openReports(context, requireLead(request)),
  );

  app.post(
    '/safeguarding/reports/:reportId/close',
    {
      config: { validationMessage: msg.reasonRequired },
      schema: {
        summary: 'Close a report with its outcome; contact resumes unless still paused',
        operationId: 'closeReport',
        description:
          'A safeguarding lead closes it; the outcome is written to the audit log. 403 ' +
          '`forbidden` for anyone else, `lead_record_needed` when it concerns a child and the ' +
          'lead’s own record does not count today; 404 `not_found` when no open report has this id.',
        tags,
        params: reportIdParamsSchema,
        body: closeReportBodySchema,
        response: { 204: z.undefined(), 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await closeReport(
        context,
        requireLead(request),
        request.params.reportId,
        request.body.outcome,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/safeguarding/users',
    {
      schema: {
        summary: 'Look an account up by its email address',
        operationId: 'lookUpUserByEmail',
        description:
          'Safeguarding leads only; the answer is the same as by id, and the look is written ' +
          'to the audit log. 403 `forbidden` for anyone else, `lead_record_needed` for an ' +
          'account under 18 when the lead’s own record does not count today; 404 `not_found` ' +
          'when no account has the address.',
        tags,
        querystring: userSearchQuerySchema,
        response: { 200: userLookupSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => lookUpUser(context, requireLead(request), { email: request.query.email }),
  );

  app.get(
    '/safeguarding/users/:userId',
    {
      schema: {
        summary: 'Look an account up: role, age band, connections, reports',
        operationId: 'lookUpUser',
        description:
          'Safeguarding leads only; the answer names the email address and whether the account ' +
          'is suspended, and the look is written to the audit log. 403 `forbidden` for anyone ' +
          'else, `lead_record_needed` for an account under 18 when the lead’s own record does ' +
          'not count today; 404 `not_found` when there is no such account.',
        tags,
        params: userIdParamsSchema,
        response: { 200: userLookupSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => lookUpUser(context, requireLead(request), { id: request.params.userId }),
  );

  for (const [action, act] of [
    ['suspend', suspendUser],
    ['lift', liftSuspension],
  ] as const) {
    app.post(
      `/safeguarding/users/:userId/${action}`,
      {
        config: { validationMessage: msg.reasonRequired },
        schema: {
          summary:
            action === 'suspend'
              ? 'Suspend an account: sessions end, it leaves the directory, its chats pause'
              : 'Lift a suspension',
          operationId: ({ suspend: 'suspendUser', lift: 'liftSuspension' } as const)[action],
          description: {
            suspend:
              'A safeguarding lead suspends an account: its sockets close and its push ' +
              'subscriptions end too, and it cannot log in until the suspension is lifted. The ' +
              'reason is written to the audit log. 403 `forbidden` for anyone else; 404 ' +
              '`not_found` when there is no such account.',
            lift:
              'A safeguarding lead lets the account back: it returns to the directory and its ' +
              'chats resume, but ended sessions stay ended. The reason is written to the audit ' +
              'log. 403 `forbidden` for anyone else; 404 `not_found` when there is no such ' +
              'account.',
          }[action],
          tags,
          params: userIdParamsSchema,
          body: decisionBodySchema,
          response: { 204: z.undefined(), 400: errorBodySchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        await act(context, requireLead(request), request.params.userId, request.body.reason);
        return reply.status(204).send();
      },
    );
  }

  app.post(
    '/safeguarding/users/:userId/warn',
    {
      config: { validationMessage: msg.reasonRequired },
      schema: {
        summary: 'Warn an account by mail, in the lead’s words',
        operationId: 'warnUser',
        description:
          'A safeguarding lead sends it; the warning is kept for the next lead and written to ' +
          'the audit log. 403 `forbidden` for anyone else, `lead_record_needed` to an account ' +
          'under 18 when the lead’s own record does not count today; 404 `not_found` when ' +
          'there is no such account.',
        tags,
        params: userIdParamsSchema,
        body: warnBodySchema,
        response: { 204: z.undefined(), 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await warnUser(context, requireLead(request), request.params.userId, request.body.message);
      return reply.status(204).send();
    },
  );
};
