// Programmes for schools (decision 058), as Kysely sees them; `schema.ts` gathers them with the
// rest.

/** A school, or another organisation that runs programmes; made by the server's operator. */
export interface OrganisationsTable {
  id: string;
  name: string;
  /** The name lower-cased and trimmed: one organisation per name. */
  name_key: string;
  created_at: number;
}

/** An adult account that runs the organisation's programmes. */
export interface OrganisationCoordinatorsTable {
  organisation_id: string;
  user_id: string;
  added_at: number;
}

/** A programme: an age group between a start and a planned end, days as `YYYY-MM-DD`. */
export interface ProgrammesTable {
  id: string;
  organisation_id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  /** An IANA name ("Europe/London"): the programme's days are its school's days. */
  time_zone: string;
  min_age: number;
  max_age: number;
  /** 1: its pupils see only its mentors. */
  pupils_see_only_its_mentors: number;
  /** 1: a coordinator approves each match before its chat opens. */
  coordinator_approves_matches: number;
  /** How often its pairs check in (the domain's check-in-rules.ts). */
  check_in_cadence: string;
  /** 1: its pupils of 13 to 15 give a parent's or carer's address too (decision 060). */
  asks_caregiver: number;
  /** Its contact hours, `HH:MM` on its clock (decision 060). */
  contact_from: string;
  contact_until: string;
  /** What calls its pupils under 18 may have (the domain's video-policy.ts). */
  video_policy: string;
  created_at: number;
  updated_at: number;
}

/** A code to join a programme: one per role at a time, until replaced (`ended_at`). */
export interface ProgrammeCodesTable {
  code: string;
  programme_id: string;
  /** 'pupil' or 'mentor'. */
  role: string;
  /** The last day it can be used, `YYYY-MM-DD`. */
  expires_on: string;
  max_uses: number;
  uses: number;
  /** 1: a coordinator approves each person who joins with it. */
  approval_required: number;
  created_at: number;
  ended_at: number | null;
}

/** Someone in a programme, or waiting for a coordinator to let them in. */
export interface ProgrammeMembersTable {
  programme_id: string;
  user_id: string;
  /** 'pupil' or 'mentor'. */
  role: string;
  /** 'waiting' or 'member'. */
  status: string;
  joined_at: number;
  /** When a coordinator let them in; null while waiting, or when the code needed nobody. */
  decided_at: number | null;
}
