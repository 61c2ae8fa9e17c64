import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  checkEntryBodySchema,
  mentorCheckListQuerySchema,
  mentorCheckListSchema,
  mentorParamsSchema,
  myCheckSchema,
  quizAnswersBodySchema,
  quizResultSchema,
  vettingReasonBodySchema,
  vettingStatusSchema,
} from '@mentorbridge/domain/api/vetting';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireLead, requireUser } from '../../plugins/session.ts';
import {
  mentorChecks,
  mentorChecksCsv,
  myCheck,
  recordCheck,
  setSuspension,
  takeQuiz,
} from './service.ts';

const tags = ['safeguarding checks'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * Mentors' safeguarding records (decision 038): the leads' "Mentor checks" page and export,
 * the mentor's own panel and the training quiz.
 */
export const vettingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/safeguarding/mentor-checks',
    {
      schema: {
        summary: 'Mentors with their safeguarding records, by name, filtered (leads only)',
        tags,
        querystring: mentorCheckListQuerySchema,
        response: { 200: mentorCheckListSchema, ...errors },
      },
    },
    async (request) => mentorChecks(context, requireLead(request), request.query.filter ?? 'all'),
  );

  app.get(
    '/safeguarding/mentor-checks.csv',
    {
      schema: {
        summary: "Every mentor's record as CSV, shaped as a school's single central record",
        tags,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await mentorChecksCsv(context, requireLead(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mentor-checks.csv"')
        .send(csv);
    },
  );

  app.put(
    '/safeguarding/mentor-checks/:mentorId',
    {
      schema: {
        summary: "Record a mentor's check, references, interview and training (leads only)",
        tags,
        params: mentorParamsSchema,
        body: checkEntryBodySchema,
        response: { 200: vettingStatusSchema, ...errors },
      },
    },
    async (request) => {
      const lead = requireLead(request);
      const outcome = await recordCheck(context, request.params.mentorId, request.body, lead, {
        checkRequired: false,
      });
      if (outcome.ok) return outcome.status;
      if (outcome.notFound) throw new ApiError(404, 'not_found', uiText.mentorNotFound);
      throw new ApiError(400, 'invalid_check', outcome.problems.join(' '));
    },
  );

  app.put(
    '/safeguarding/mentor-checks/:mentorId/suspension',
    {
      schema: {
        summary: "Suspend a mentor's record at once, or lift the suspension, with a reason",
        tags,
        params: mentorParamsSchema,
        body: vettingReasonBodySchema.extend({ suspended: z.boolean() }),
        response: { 200: vettingStatusSchema, ...errors },
      },
    },
    async (request) => {
      const lead = requireLead(request);
      const { suspended, reason } = request.body;
      if (reason.trim() === '') throw new ApiError(400, 'invalid_check', uiText.reasonRequired);
      const status = await setSuspension(
        context,
        request.params.mentorId,
        { suspend: suspended, reason: reason.trim() },
        lead,
      );
      if (!status) throw new ApiError(404, 'not_found', uiText.mentorNotFound);
      return status;
    },
  );

  app.get(
    '/mentoring/check',
    {
      schema: {
        summary: "The mentor's own safeguarding check: where it stands and whom to write to",
        tags,
        response: { 200: myCheckSchema, ...errors },
      },
    },
    async (request) => myCheck(context, mentorOnly(requireUser(request))),
  );

  app.post(
    '/mentoring/training/quiz',
    {
      schema: {
        summary: 'Answers to the safeguarding quiz; a pass (80%) records the training date',
        tags,
        body: quizAnswersBodySchema,
        response: { 200: quizResultSchema, ...errors },
      },
    },
    async (request) => takeQuiz(context, mentorOnly(requireUser(request)), request.body.answers),
  );
};

/** The check and the training are a mentor's; a lead is staff, not checked here. */
function mentorOnly<User extends { role: string; isLead: boolean }>(user: User): User {
  if (user.role !== 'mentor' || user.isLead) {
    throw new ApiError(403, 'forbidden', uiText.onlyMentorsChecked);
  }
  return user;
}
