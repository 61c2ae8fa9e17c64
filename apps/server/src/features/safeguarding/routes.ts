import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  auditLogSchema,
  decisionBodySchema,
  heldForReviewListSchema,
  heldIdParamsSchema,
  safetyFlagListSchema,
} from '@mentorbridge/domain/api/safeguarding';
import { messages } from '@mentorbridge/domain/messages';
import type { AppContext } from '../../app-context.ts';
import {
  auditLog,
  heldForReview,
  openFlags,
  releaseHeld,
  removeHeld,
  requireLead,
} from './console.ts';

const tags = ['safeguarding'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** The safeguarding console: leads only, every action and view written to the audit log. */
export const safeguardingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/safeguarding/held',
    {
      schema: {
        summary: 'Messages held for review, oldest first',
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
        config: { validationMessage: messages.reasonRequired },
        schema: {
          summary: `${decision === 'release' ? 'Deliver' : 'Remove'} a held message, with the reason`,
          tags,
          params: heldIdParamsSchema,
          body: decisionBodySchema,
          response: { 204: z.undefined(), 400: errorBodySchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        await decide(context, requireLead(request), request.params.heldId, request.body.reason);
        return reply.status(204).send();
      },
    );
  }

  app.get(
    '/safeguarding/flags',
    {
      schema: {
        summary: 'Delivered messages flagged for grooming or self-harm signals',
        tags,
        response: { 200: safetyFlagListSchema, ...errors },
      },
    },
    async (request) => ({ flags: await openFlags(context, requireLead(request)) }),
  );

  app.get(
    '/safeguarding/audit',
    {
      schema: {
        summary: 'The audit log, newest first',
        tags,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request) => {
      requireLead(request);
      return { entries: await auditLog(context) };
    },
  );
};
