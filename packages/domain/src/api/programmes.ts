import { z } from 'zod';

/*
 * Programmes for schools (decision 058): the coordinators' console at /programmes. Days are
 * `YYYY-MM-DD`; the rules check them exactly (programme-rules.ts), so the answer says what is
 * wrong in words.
 */

/** A programme's settings, as a coordinator writes them. */
export const programmeBodySchema = z.object({
  name: z.string().max(500),
  startsOn: z.string().max(20),
  endsOn: z.string().max(20),
  timeZone: z.string().max(100),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  pupilsSeeOnlyItsMentors: z.boolean(),
  coordinatorApprovesMatches: z.boolean(),
});
export type ProgrammeBody = z.infer<typeof programmeBodySchema>;

export const programmeSchema = programmeBodySchema.extend({
  id: z.string(),
  organisationId: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** A coordinator as the organisation's other coordinators see them. */
export const coordinatorSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Epoch milliseconds. */
  addedAt: z.number(),
});
export type Coordinator = z.infer<typeof coordinatorSchema>;

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  coordinators: z.array(coordinatorSchema),
  programmes: z.array(programmeSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** What the console opens on: the organisations the signed-in user coordinates. */
export const programmesConsoleSchema = z.object({ organisations: z.array(organisationSchema) });
export type ProgrammesConsole = z.infer<typeof programmesConsoleSchema>;

export const addCoordinatorBodySchema = z.object({ email: z.string().max(320) });
export type AddCoordinatorBody = z.infer<typeof addCoordinatorBodySchema>;
