import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerCheckInBodySchema,
  checkInsSwitchBodySchema,
} from '@mentorbridge/domain/api/check-ins';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { answerCheckIn, switchCheckIns } from './service.ts';

const tags = ['chat'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const chatParams = z.object({ chatId: z.string().max(220) });

/** "How is it going?" for the chat's members (decision 060), and a pair's own switch. */
export const checkInsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/chats/:chatId/check-in',
    {
      schema: {
        summary: 'Answer the check-in due now: 1 to 5 and an optional line, once',
        operationId: 'answerCheckIn',
        description:
          'The other member is told nothing. 409 `request_refused` when check-ins are off, none ' +
          'is due, or it was answered already; `chat_ended` once the mentoring ended. Anyone ' +
          'but the two members gets 404.',
        tags,
        params: chatParams,
        body: answerCheckInBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await answerCheckIn(context, requireUser(request), request.params.chatId, request.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/chats/:chatId/check-ins',
    {
      schema: {
        summary: 'Turn check-ins on or off for a pair outside programmes',
        operationId: 'switchCheckIns',
        description:
          '409 `request_refused` in a programme, whose check-ins are on for every pair. Anyone ' +
          'but the two members gets 404.',
        tags,
        params: chatParams,
        body: checkInsSwitchBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await switchCheckIns(context, user, request.params.chatId, request.body.on);
      return reply.status(204).send();
    },
  );
};
