import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@mentorbridge/domain/api/auth';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  guardianLanguageBodySchema,
  guardianQuerySchema,
  guardianTokenBodySchema,
  guardianViewSchema,
} from '@mentorbridge/domain/api/guardian';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { giveConsent, refuseConsent, saveGuardianLanguage, viewConsent } from './service.ts';

const tags = ['guardian'];
const config = {
  validationMessage: msg.guardianLinkInvalid,
  validationCode: 'guardian_link_invalid' as const,
};

/** A parent's or guardian's answer, by the link mailed to them; no account needed. */
export const guardianRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const rateLimit = context.limits.verifyEmail;

  app.get(
    '/guardian',
    {
      config: { ...config, rateLimit },
      schema: {
        summary: "What a guardian's link is for: whose account, and the consent so far",
        operationId: 'getGuardianConsent',
        description:
          'Anyone with the link may call it; no account is needed, and it changes nothing. 400 ' +
          '`guardian_link_invalid` when the token is unknown or the account is gone.',
        security: [],
        tags,
        querystring: guardianQuerySchema,
        response: { 200: guardianViewSchema, 400: errorBodySchema },
      },
    },
    async (request) => viewConsent(context, request.query.token),
  );

  for (const [answer, act] of [
    ['consent', giveConsent],
    ['refuse', refuseConsent],
  ] as const) {
    app.post(
      `/guardian/${answer}`,
      {
        config: { ...config, rateLimit },
        schema: {
          summary:
            answer === 'consent'
              ? 'The guardian agrees'
              : 'The guardian refuses or withdraws: the account is deleted',
          operationId: (
            { consent: 'giveGuardianConsent', refuse: 'refuseGuardianConsent' } as const
          )[answer],
          description: (
            {
              consent:
                'Anyone with the link; from then on the child may ask mentors, chat and call, ' +
                'and a tab they have open learns it at once. 400 `guardian_link_invalid` when ' +
                'the token is unknown or the account is gone.',
              refuse:
                'Anyone with the link, before or after agreeing; the account and everything in ' +
                'it are deleted at once, for good. 400 `guardian_link_invalid` when the token ' +
                'is unknown or the account is already gone.',
            } as const
          )[answer],
          security: [],
          tags,
          body: guardianTokenBodySchema,
          response: { 200: okSchema, 400: errorBodySchema },
        },
      },
      async (request) => {
        await act(context, request.body.token);
        return { ok: true as const };
      },
    );
  }

  app.post(
    '/guardian/language',
    {
      config: {
        rateLimit,
        validationMessage: msg.languageNotOffered,
        validationCode: 'invalid_request',
      },
      schema: {
        summary: "Save the language of the guardian's page and mail",
        operationId: 'saveGuardianLanguage',
        description:
          "Anyone with the link: `en`, `es` or `ar`, the guardian's own choice on their page. " +
          'Their mail is written in it from then on (at first it is the child’s). 400 ' +
          '`invalid_request` for a language MentorBridge is not written in, changing nothing; ' +
          '400 `guardian_link_invalid` when the token is unknown or the account is gone.',
        security: [],
        tags,
        body: guardianLanguageBodySchema,
        response: { 200: okSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await saveGuardianLanguage(context, request.body.token, request.body.language);
      return { ok: true as const };
    },
  );
};
