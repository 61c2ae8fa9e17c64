import { z } from 'zod';

/** One private note. */
export const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  /** Epoch milliseconds of the last edit. */
  updatedAt: z.number(),
});
export type Note = z.infer<typeof noteSchema>;

/** The owner's notes, newest first. */
export const noteListSchema = z.object({ notes: z.array(noteSchema) });
export type NoteList = z.infer<typeof noteListSchema>;

/** A note's text, new or edited. */
export const noteBodySchema = z.strictObject({
  content: z.string().max(100_000),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

export const noteIdParamsSchema = z.object({ noteId: z.string().max(100) });
