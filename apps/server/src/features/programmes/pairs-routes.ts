import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liftPauseBodySchema } from '@mentorbridge/domain/api/caregivers';
import {
  coordinatorEndingBodySchema,
  reopenMatchBodySchema,
} from '@mentorbridge/domain/api/endings';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  matchParamsSchema,
  matchReasonBodySchema,
  programmePairsSchema,
  proposeMatchBodySchema,
  readChatSchema,
} from '@mentorbridge/domain/api/programme-matches';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  approveMatch,
  programmePairs,
  programmeRecordCsv,
  proposeMatch,
  refuseMatch,
} from './pairs.ts';
import { endPairMatch, liftPairPause, lookedAtPairCheckIns, reopenPairMatch } from './pair-care.ts';
import { readPairChat } from './reading.ts';

const tags = ['programmes'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const programmeParams = z.object({ programmeId: z.string().max(100) });
const notYours =
  'A programme the user does not coordinate answers 404 `not_found`, as if it did not exist.';

/**
 * A programme's matches (decision 058): the pairs and their health, the programme's record as
 * CSV, and a coordinator's proposals and decisions on matches that wait for one.
 */
export const pairsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/programmes/:programmeId/pairs',
    {
      schema: {
        summary: 'The programme’s matches and how each pair is doing (coordinators only)',
        operationId: 'getProgrammePairs',
        description: notYours,
        tags,
        params: programmeParams,
        response: { 200: programmePairsSchema, ...errors },
      },
    },
    async (request) => programmePairs(context, requireUser(request), request.params.programmeId),
  );

  app.get(
    '/programmes/:programmeId/record.csv',
    {
      schema: {
        summary: "The programme's record as CSV: each pupil, their matched adult and the check",
        operationId: 'exportProgrammeRecordCsv',
        description: `A file download (\`no-store\`), written to the audit log. ${notYours}`,
        tags,
        params: programmeParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await programmeRecordCsv(
        context,
        requireUser(request),
        request.params.programmeId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="programme-record.csv"')
        .send(csv);
    },
  );

  app.post(
    '/programmes/:programmeId/matches',
    {
      schema: {
        summary: 'Propose a match: a request from a pupil to a mentor, approved by being made',
        operationId: 'proposeProgrammeMatch',
        description:
          '400 unless both are members of the programme; 409 `request_exists` when the two ' +
          `have a request already, \`request_refused\` when the mentor cannot reach the pupil. ${notYours}`,
        tags,
        params: programmeParams,
        body: proposeMatchBodySchema,
        response: { 201: z.object({ requestId: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId } = request.params;
      const proposed = await proposeMatch(context, requireUser(request), programmeId, request.body);
      return reply.code(201).send(proposed);
    },
  );

  app.post(
    '/programmes/:programmeId/matches/:requestId/approve',
    {
      schema: {
        summary: 'Approve a match the mentor said yes to: its chat opens',
        operationId: 'approveProgrammeMatch',
        description:
          '409 `request_refused` when it no longer waits, `mentor_not_checked` when the ' +
          `mentor's check does not count for a pupil under 18. ${notYours}`,
        tags,
        params: matchParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, requestId } = request.params;
      await approveMatch(context, requireUser(request), programmeId, requestId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/programmes/:programmeId/matches/:requestId/refuse',
    {
      schema: {
        summary: 'Say no to a match waiting for a coordinator, with the reason the pair reads',
        operationId: 'refuseProgrammeMatch',
        description: `400 without a reason; 409 \`request_refused\` when it no longer waits. ${notYours}`,
        tags,
        params: matchParamsSchema,
        body: matchReasonBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, requestId } = request.params;
      const actor = requireUser(request);
      await refuseMatch(context, actor, programmeId, requestId, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.post(
    '/programmes/:programmeId/pairs/:requestId/ending',
    {
      schema: {
        summary: 'End a pair’s mentoring: the chat turns read only for both (decision 060)',
        operationId: 'endProgrammeMatch',
        description: `409 \`chat_ended\` when it has ended already. In the audit log. ${notYours}`,
        tags,
        params: matchParamsSchema,
        body: coordinatorEndingBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, requestId } = request.params;
      const actor = requireUser(request);
      await endPairMatch(context, actor, programmeId, requestId, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.post(
    '/programmes/:programmeId/pairs/:requestId/reopen',
    {
      schema: {
        summary: 'Reopen an ended match: the chat opens again with its history',
        operationId: 'reopenProgrammeMatch',
        description:
          '400 without a reason (kept in the audit log); 409 `request_refused` when it has not ' +
          'ended, `capacity_reached` when the mentor has no place free, `mentor_not_checked` ' +
          `when their check does not count for a pupil under 18. ${notYours}`,
        tags,
        params: matchParamsSchema,
        body: reopenMatchBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, requestId } = request.params;
      const actor = requireUser(request);
      await reopenPairMatch(context, actor, programmeId, requestId, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.post(
    '/programmes/:programmeId/pairs/:requestId/check-ins/looked',
    {
      schema: {
        summary: "Mark a pair's low ratings and flagged check-in lines as looked at",
        operationId: 'lookedAtProgrammeCheckIns',
        description: `They leave the console's queue; the audit log says who looked. ${notYours}`,
        tags,
        params: matchParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, requestId } = request.params;
      await lookedAtPairCheckIns(context, requireUser(request), programmeId, requestId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/programmes/:programmeId/pairs/:requestId/lift-pause',
    {
      schema: {
        summary: "Lift a parent's or carer's pause, saying what you found (they read it)",
        operationId: 'liftProgrammePause',
        description:
          "400 without a reason; 403 `forbidden` while the coordinator's own safeguarding check " +
          `does not count; 409 \`request_refused\` when it is not paused. ${notYours}`,
        tags,
        params: matchParamsSchema,
        body: liftPauseBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, requestId } = request.params;
      await liftPairPause(
        context,
        requireUser(request),
        programmeId,
        requestId,
        request.body.reason,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/programmes/:programmeId/pairs/:requestId/read',
    {
      schema: {
        summary: "Read a pair's chat, giving the reason first (written to the audit log)",
        operationId: 'readProgrammePairChat',
        description:
          "400 without a reason; 403 `forbidden` while the coordinator's own safeguarding " +
          `check does not count. ${notYours}`,
        tags,
        params: matchParamsSchema,
        body: matchReasonBodySchema,
        response: { 200: readChatSchema, ...errors },
      },
    },
    async (request) => {
      const { programmeId, requestId } = request.params;
      const actor = requireUser(request);
      return readPairChat(context, actor, programmeId, requestId, request.body.reason);
    },
  );
};
