import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectionListSchema,
  createdRequestSchema,
  createRequestBodySchema,
  requestIdParamsSchema,
} from '@mentorbridge/domain/api/connections';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { connectionsOf, moveRequest, requestMentor } from './service.ts';

const tags = ['connections'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Connection requests: created by mentees, answered by mentors; each change goes out live. */
export const connectionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/connections',
    {
      schema: {
        summary: 'Every request I am the mentor or the mentee of, newest first',
        operationId: 'listConnections',
        description:
          'For any signed-in user, whatever their role; each request says whether contact is ' +
          "paused or waits for the mentor's check. A mentee under 18 shows no picture until " +
          'the request is accepted.',
        tags,
        response: { 200: connectionListSchema, ...errors },
      },
    },
    async (request) => ({ requests: await connectionsOf(context, requireUser(request).id) }),
  );

  app.post(
    '/connections',
    {
      schema: {
        summary:
          'Request a mentor (mentees only), with an optional message; the request starts pending',
        operationId: 'requestMentor',
        description:
          'The mentor is mailed. `requestedMentor` names the mentor for the notice "Requested ' +
          'mentor {mentor}.": their email for a mentee of 18 to 25, their name for a mentee ' +
          "under 18, who is never given a mentor's address. 403 `forbidden` " +
          'for anyone but a mentee, 403 `consent_pending` until a guardian agrees; 400 ' +
          '`invalid_request_message` when the message is too long or has rude words or ' +
          'contact details; 404 `not_found` when the mentor is not one they may ask; 409 ' +
          '`request_exists`, `mentor_paused` or `mentor_full`.',
        tags,
        body: createRequestBodySchema,
        response: { 201: createdRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await requestMentor(context, requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  for (const move of ['accept', 'reject'] as const) {
    app.post(
      `/connections/:requestId/${move}`,
      {
        schema: {
          summary: `${move === 'accept' ? 'Accept' : 'Reject'} a pending request (its mentor only)`,
          operationId: ({ accept: 'acceptRequest', reject: 'rejectRequest' } as const)[move],
          description: (
            {
              accept:
                'The chat opens for both, and the mentee is mailed. 409 `capacity_reached` ' +
                'when the mentor already has as many mentees as they take; 409 ' +
                "`mentor_not_checked` when the mentee is under 18 and the mentor's " +
                'safeguarding check does not count today; 409 `request_refused` when it is ' +
                'not pending or they are its mentee; 404 `not_found` when the request is not ' +
                'theirs to see.',
              reject:
                "The mentee is mailed, unless under 18 while the mentor's safeguarding check " +
                'does not count; either side may then delete it. 409 ' +
                '`request_refused` when it is not pending or they are its mentee; 404 ' +
                '`not_found` when the request is not theirs to see.',
            } as const
          )[move],
          tags,
          params: requestIdParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await moveRequest(context, requireUser(request), request.params.requestId, move);
        return reply.status(204).send();
      },
    );
  }

  app.delete(
    '/connections/:requestId',
    {
      schema: {
        summary: 'Cancel a pending request (its mentee) or delete a rejected one (either side)',
        operationId: 'removeRequest',
        description:
          'The mentor is mailed of a cancel (not of a mentee under 18 while their ' +
          'safeguarding check does not count); nobody is mailed of a delete. 409 ' +
          '`request_refused` when the request is accepted, or pending and they are its ' +
          'mentor; 404 `not_found` when it is not theirs to see.',
        tags,
        params: requestIdParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await moveRequest(context, requireUser(request), request.params.requestId, 'remove');
      return reply.status(204).send();
    },
  );
};
