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
