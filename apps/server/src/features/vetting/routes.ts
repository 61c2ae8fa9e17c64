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
import { msg } from '@mentorbridge/domain/ui-text';
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
        operationId: 'listMentorChecks',
        description:
          'At most 500 mentors; `more` says others were left off. Each look is written to the ' +
          'audit log. 403 `forbidden` for anyone who is not a safeguarding lead.',
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
        operationId: 'exportMentorChecksCsv',
        description:
          'Safeguarding leads only; a file download (`no-store`) with no limit on the number of ' +
          'mentors, and the export is written to the audit log. 403 `forbidden` for anyone else.',
        tags,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await mentorChecksCsv(context, requireLead(request));
      // Every mentor's address and reference: never kept by the browser or anything between.
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="mentor-checks.csv"')
        .send(csv);
    },
  );

  app.put(
    '/safeguarding/mentor-checks/:mentorId',
    {
      schema: {
        summary: "Record a mentor's check, references, interview and training (leads only)",
        operationId: 'recordMentorCheck',
        description:
          "The entry replaces the record's fields, a suspension stays as it was, and the answer " +
          'is where the record now stands. 400 `invalid_check` with the problems in the ' +
          'message; 403 `forbidden` for anyone who is not a lead, and for a lead on their own ' +
          'record (another lead or the operator records it); 404 `not_found` when there is no ' +
          'such mentor.',
        tags,
        params: mentorParamsSchema,
        body: checkEntryBodySchema,
        response: { 200: vettingStatusSchema, ...errors },
      },
    },
    async (request) => {
      const lead = notOwnRecord(requireLead(request), request.params.mentorId);
      const outcome = await recordCheck(context, request.params.mentorId, request.body, lead, {
        checkRequired: false,
      });
      if (outcome.ok) return outcome.status;
      if (outcome.notFound) throw new ApiError(404, 'not_found', msg.mentorNotFound);
      throw new ApiError(400, 'invalid_check', outcome.problems);
    },
  );

  app.put(
    '/safeguarding/mentor-checks/:mentorId/suspension',
    {
      schema: {
        summary: "Suspend a mentor's record at once, or lift the suspension, with a reason",
        operationId: 'setMentorCheckSuspension',
        description:
          'Safeguarding leads only. While suspended, the mentor reaches no one under 18 whatever ' +
          'the rest of the record says; the reason is written to the audit log. 400 ' +
          '`invalid_check` for a blank reason; 403 `forbidden` for anyone else, and for a lead ' +
          'on their own record; 404 `not_found` when there is no such mentor.',
        tags,
        params: mentorParamsSchema,
        body: vettingReasonBodySchema.extend({ suspended: z.boolean() }),
        response: { 200: vettingStatusSchema, ...errors },
      },
    },
    async (request) => {
      const lead = notOwnRecord(requireLead(request), request.params.mentorId);
      const { suspended, reason } = request.body;
      if (reason.trim() === '') throw new ApiError(400, 'invalid_check', msg.reasonRequired);
      const status = await setSuspension(
        context,
        request.params.mentorId,
        { suspend: suspended, reason: reason.trim() },
        lead,
      );
      if (!status) throw new ApiError(404, 'not_found', msg.mentorNotFound);
      return status;
    },
  );

  app.get(
    '/mentoring/check',
    {
      schema: {
        summary: "The mentor's own safeguarding check: where it stands and whom to write to",
        operationId: 'getMyMentorCheck',
        description:
          'For mentors only, each reading their own record, with whether the training is due. ' +
          '403 `forbidden` for a mentee or a safeguarding lead.',
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
        operationId: 'submitTrainingQuiz',
        description:
          'For mentors only: the index of the option chosen for each question, in order. A ' +
          'pass counts for a year; a fail records nothing and names the questions to read ' +
          'again. Marked on the server only: the answer key is never sent. 403 `forbidden` ' +
          'for a mentee or a safeguarding lead; 429 `rate_limited` past 5 attempts in a day.',
        tags,
        body: quizAnswersBodySchema,
        response: { 200: quizResultSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => takeQuiz(context, mentorOnly(requireUser(request)), request.body.answers),
  );
};

/** The check and the training are a mentor's; a lead is staff, not checked here. */
function mentorOnly<User extends { role: string; isLead: boolean }>(user: User): User {
  if (user.role !== 'mentor' || user.isLead) {
    throw new ApiError(403, 'forbidden', msg.onlyMentorsChecked);
  }
  return user;
}

/** A lead never records or lifts their own check: another lead or the operator does. */
function notOwnRecord<Lead extends { id: string }>(lead: Lead, mentorId: string): Lead {
  if (lead.id === mentorId) throw new ApiError(403, 'forbidden', msg.ownRecordByOthers);
  return lead;
}
