import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@mentorbridge/domain/api/errors';
import {
  noteBodySchema,
  noteIdParamsSchema,
  noteListSchema,
  noteSchema,
} from '@mentorbridge/domain/api/notes';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../plugins/session.ts';
import { addNote, editNote, notesOf, removeNote } from './service.ts';

const tags = ['notes'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Private notes: always the signed-in user's own, whatever ids a request names. */
export const notesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/notes',
    {
      schema: {
        summary: 'My notes, newest first',
        tags,
        response: { 200: noteListSchema, ...errors },
      },
    },
    async (request) => ({ notes: await notesOf(context, requireUser(request).id) }),
  );

  app.post(
    '/notes',
    {
      schema: {
        summary: 'Add a note',
        tags,
        body: noteBodySchema,
        response: { 201: noteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await addNote(context, requireUser(request).id, request.body.content);
      return reply.status(201).send(note);
    },
  );

  app.put(
    '/notes/:noteId',
    {
      schema: {
        summary: 'Edit one of my notes',
        tags,
        params: noteIdParamsSchema,
        body: noteBodySchema,
        response: { 200: noteSchema, ...errors },
      },
    },
    async (request) =>
      editNote(context, requireUser(request).id, request.params.noteId, request.body.content),
  );

  app.delete(
    '/notes/:noteId',
    {
      schema: {
        summary: 'Delete one of my notes',
        tags,
        params: noteIdParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await removeNote(context, requireUser(request).id, request.params.noteId);
      return reply.status(204).send();
    },
  );
};
