import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callListSchema, callRoomSchema, videoServiceSchema } from '@mentorbridge/domain/api/calls';
import { callSignalBodySchema, iceConfigSchema } from '@mentorbridge/domain/api/call-signals';
import { chatParamsSchema } from '@mentorbridge/domain/api/chat';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { iceConfigFor } from './ice-config.ts';
import { callRoomFor, callsOf } from './service.ts';
import { relaySignal } from './signals.ts';

const tags = ['calls'];

/**
 * Video calls. Joining and leaving happen on the WebSocket, because a call is held by the tab
 * that has it open and ends when that socket does. The meeting's room is asked for over HTTP:
 * a refusal then has a status and a reason, as every chat route's has (decision 049).
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

  app.post(
    '/chats/:chatId/call-room',
    {
      schema: {
        summary: "The meeting of the chat's call, for one of its two members",
        operationId: 'getCallRoom',
        description:
          "The room's name holds this call's secret, and is answered only to the chat's two " +
          'members while they may talk; a call with nobody in it gets a new one. Only with ' +
          'a Jitsi service (`VIDEO_SERVICE=jitsi`); 404 while calls are in the app. `jwt` is a ' +
          "token for a school's own Jitsi (JITSI_APP_SECRET), valid a few minutes; null " +
          'otherwise. POST: each answer may start a call and signs a new token, and nothing may ' +
          'keep it. 404 `not_found` when the chat is not theirs; 409 `chat_not_accepted`, ' +
          "`chat_frozen` (contact paused) or `chat_waits_for_check` (the mentor's check does not " +
          'count today).',
        tags,
        params: chatParamsSchema,
        response: {
          200: callRoomSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The answer holds a secret: no cache, and no proxy, may keep it.
      reply.header('cache-control', 'no-store');
      return callRoomFor(context, requireUser(request).id, request.params.chatId);
    },
  );

  app.get(
    '/video-service',
    {
      schema: {
        summary: 'Where calls are held: in the app, or on a Jitsi service',
        operationId: 'getVideoService',
        description:
          "Anyone may call it; the answer is the server's setting, the same for everyone. " +
          '`in-app` by default (decision 059); `jitsi` with its origin, where the page loads ' +
          "the service's IFrame API script from.",
        security: [],
        tags,
        response: { 200: videoServiceSchema },
      },
    },
    () => {
      const origin = context.config.videoMeetingOrigin;
      return origin === null ? { kind: 'in-app' as const } : { kind: 'jitsi' as const, origin };
    },
  );

  const refusals = {
    400: errorBodySchema,
    401: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };
  const checkedAsASend =
    '404 `not_found` when the chat is not theirs; 409 `chat_not_accepted`, `chat_frozen` ' +
    "(contact paused) or `chat_waits_for_check` (the mentor's check does not count today).";

  app.get(
    '/chats/:chatId/ice-servers',
    {
      schema: {
        summary: "The STUN and TURN servers for one person in the chat's in-app call",
        operationId: 'getIceServers',
        description:
          "Answered only to the chat's two members while they may talk (decision 059), and to " +
          'a coordinator of their programme when a coordinator joins every call (decision 060; ' +
          "403 while the coordinator's own record does not count). A TURN " +
          'password works for two hours (`expiresAt`); `relayOnly` asks the browser for relayed ' +
          `paths alone, when the call has someone under 18 and a relay is set. ${checkedAsASend}`,
        tags,
        params: chatParamsSchema,
        response: { 200: iceConfigSchema, ...refusals },
      },
    },
    async (request, reply) => {
      // A password: no cache, and no proxy, may keep it.
      reply.header('cache-control', 'no-store');
      return iceConfigFor(context, requireUser(request).id, request.params.chatId);
    },
  );

  app.post(
    '/chats/:chatId/call-signals',
    {
      schema: {
        summary:
          'Pass a WebRTC signal to another person in the call, where no WebSocket gets through',
        operationId: 'sendCallSignal',
        description:
          "As the socket's `call.signal`: checked as a message is, passed on to the other " +
          "member's tabs (or `toUserId`'s: in a programme whose coordinator joins every call, " +
          `the coordinator, or a member for the coordinator), stored nowhere. ${checkedAsASend} ` +
          '409 `waiting_for_coordinator` between the pair before their coordinator is in the ' +
          'call. 429 `rate_limited` past 300 signals a minute.',
        tags,
        params: chatParamsSchema,
        body: callSignalBodySchema,
        response: { 204: z.undefined(), ...refusals, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { chatId } = request.params;
      const { signal, toUserId } = request.body;
      await relaySignal(context, requireUser(request).id, chatId, signal, toUserId);
      return reply.status(204).send();
    },
  );
};
