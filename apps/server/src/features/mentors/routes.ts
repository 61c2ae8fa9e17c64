import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import { mentorListQuerySchema, mentorPageSchema } from '@mentorbridge/domain/api/mentors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { directoryWithKeptPages } from './directory-cache.ts';

/** The mentor directory (search1) needs a signed-in user, as the view does (docs/product.md). */
export const mentorsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const findMentorsFor = directoryWithKeptPages(context);
  app.get(
    '/mentors',
    {
      schema: {
        summary: 'Verified mentors, newest first, a page at a time; "skill" is part of a skill',
        tags: ['mentors'],
        querystring: mentorListQuerySchema,
        response: { 200: mentorPageSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { page, json } = await findMentorsFor(request.query, requireUser(request).id);
      if (json !== null) reply.serializer(() => json);
      return page;
    },
  );
};
