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
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { webpPictureAnswer } from '../../lib/webp-answer.ts';
import { requireLead } from '../../plugins/session.ts';
import { caregiverPauses, liftPauseAsLead } from './caregiver-pauses.ts';
import { caregiverPauseListSchema, liftPauseBodySchema } from '@mentorbridge/domain/api/caregivers';
import {
  auditLog,
  heldForReview,
  openFlags,
  readHeldImage,
  releaseHeld,
  removeHeld,
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
        config: { validationMessage: msg.reasonRequired },
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
    '/safeguarding/caregiver-pauses',
    {
      schema: {
        summary: 'Mentorings a parent or carer paused outside programmes, to look at',
        operationId: 'listCaregiverPauses',
        description:
          'Safeguarding leads only, with a record that counts (403 `lead_record_needed`); a ' +
          'programme’s pauses are its coordinators’. 403 `forbidden` for anyone else.',
        tags,
        response: { 200: caregiverPauseListSchema, ...errors },
      },
    },
    async (request) => caregiverPauses(context, requireLead(request)),
  );

  app.post(
    '/safeguarding/caregiver-pauses/:requestId/lift',
    {
      schema: {
        summary: "Lift a parent's or carer's pause, saying what you found (they read it)",
        operationId: 'liftCaregiverPause',
        description:
          'Safeguarding leads only, with a record that counts. 400 without a reason; 404 for a ' +
          'match that is no such pause outside programmes; 409 when it is not paused.',
        tags,
        params: z.object({ requestId: z.string().max(220) }),
        body: liftPauseBodySchema,
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
      const lead = requireLead(request);
      await liftPauseAsLead(context, lead, request.params.requestId, request.body.reason);
      return reply.status(204).send();
    },
  );
};
