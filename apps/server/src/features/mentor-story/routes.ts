import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  menteeAnswersSchema,
  mentorStorySchema,
  myAnswersSchema,
} from '@mentorbridge/domain/api/mentor-story';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { answersOf, saveAnswers, saveStory, storyOf } from './service.ts';

const tags = ['profile'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** A mentor's story (mentors only) and a mentee's private answers (mentees only). */
export const mentorStoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/profile/story',
    {
      schema: {
        summary: "The mentor's story as they edit it: hidden experiences included",
        operationId: 'getMentorStory',
        description:
          'For a signed-in mentor, about themselves; before the first save it is an empty ' +
          'story. 403 `forbidden` for anyone who is not a mentor.',
        tags,
        response: { 200: mentorStorySchema, ...errors },
      },
    },
    async (request) => storyOf(context, requireUser(request)),
  );

  app.put(
    '/profile/story',
    {
      schema: {
        summary: 'Save profile: headline, about, experiences, languages, what they help with',
        operationId: 'saveMentorStory',
        description:
          'For a signed-in mentor; the answer is the story as saved, and the directory shows ' +
          'and searches it. 400 `invalid_profile` when a text is too long or has rude words or ' +
          'contact details, or a list has too many or too few items; 403 `forbidden` for ' +
          'anyone who is not a mentor.',
        tags,
        body: mentorStorySchema,
        response: { 200: mentorStorySchema, ...errors },
      },
    },
    async (request) => saveStory(context, requireUser(request), request.body),
  );

  app.get(
    '/profile/answers',
    {
      schema: {
        summary: "The mentee's own answers under Find my mentor; null before they answer",
        operationId: 'getMenteeAnswers',
        description:
          'For a signed-in mentee, about themselves; no mentor ever reads them. 403 ' +
          '`forbidden` for anyone who is not a mentee.',
        tags,
        response: { 200: myAnswersSchema, ...errors },
      },
    },
    async (request) => answersOf(context, requireUser(request)),
  );

  app.put(
    '/profile/answers',
    {
      schema: {
        summary: 'Save my answers: private, used only for suggestions',
        operationId: 'saveMenteeAnswers',
        description:
          'For a signed-in mentee; the answer is what was saved. 400 `invalid_answers` when an ' +
          'answer breaks a rule; 403 `forbidden` for anyone who is not a mentee.',
        tags,
        body: menteeAnswersSchema,
        response: { 200: myAnswersSchema, ...errors },
      },
    },
    async (request) => saveAnswers(context, requireUser(request), request.body),
  );
};
