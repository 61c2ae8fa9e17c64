import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  auditLogSchema,
  closeReportBodySchema,
  decisionBodySchema,
  heldForReviewListSchema,
  heldIdParamsSchema,
  reportIdParamsSchema,
  reportListSchema,
  safetyFlagListSchema,
  userIdParamsSchema,
  userLookupSchema,
  userSearchQuerySchema,
  warnBodySchema,
} from '@mentorbridge/domain/api/safeguarding';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { webpPictureAnswer } from '../../lib/webp-answer.ts';
import { requireLead } from '../../plugins/session.ts';
import {
  auditLog,
  heldForReview,
  openFlags,
  readHeldImage,
  releaseHeld,
  removeHeld,
} from './console.ts';
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

/** The safeguarding console: leads only, every action and view written to the audit log. */
export const safeguardingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/safeguarding/held',
    {
      schema: {
        summary: 'Messages held for review, oldest first',
        operationId: 'listHeldMessages',
        description:
          'Safeguarding leads only; each look is written to the audit log. Each message says ' +
          'why its chat cannot take it now (`chatPaused`), if it cannot. 403 `forbidden` for ' +
          'anyone else; 403 `lead_record_needed` for a lead whose own safeguarding record does ' +
          'not count today (every held message is in a chat with a child).',
        tags,
        response: { 200: heldForReviewListSchema, ...errors },
      },
    },
    async (request) => ({ held: await heldForReview(context, requireLead(request)) }),
  );

  for (const [decision, decide] of [
    ['release', releaseHeld],
    ['remove', removeHeld],
  ] as const) {
    app.post(
      `/safeguarding/held/:heldId/${decision}`,
      {
        config: { validationMessage: uiText.reasonRequired },
        schema: {
          summary: `${decision === 'release' ? 'Deliver' : 'Remove'} a held message, with the reason`,
          operationId: ({ release: 'releaseHeldMessage', remove: 'removeHeldMessage' } as const)[
            decision
          ],
          description: {
            release:
              'A safeguarding lead delivers the message as if sent now, and the sender sees it ' +
              'delivered. The reason is written to the audit log. 403 `forbidden` for anyone ' +
              'else, `lead_record_needed` for a lead whose own record does not count today; 404 ' +
              '`not_found` when no such message is waiting (gone, or decided already); 409 ' +
              '`chat_paused` while the chat cannot take a member’s send (blocked, paused by a ' +
              'report or a suspension, or waiting for the mentor’s check): the message stays held.',
            remove:
              'A safeguarding lead keeps the message from its recipient for good, and the sender ' +
              'sees it was removed. The reason is written to the audit log. 403 `forbidden` for ' +
              'anyone else, `lead_record_needed` for a lead whose own record does not count ' +
              'today; 404 `not_found` when no such message is waiting.',
          }[decision],
          tags,
          params: heldIdParamsSchema,
          body: decisionBodySchema,
          response: {
            204: z.undefined(),
            400: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        await decide(context, requireLead(request), request.params.heldId, request.body.reason);
        return reply.status(204).send();
      },
    );
  }

  app.get(
    '/safeguarding/held/:heldId/image',
    {
      schema: {
        summary: "A held message's image (WebP), for leads; each look is logged",
        operationId: 'getHeldMessageImage',
        description:
          'Safeguarding leads only, to decide on what the recipient would see. 403 ' +
          '`forbidden` for anyone else, `lead_record_needed` for a lead whose own record does ' +
          'not count today; 404 `not_found` when there is no such message or it ' +
          'has no image.',
        tags,
        params: heldIdParamsSchema,
        response: { 200: webpPictureAnswer, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const bytes = await readHeldImage(context, requireLead(request), request.params.heldId);
      return reply.header('cache-control', 'private, no-store').type('image/webp').send(bytes);
    },
  );

  app.get(
    '/safeguarding/flags',
    {
      schema: {
        summary: 'Delivered messages flagged for grooming or self-harm signals',
        operationId: 'listSafetyFlags',
        description:
          'Safeguarding leads only; each look is written to the audit log. A lead whose own ' +
          'safeguarding record does not count today gets those of adults’ chats only, and ' +
          '`withheld` says how many were left out. 403 `forbidden` for anyone else.',
        tags,
        response: { 200: safetyFlagListSchema, ...errors },
      },
    },
    async (request) => openFlags(context, requireLead(request)),
  );

  app.get(
    '/safeguarding/audit',
    {
      schema: {
        summary: 'The audit log, newest first',
        operationId: 'listAuditEntries',
        description:
          'Safeguarding leads only: the latest 500 lines of what leads did and saw. Nothing can ' +
          'change or remove a line. 403 `forbidden` for anyone else.',
        tags,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request) => {
      requireLead(request);
      return { entries: await auditLog(context) };
    },
  );

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
      config: { validationMessage: uiText.reasonRequired },
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
        config: { validationMessage: uiText.reasonRequired },
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
      config: { validationMessage: uiText.reasonRequired },
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
