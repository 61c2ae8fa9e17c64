import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  mentoringSettingsSchema,
  mentoringStateSchema,
} from '@mentorbridge/domain/api/notifications';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { chooseMentoring, mentoringOf } from './service.ts';

const tags = ['mentoring'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** A mentor's capacity and pause, in Settings; mentors only. */
export const mentoringRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/settings/mentoring',
    {
      schema: {
        summary: 'How many mentees the mentor takes, whether they paused, and how many they have',
        operationId: 'getMentoringSettings',
        description:
          'For mentors only, each reading their own; `mentees` counts their accepted ' +
          'connections now. 403 `forbidden` for a mentee.',
        tags,
        response: { 200: mentoringStateSchema, ...errors },
      },
    },
    async (request) => mentoringOf(context, requireUser(request)),
  );

  app.put(
    '/settings/mentoring',
    {
      schema: {
        summary: 'Choose how many mentees to take (1 to 10) and whether to pause new requests',
        operationId: 'saveMentoringSettings',
        description:
          'For mentors only; answers the settings as saved, with the mentees they have now. ' +
          'A capacity below that number ends no connection: the mentor takes no new request ' +
          'until they are under it again. 403 `forbidden` for a mentee.',
        tags,
        body: mentoringSettingsSchema,
        response: { 200: mentoringStateSchema, ...errors },
      },
    },
    async (request) => chooseMentoring(context, requireUser(request), request.body),
  );
};
