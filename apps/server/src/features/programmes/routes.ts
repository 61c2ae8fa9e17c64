import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  addCoordinatorBodySchema,
  coordinatorSchema,
  programmeBodySchema,
  programmeSchema,
  programmesConsoleSchema,
} from '@mentorbridge/domain/api/programmes';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  addCoordinator,
  changeProgramme,
  createProgramme,
  programmesConsole,
  removeCoordinator,
} from './service.ts';

const tags = ['programmes'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const organisationParams = z.object({ organisationId: z.string().max(100) });
const notYours =
  'An organisation or programme the user does not coordinate answers 404 `not_found`, as if ' +
  'it did not exist.';

/**
 * Programmes for schools (decision 058): the coordinators' console at /programmes. Every
 * change is a line in the audit log.
 */
export const programmesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/programmes',
    {
      schema: {
        summary: 'The organisations the user coordinates, with coordinators and programmes',
        operationId: 'getProgrammesConsole',
        description: '403 `coordinators_only` for anyone who coordinates no organisation.',
        tags,
        response: { 200: programmesConsoleSchema, ...errors },
      },
    },
    async (request) => programmesConsole(context, requireUser(request)),
  );

  app.post(
    '/organisations/:organisationId/programmes',
    {
      schema: {
        summary: 'Create a programme (its coordinators only)',
        operationId: 'createProgramme',
        description: `400 \`invalid_programme\` says in words what is wrong. ${notYours}`,
        tags,
        params: organisationParams,
        body: programmeBodySchema,
        response: { 201: programmeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.params;
      const programme = await createProgramme(
        context,
        requireUser(request),
        organisationId,
        request.body,
      );
      return reply.code(201).send(programme);
    },
  );

  app.put(
    '/programmes/:programmeId',
    {
      schema: {
        summary: 'Change a programme’s settings (its coordinators only)',
        operationId: 'changeProgramme',
        description: `400 \`invalid_programme\` says in words what is wrong. ${notYours}`,
        tags,
        params: z.object({ programmeId: z.string().max(100) }),
        body: programmeBodySchema,
        response: { 200: programmeSchema, ...errors },
      },
    },
    async (request) =>
      changeProgramme(context, requireUser(request), request.params.programmeId, request.body),
  );

  app.post(
    '/organisations/:organisationId/coordinators',
    {
      schema: {
        summary: 'Make a verified account aged 26 or over a coordinator too',
        operationId: 'addCoordinator',
        description:
          '400 `invalid_coordinator` when no verified account aged 26 or over has the address; ' +
          `409 when they are one already. ${notYours}`,
        tags,
        params: organisationParams,
        body: addCoordinatorBodySchema,
        response: { 201: coordinatorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const coordinator = await addCoordinator(
        context,
        requireUser(request),
        request.params.organisationId,
        request.body.email,
      );
      return reply.code(201).send(coordinator);
    },
  );

  app.delete(
    '/organisations/:organisationId/coordinators/:userId',
    {
      schema: {
        summary: 'Remove a coordinator, never the last',
        operationId: 'removeCoordinator',
        description: `409 \`invalid_coordinator\` for the organisation's last coordinator. ${notYours}`,
        tags,
        params: organisationParams.extend({ userId: z.string().max(100) }),
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { organisationId, userId } = request.params;
      await removeCoordinator(context, requireUser(request), organisationId, userId);
      return reply.status(204).send();
    },
  );
};
