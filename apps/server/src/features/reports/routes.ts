import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { createReportBodySchema } from '@mentorbridge/domain/api/reports';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { perSignedInUser, requireUser } from '../../plugins/session.ts';
import { fileReport } from './service.ts';

/** Reporting a person: any signed-in user, about anyone they can see. */
export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/reports',
    {
      config: {
        rateLimit: { ...context.limits.report, keyGenerator: perSignedInUser },
        validationMessage: uiText.reportFailed,
        validationCode: 'invalid_report',
      },
      schema: {
        summary: 'Report a person; contact between the two pauses until a lead closes it',
        tags: ['safeguarding'],
        body: createReportBodySchema,
        response: {
          201: okSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await fileReport(context, requireUser(request).id, request.body);
      return reply.status(201).send({ ok: true });
    },
  );
};
