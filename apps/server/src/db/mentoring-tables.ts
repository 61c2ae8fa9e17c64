// Caring for a match (decision 060), as Kysely sees it; `schema.ts` gathers it with the rest.

/** Each ending of a match, and its reopening by a coordinator. */
export interface MatchEndingsTable {
  id: string;
  request_id: string;
  ended_at: number;
  /** 'mentor', 'mentee', 'coordinator' or 'planned_end' (nobody: the programme's end came). */
  ended_by_role: string;
  /** Who ended it; null for the planned end, or once their account is gone. */
  ended_by: string | null;
  /** One of ENDING_REASONS (the domain's ending-rules.ts). */
  reason: string;
  reopened_at: number | null;
  reopened_by: string | null;
  reopen_reason: string | null;
}

/** A member's answers to the three exit questions of an ending. */
export interface ExitAnswersTable {
  ending_id: string;
  user_id: string;
  /** 1 to 5. */
  helped: number;
  best_part: string;
  better: string;
  answered_at: number;
}
