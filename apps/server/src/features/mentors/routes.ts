import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  mentorIdParamsSchema,
  mentorProfileSchema,
  suggestionListSchema,
} from '@mentorbridge/domain/api/mentor-story';
import { mentorListQuerySchema, mentorPageSchema } from '@mentorbridge/domain/api/mentors';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import type { AppContext } from '../../app-context.ts';
import { todayBy } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/session.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { directoryWithKeptPages } from './directory-cache.ts';
import { mentorProfile, suggestionsFor } from './service.ts';

const tags = ['mentors'];

/** The signed-in viewer as the safeguarding gate sees them. */
const gateViewerOf = (user: SessionIdentity) => ({ id: user.id, minor: isMinor(user.age) });

/** The mentor directory (search1), a mentor's page and suggestions: signed-in users only. */
export const mentorsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const findMentorsFor = directoryWithKeptPages(context);
  app.get(
    '/mentors',
    {
      schema: {
        summary:
          'Verified mentors, a page at a time: "skill" is part of a skill or words of their story (skill matches first); filters by shown experience, goal, language and taking requests',
        operationId: 'listMentors',
        description:
          'Any signed-in user. Suspended mentors, safeguarding leads and anyone in a block ' +
          'with the viewer are left out, and a viewer under 18 sees only mentors whose ' +
          'safeguarding check counts today. Send `nextCursor` back as `cursor` for the next ' +
          'page; 400 `invalid_request` for an unknown experience, goal or language.',
        tags,
        querystring: mentorListQuerySchema,
        response: { 200: mentorPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { page, json } = await findMentorsFor(
        request.query,
        gateViewerOf(requireUser(request)),
      );
      if (json !== null) reply.serializer(() => json);
      return page;
    },
  );

  app.get(
    '/mentors/suggestions',
    {
      schema: {
        summary:
          'Suggested for you: up to five mentors matching the mentee’s answers (mentees only)',
        operationId: 'listSuggestedMentors',
        description:
          'Only mentors the mentee may ask, best match first, each with up to three `reasons`, ' +
          'strongest first: what the two share, as codes (a shown experience, a goal, a skill ' +
          'field, a language), for the reader to write in their language. The language the ' +
          'mentee reads MentorBridge in counts among theirs when it is not English. ' +
          '`answered` is false, with no suggestions, until the mentee has saved answers. ' +
          '403 `forbidden` for a mentor.',
        tags,
        response: { 200: suggestionListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => suggestionsFor(context, requireUser(request)),
  );

  app.get(
    '/mentors/:mentorId',
    {
      schema: {
        summary: "A mentor's page: their story as they show it, availability and reply time",
        operationId: 'getMentor',
        description:
          'Any signed-in user. Experiences the mentor keeps for suggestions only are left ' +
          'out. 404 `not_found` for a mentor the viewer may not see (blocked either way, ' +
          'suspended, or not checked while the viewer is under 18), as for one that does not ' +
          'exist.',
        tags,
        params: mentorIdParamsSchema,
        response: { 200: mentorProfileSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      mentorProfile(
        context,
        { ...gateViewerOf(requireUser(request)), today: todayBy(context.clock) },
        request.params.mentorId,
      ),
  );
};
