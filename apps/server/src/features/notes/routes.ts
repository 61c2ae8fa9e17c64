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
        operationId: 'listNotes',
        description:
          "Only the signed-in user's own notes: nobody else, leads included, reads them.",
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
        operationId: 'addNote',
        description:
          'A private note of the signed-in user. 400 `invalid_note` when it is blank or too long.',
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
        operationId: 'editNote',
        description:
          "Replaces the note's text. 400 `invalid_note` when it is blank or too long; 404 " +
          "`not_found` when there is no such note or it is someone else's, so ids cannot be " +
          'probed.',
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
        operationId: 'deleteNote',
        description:
          'The note is gone for good. 404 `not_found` when there is no such note or it is ' +
          "someone else's.",
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
