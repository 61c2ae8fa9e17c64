import { z } from 'zod';

const value = z.union([z.string(), z.number()]);

/** A sentence inside a sentence: one level is all the server's messages need. */
const innerMsgSchema = z.object({
  id: z.string(),
  values: z.record(z.string(), value).optional(),
});

/**
 * A sentence the server sends without its words (decision 061): the id of a catalogue message
 * and its values, for the reader's browser to write in their language.
 */
export const msgSchema = z.object({
  id: z.string(),
  values: z.record(z.string(), z.union([value, innerMsgSchema])).optional(),
});

export type SentMsg = z.infer<typeof msgSchema>;
