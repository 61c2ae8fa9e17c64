import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockBodySchema,
  blockedListSchema,
  blockedUserParamsSchema,
} from '@mentorbridge/domain/api/blocks';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { blockedByUser, blockUser, unblockUser } from './blocking.ts';

const tags = ['safeguarding'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Blocking: anyone signed in, about anyone they can see; lifted only by the one who blocked. */
export const blocksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/blocks',
    {
      schema: {
        summary: 'The people the user blocked, newest first',
        operationId: 'listBlocks',
        description:
          "For the signed-in user: only the blocks they made, each with the person's shown " +
          'name. Nobody learns who blocked them.',
        tags,
        response: { 200: blockedListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ blocked: await blockedByUser(context, requireUser(request).id) }),
  );

  app.post(
    '/blocks',
    {
      schema: {
        summary: 'Block someone: neither sees the other again until it is lifted',
        operationId: 'blockUser',
        description:
          'The signed-in user may block someone they have a request with, or a mentor in the ' +
          'directory; a call between the two ends, and blocking again changes nothing. 400 ' +
          '`invalid_request` for their own id; 404 `not_found` for anyone they cannot see.',
        tags,
        body: blockBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await blockUser(context, requireUser(request).id, request.body.userId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/blocks/:userId',
    {
      schema: {
        summary: 'Lift a block',
        operationId: 'unblockUser',
        description:
          'Only the one who made the block may lift it; a request between the two shows again ' +
          'for both. 404 `not_found` when they have no block on that person.',
        tags,
        params: blockedUserParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await unblockUser(context, requireUser(request).id, request.params.userId);
      return reply.status(204).send();
    },
  );
};
