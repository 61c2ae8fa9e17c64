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
        tags,
        body: menteeAnswersSchema,
        response: { 200: myAnswersSchema, ...errors },
      },
    },
    async (request) => saveAnswers(context, requireUser(request), request.body),
  );
};
