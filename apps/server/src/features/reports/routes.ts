import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { createReportBodySchema } from '@mentorbridge/domain/api/reports';
import { msg } from '@mentorbridge/domain/ui-text';
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
        validationMessage: msg.reportFailed,
        validationCode: 'invalid_report',
      },
      schema: {
        summary: 'Report a person; contact between the two pauses until a lead closes it',
        operationId: 'reportUser',
        description:
          'Any signed-in user, about someone they have a request with or a mentor in the ' +
          'directory; their chat turns read-only and its call ends, and nothing tells the other ' +
          'who reported. 400 `invalid_report` for a report about oneself or a bad body; 404 ' +
          '`not_found` when the person, chat or message is not one the user may report; 429 ' +
          '`rate_limited` after too many reports.',
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
