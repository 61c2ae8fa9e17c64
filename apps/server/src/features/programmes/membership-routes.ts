import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  joinAnswerSchema,
  joinBodySchema,
  membershipsSchema,
  newCodeBodySchema,
  programmeCodeSchema,
  programmePeopleSchema,
  removalBodySchema,
} from '@mentorbridge/domain/api/programmes';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  approveMember,
  leaveProgramme,
  makeCode,
  myProgrammes,
  programmePeople,
  removeMember,
} from './membership.ts';
import { joinProgramme } from './joining.ts';

const tags = ['programmes'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const programmeParams = z.object({ programmeId: z.string().max(100) });
const memberParams = programmeParams.extend({ userId: z.string().max(100) });
const notYours =
  'A programme the user does not coordinate answers 404 `not_found`, as if it did not exist.';

/**
 * Joining a programme (decision 058): its codes and people, for its coordinators; joining by a
 * code, and leaving, for pupils and mentors.
 */
export const membershipRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/programmes/:programmeId/people',
    {
      schema: {
        summary: 'A programme’s codes in use, its members and who waits (coordinators only)',
        operationId: 'getProgrammePeople',
        description: notYours,
        tags,
        params: programmeParams,
        response: { 200: programmePeopleSchema, ...errors },
      },
    },
    async (request) => programmePeople(context, requireUser(request), request.params.programmeId),
  );

  app.post(
    '/programmes/:programmeId/codes',
    {
      schema: {
        summary: 'Make a new code for pupils or mentors, ending the one in use',
        operationId: 'makeProgrammeCode',
        description: `400 \`invalid_programme\` for an expiry not after today or uses out of range. ${notYours}`,
        tags,
        params: programmeParams,
        body: newCodeBodySchema,
        response: { 201: programmeCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const code = await makeCode(
        context,
        requireUser(request),
        request.params.programmeId,
        request.body,
      );
      return reply.code(201).send(code);
    },
  );

  app.post(
    '/programmes/:programmeId/members/:userId/approve',
    {
      schema: {
        summary: 'Let someone who waits into the programme',
        operationId: 'approveProgrammeMember',
        description: `404 when nobody of that id waits. ${notYours}`,
        tags,
        params: memberParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, userId } = request.params;
      await approveMember(context, requireUser(request), programmeId, userId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/programmes/:programmeId/members/:userId/remove',
    {
      schema: {
        summary: 'Take someone out of the programme, or say no to them, with the reason',
        operationId: 'removeProgrammeMember',
        description: `400 without a reason. ${notYours}`,
        tags,
        params: memberParams,
        body: removalBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { programmeId, userId } = request.params;
      await removeMember(context, requireUser(request), programmeId, userId, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.get(
    '/memberships',
    {
      schema: {
        summary: 'The programmes the user is in or waits for',
        operationId: 'getMyProgrammes',
        tags,
        response: { 200: membershipsSchema, ...errors },
      },
    },
    async (request) => ({ programmes: await myProgrammes(context, requireUser(request).id) }),
  );

  app.post(
    '/memberships',
    {
      schema: {
        summary: 'Join a programme with its class code (pupils) or mentor code (mentors)',
        operationId: 'joinProgramme',
        description:
          '400 `invalid_code` says in words what is wrong with the code; 429 after 10 wrong codes ' +
          'in an hour. A pupil under 13, or anyone whose code asks for it, waits for a coordinator.',
        tags,
        body: joinBodySchema,
        response: {
          201: joinAnswerSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const joined = await joinProgramme(context, requireUser(request), request.body.code);
      return reply.code(201).send(joined);
    },
  );

  app.delete(
    '/memberships/:programmeId',
    {
      schema: {
        summary: 'Leave a programme, or stop waiting for it',
        operationId: 'leaveProgramme',
        tags,
        params: programmeParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await leaveProgramme(context, requireUser(request).id, request.params.programmeId);
      return reply.status(204).send();
    },
  );
};
