import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callListSchema, videoServiceSchema } from '@mentorbridge/domain/api/calls';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { callsOf } from './service.ts';

const tags = ['calls'];

/**
 * Video calls. Joining and leaving happen on the WebSocket, because a call is held by the tab
 * that has it open and ends when that socket does; HTTP only reads.
 */
export const callsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/calls',
    {
      schema: {
        summary: "Who is in a call in the user's accepted chats",
        operationId: 'listCalls',
        description:
          'For the signed-in user: each of their chats with a call going on, and the members in ' +
          'it. Joining and leaving happen on the WebSocket, not here.',
        tags,
        response: { 200: callListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ calls: await callsOf(context, requireUser(request).id) }),
  );

  app.get(
    '/video-service',
    {
      schema: {
        summary: 'The video-meeting service calls are held on',
        operationId: 'getVideoService',
        description:
          "Anyone may call it; the answer is the server's setting, the same for everyone. The " +
          "page loads the service's IFrame API script from this origin.",
        security: [],
        tags,
        response: { 200: videoServiceSchema },
      },
    },
    () => ({ origin: context.config.videoMeetingOrigin }),
  );
};
