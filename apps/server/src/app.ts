import './i18n/languages.ts';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@mentorbridge/domain/api/errors';
import { msg } from '@mentorbridge/domain/ui-text';
import { sentMsg, writeIn } from './i18n/languages.ts';
import type { AppContext } from './app-context.ts';
import { accountRoutes } from './features/account/routes.ts';
import { blocksRoutes } from './features/blocks/routes.ts';
import { callsRoutes } from './features/calls/routes.ts';
import { passwordResetRoutes } from './features/auth/password-reset-routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { captchaRoutes } from './features/captcha/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { endingsRoutes } from './features/endings/routes.ts';
import { checkInsRoutes } from './features/check-ins/routes.ts';
import { caregiversRoutes } from './features/caregivers/routes.ts';
import { guardianRoutes } from './features/guardian/routes.ts';
import { connectionsRoutes } from './features/connections/routes.ts';
import { mentorStoryRoutes } from './features/mentor-story/routes.ts';
import { mentoringRoutes } from './features/mentoring/routes.ts';
import { mentorsRoutes } from './features/mentors/routes.ts';
import { notificationsRoutes } from './features/notifications/routes.ts';
import { notesRoutes } from './features/notes/routes.ts';
import { pushRoutes } from './features/push/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { reportsRoutes } from './features/reports/routes.ts';
import { moderationRoutes } from './features/safeguarding/moderation-routes.ts';
import { safeguardingRoutes } from './features/safeguarding/routes.ts';
import { membershipRoutes } from './features/programmes/membership-routes.ts';
import { pairsRoutes } from './features/programmes/pairs-routes.ts';
import { programmesRoutes } from './features/programmes/routes.ts';
import { vettingRoutes } from './features/vetting/routes.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { health } from './plugins/health.ts';
import { loggerOptions } from './plugins/logger-options.ts';
import { metrics } from './plugins/metrics.ts';
import { noNulCharacters } from './plugins/no-nul-characters.ts';
import { openApi } from './api-document/openapi.ts';
import { originCheck } from './plugins/origin-check.ts';
import { recordRoutes } from './plugins/route-list.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { session } from './plugins/session.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { webApp } from './plugins/web-app.ts';

const invalidRequestBody: ErrorBody = {
  error: {
    code: 'invalid_request',
    message: writeIn('en', msg.invalidRequest),
    text: sentMsg(msg.invalidRequest),
  },
};

/** Largest JSON body any endpoint takes; uploads get their own limits. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole app without listening, so tests can call app.inject(). */
export async function buildApp(
  context: AppContext,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(context.config.logLevel), stream: options.logStream },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: context.config.trustProxy,
    // Malformed URLs and the like never reach the error handler: answer them in our shape too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send(invalidRequestBody);
    },
  });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(metrics, { metrics: context.metrics, token: context.config.metricsToken });
  await app.register(errorHandler);
  await app.register(securityHeaders, {
    videoMeetingOrigin: context.config.videoMeetingOrigin,
    servedOverTls: context.config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyCookie);
  // With Redis, every process counts against the same limits; alone, memory is enough. While
  // Redis is away the limits by address pause rather than fail every request; the limits by
  // account and mailbox (lib/throttle) live in the database and hold.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(context.redis && {
      redis: context.redis,
      nameSpace: 'mentorbridge:rate-limit:',
      skipOnError: true,
    }),
  });
  await app.register(health, context);
  await app.register(openApi, { publicUrl: context.config.publicUrl });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(
    async (api) => {
      await api.register(originCheck, { publicUrl: context.config.publicUrl });
      await api.register(noNulCharacters);
      await api.register(session, { db: context.db });
      await api.register(captchaRoutes, context);
      await api.register(authRoutes, context);
      await api.register(passwordResetRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(profileRoutes, context);
      await api.register(mentorStoryRoutes, context);
      await api.register(notesRoutes, context);
      await api.register(mentorsRoutes, context);
      await api.register(connectionsRoutes, context);
      await api.register(mentoringRoutes, context);
      await api.register(notificationsRoutes, context);
      await api.register(pushRoutes, context);
      await api.register(chatRoutes, context);
      await api.register(endingsRoutes, context);
      await api.register(checkInsRoutes, context);
      await api.register(caregiversRoutes, context);
      await api.register(callsRoutes, context);
      await api.register(reportsRoutes, context);
      await api.register(blocksRoutes, context);
      await api.register(guardianRoutes, context);
      await api.register(safeguardingRoutes, context);
      await api.register(moderationRoutes, context);
      await api.register(vettingRoutes, context);
      await api.register(programmesRoutes, context);
      await api.register(membershipRoutes, context);
      await api.register(pairsRoutes, context);
      await api.register(realtimeRoutes, context);
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { distDir: context.config.webDistDir });
  return app;
}
