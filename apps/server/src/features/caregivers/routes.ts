import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caregiverAddressBodySchema,
  caregiverAskSchema,
  caregiverLanguageBodySchema,
  caregiverNewLinkBodySchema,
  caregiverPageSchema,
  caregiverTokenBodySchema,
  caregiverVideoBodySchema,
} from '@mentorbridge/domain/api/caregivers';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  agreeToVideoCalls,
  caregiverAsk,
  caregiverDecides,
  caregiverPage,
  giveCaregiverAddress,
  pauseByCaregiver,
  saveCaregiverLanguage,
  sendNewLink,
} from './service.ts';

const tags = ['caregivers'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const matchParams = z.object({ requestId: z.string().max(220) });
const linkNote =
  'No account: the token of the link in the newest mail, in the body. A wrong, old or stopped ' +
  'link (the child is 16, or left the programme that asked) answers 400 ' +
  '`caregiver_link_invalid`, the same for all, revealing nothing.';

/**
 * A caregiver's page (decision 060), opened by the link in their mail: who the child talks to
 * and how often, a pause, and a child under 13's new matches to approve; and a pupil's giving of
 * the address.
 */
export const caregiversRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/caregiver/page',
    {
      schema: {
        summary: "A caregiver's page: their child's mentors, checks, and how often they talk",
        operationId: 'getCaregiverPage',
        security: [],
        description: `Never a message's words or a chat's picture. ${linkNote}`,
        tags,
        body: caregiverTokenBodySchema,
        response: { 200: caregiverPageSchema, ...errors },
      },
    },
    async (request) => caregiverPage(context, request.body.token),
  );

  app.post(
    '/caregiver/matches/:requestId/pause',
    {
      schema: {
        summary: 'Pause this mentoring: the chat freezes and a call ends, until someone looks',
        operationId: 'pauseByCaregiver',
        security: [],
        description:
          'The programme’s coordinators (outside a programme, the safeguarding leads) are ' +
          `mailed. 409 when it is not open, or is paused already. ${linkNote}`,
        tags,
        params: matchParams,
        body: caregiverTokenBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await pauseByCaregiver(context, request.body.token, request.params.requestId);
      return reply.status(204).send();
    },
  );

  for (const decision of ['approve', 'refuse'] as const) {
    app.post(
      `/caregiver/matches/:requestId/${decision}`,
      {
        schema: {
          summary:
            decision === 'approve'
              ? "Approve a child under 13's new match: its chat opens"
              : "Refuse a child under 13's new match",
          operationId: decision === 'approve' ? 'approveByCaregiver' : 'refuseByCaregiver',
          security: [],
          description: `409 when it does not wait for the caregiver. ${linkNote}`,
          tags,
          params: matchParams,
          body: caregiverTokenBodySchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        const agreed = decision === 'approve';
        await caregiverDecides(context, request.body.token, request.params.requestId, agreed);
        return reply.status(204).send();
      },
    );
  }

  app.post(
    '/caregiver/video',
    {
      schema: {
        summary: 'Agree to one-to-one video calls, where the child’s programme asks, or withdraw',
        operationId: 'agreeToVideoCalls',
        security: [],
        description: linkNote,
        tags,
        body: caregiverVideoBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await agreeToVideoCalls(context, request.body.token, request.body.agreed);
      return reply.status(204).send();
    },
  );

  app.post(
    '/caregiver/language',
    {
      config: { validationMessage: msg.languageNotOffered, validationCode: 'invalid_request' },
      schema: {
        summary: "Save the language of the caregiver's page and mail",
        operationId: 'saveCaregiverLanguage',
        security: [],
        description:
          '`en`, `es` or `ar`, the caregiver’s own choice on their page: their mail is written ' +
          'in it from then on (at first it is the child’s). 400 `invalid_request` for a ' +
          `language MentorBridge is not written in, changing nothing. ${linkNote}`,
        tags,
        body: caregiverLanguageBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await saveCaregiverLanguage(context, request.body.token, request.body.language);
      return reply.status(204).send();
    },
  );

  app.post(
    '/caregiver/new-link',
    {
      schema: {
        summary: 'Mail a new link to a caregiver, by their address',
        operationId: 'sendCaregiverLink',
        security: [],
        description:
          'Always 204, whether the address is on the list or not (decision 007); a few an hour ' +
          'per address. The new link replaces the old one.',
        tags,
        body: caregiverNewLinkBodySchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await sendNewLink(context, request.body.email);
      return reply.status(204).send();
    },
  );

  app.get(
    '/caregiver/address',
    {
      schema: {
        summary: "Whether the pupil's programme asks them for a parent's or carer's address",
        operationId: 'getCaregiverAsk',
        description: 'The programme that asks, while the pupil is 13 to 15 and gave none.',
        tags,
        response: { 200: caregiverAskSchema, 401: errorBodySchema },
      },
    },
    async (request) => caregiverAsk(context, requireUser(request)),
  );

  app.post(
    '/caregiver/address',
    {
      schema: {
        summary: "A pupil of 13 to 15 gives their parent's or carer's address",
        operationId: 'giveCaregiverAddress',
        description:
          '400 for an address that is not one, or is their own; 409 when no programme of ' +
          'theirs asks for it. The caregiver is mailed the link to their page.',
        tags,
        body: caregiverAddressBodySchema,
        response: { 204: z.undefined(), 401: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await giveCaregiverAddress(context, requireUser(request), request.body.email);
      return reply.status(204).send();
    },
  );
};
