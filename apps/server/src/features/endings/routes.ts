import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endMentoringBodySchema, exitAnswersBodySchema } from '@mentorbridge/domain/api/endings';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { answerExitQuestions, endMentoring } from './service.ts';

const tags = ['chat'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const chatParams = z.object({ chatId: z.string().max(220) });

/** `End our mentoring` and the exit questions after it (decision 060), for the chat's members. */
export const endingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/chats/:chatId/ending',
    {
      schema: {
        summary: 'End the mentoring: the chat turns read only for both, after an optional goodbye',
        operationId: 'endMentoring',
        description:
          'The goodbye is sent as a message first and passes its checks (a refused goodbye ends ' +
          'nothing: 409 with the reason, or 429 `sending_too_fast`). 409 `chat_ended` when it ' +
          'has ended already. "worried" also reports the other member to the safeguarding ' +
          'team. Anyone but the two members gets 404, as for a chat that does not exist.',
        tags,
        params: chatParams,
        body: endMentoringBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await endMentoring(context, requireUser(request), request.params.chatId, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/chats/:chatId/exit-answers',
    {
      schema: {
        summary: 'Answer the three exit questions of an ended mentoring, once',
        operationId: 'answerExitQuestions',
        description:
          '409 `request_refused` when the mentoring has not ended or the member answered ' +
          'already. Read by the programme’s coordinators; outside a programme, by nobody else.',
        tags,
        params: chatParams,
        body: exitAnswersBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await answerExitQuestions(context, requireUser(request), request.params.chatId, request.body);
      return reply.status(204).send();
    },
  );
};
