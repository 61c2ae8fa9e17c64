import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from '@mentorbridge/domain/api/push';
import type { AppContext } from '../../app-context.ts';
import { hashToken } from '../../lib/tokens.ts';
import { perSignedInUser, requireUser } from '../../plugins/session.ts';
import { subscribeDevice, unsubscribeDevice } from './service.ts';

const tags = ['push'];

/** Push notifications: the server's key, and the devices that asked for them (decision 040). */
export const pushRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/push/key',
    {
      schema: {
        summary: "The server's VAPID public key, for a browser's push subscription",
        operationId: 'getPushKey',
        description: 'Any signed-in user; the key is the same for everyone.',
        tags,
        response: { 200: pushKeySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      requireUser(request);
      return { publicKey: context.push.keys.publicKey };
    },
  );

  app.post(
    '/push/subscriptions',
    {
      config: {
        validationCode: 'invalid_subscription',
        rateLimit: { ...context.limits.upload, keyGenerator: perSignedInUser },
      },
      schema: {
        summary: 'Push notifications on this device: keeps its subscription',
        operationId: 'subscribeToPush',
        description:
          'Any signed-in user. The subscription belongs to this session and ends when it logs ' +
          'out. 400 `invalid_subscription` when the endpoint is not a push service the server ' +
          'sends to; 429 `rate_limited` after too many.',
        tags,
        body: pushSubscriptionSchema,
        response: {
          204: z.undefined(),
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await subscribeDevice(context, {
        userId: user.id,
        // A signed-in request always carries its session's token.
        sessionHash: hashToken(request.sessionToken ?? ''),
        subscription: request.body,
        now: context.clock.now(),
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        summary: 'No more push notifications on this device',
        operationId: 'unsubscribeFromPush',
        description:
          "Forgets the signed-in user's subscription with this endpoint. An endpoint they do " +
          'not have changes nothing and still answers 204.',
        tags,
        body: pushEndpointSchema,
        response: { 204: z.undefined(), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await unsubscribeDevice(context, requireUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};
