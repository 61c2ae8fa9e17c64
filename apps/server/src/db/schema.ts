import type { Locale } from '@mentorbridge/domain/i18n/locales';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import type { Generated } from 'kysely';
import type {
  MenteeAnswersTable,
  MentorExperiencesTable,
  MentorGoalsTable,
  MentorLanguagesTable,
  MentorProfilesTable,
  ReplyTimesTable,
  SuggestionShowsTable,
} from './story-tables.ts';
import type {
  AppMetaTable,
  ChatStandingChangesTable,
  ChatStandingVersionTable,
  DirectoryVersionTable,
  StoryBitsChangesTable,
  StoryBitsVersionTable,
} from './version-tables.ts';
import type {
  OrganisationCoordinatorsTable,
  OrganisationsTable,
  ProgrammeCodesTable,
  ProgrammeMembersTable,
  ProgrammesTable,
} from './programme-tables.ts';
import type {
  CaregiversTable,
  CheckInsTable,
  ExitAnswersTable,
  MatchEndingsTable,
} from './mentoring-tables.ts';
import type { MailOutboxTable, OpenTabsTable, PushSubscriptionsTable } from './reach-tables.ts';
import type {
  ActiveCallsTable,
  CallAttendanceTable,
  CallHistoryTable,
  CallRoomsTable,
  ServerProcessesTable,
} from './call-tables.ts';
import type { MentorVettingTable, VettingNoticesTable } from './vetting-tables.ts';
import type {
  AuditLogTable,
  BlocksTable,
  GuardianConsentsTable,
  HeldMessagesTable,
  ReportsTable,
  SafeguardingLeadsTable,
  SafetyFlagsTable,
  WarningsTable,
} from './safeguarding-tables.ts';

/**
 * The tables as Kysely sees them. Times are epoch milliseconds and flags are 0/1 integers, so
 * SQLite and PostgreSQL return the same values.
 */
export interface Database {
  users: UsersTable;
  mentor_skills: MentorSkillsTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  captcha_challenges: CaptchaChallengesTable;
  attempt_counters: AttemptCountersTable;
  notes: NotesTable;
  mentor_requests: MentorRequestsTable;
  messages: MessagesTable;
  chat_reads: ChatReadsTable;
  open_tabs: OpenTabsTable;
  active_calls: ActiveCallsTable;
  call_history: CallHistoryTable;
  call_attendance: CallAttendanceTable;
  server_processes: ServerProcessesTable;
  call_rooms: CallRoomsTable;
  safeguarding_leads: SafeguardingLeadsTable;
  held_messages: HeldMessagesTable;
  safety_flags: SafetyFlagsTable;
  audit_log: AuditLogTable;
  reports: ReportsTable;
  warnings: WarningsTable;
  blocks: BlocksTable;
  guardian_consents: GuardianConsentsTable;
  app_meta: AppMetaTable;
  directory_version: DirectoryVersionTable;
  chat_standing_version: ChatStandingVersionTable;
  chat_standing_changes: ChatStandingChangesTable;
  story_bits_version: StoryBitsVersionTable;
  story_bits_changes: StoryBitsChangesTable;
  mentor_profiles: MentorProfilesTable;
  mentor_experiences: MentorExperiencesTable;
  mentor_goals: MentorGoalsTable;
  mentor_languages: MentorLanguagesTable;
  mentee_answers: MenteeAnswersTable;
  suggestion_shows: SuggestionShowsTable;
  reply_times: ReplyTimesTable;
  mentor_vetting: MentorVettingTable;
  vetting_notices: VettingNoticesTable;
  organisations: OrganisationsTable;
  organisation_coordinators: OrganisationCoordinatorsTable;
  programmes: ProgrammesTable;
  programme_codes: ProgrammeCodesTable;
  programme_members: ProgrammeMembersTable;
  match_endings: MatchEndingsTable;
  exit_answers: ExitAnswersTable;
  check_ins: CheckInsTable;
  caregivers: CaregiversTable;
  push_subscriptions: PushSubscriptionsTable;
  mail_outbox: MailOutboxTable;
}

export interface UsersTable {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  password_hash: string;
  full_name: string;
  role: Role;
  age: number;
  email_verified: number;
  /** Bumped on every picture upload, so picture URLs change and caches refresh. */
  avatar_version: number;
  created_at: number;
  /** Set while a safeguarding lead has the account suspended. */
  suspended_at: number | null;
  /** Which notification mails the user wants (decision 031); 1 unless they turned one off. */
  notify_requests: Generated<number>;
  notify_answers: Generated<number>;
  notify_unread: Generated<number>;
  /** Mails about caring for a match: its planned end, its ending (decision 060). */
  notify_mentoring: Generated<number>;
  /** How many mentees a mentor takes at once (1 to 10). */
  mentee_capacity: Generated<number>;
  /** 1 while a mentor takes no new requests. */
  paused_requests: Generated<number>;
  /** The key in the unsubscribe links of the user's mails; made with the first one. */
  mail_token: Generated<string | null>;
  /** The language they read MentorBridge in, and their mail and push are written in (061). */
  language: Generated<Locale>;
}

export interface MentorSkillsTable {
  user_id: string;
  skill: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: number;
  /** Absolute end: the session ends then, however much it is used. */
  expires_at: number;
  /** Last request it served, written at most once a minute; idle too long and it ends. */
  last_used_at: number;
}

/** What a mailed one-time link does. */
export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  expires_at: number;
}

export interface CaptchaChallengesTable {
  id: string;
  answer: number;
  expires_at: number;
}

/** Fixed-window counters for limits that must hold per account or per address, not per IP. */
export interface AttemptCountersTable {
  key: string;
  window_started_at: number;
  count: number;
}

/** Private notes; only their owner ever reads them. */
export interface NotesTable {
  id: string;
  user_id: string;
  content: string;
  created_at: number;
  updated_at: number;
}

/** A mentee's request to a mentor; its id is also the id of their chat. */
export interface MentorRequestsTable {
  /** mentor_id + "__" + requester_id. */
  id: string;
  mentor_id: string;
  requester_id: string;
  status: RequestStatus;
  created_at: number;
  updated_at: number;
  /** Reminders the mentor had of this pending request: 0, 1 (after 3 days) or 2 (after 10). */
  reminders_sent: Generated<number>;
  /** What the mentee wrote with the request; the mentor reads it on the pending request. */
  message: Generated<string | null>;
  /** The mentee's name as the mentor last saw it, while a rename is hidden from a paused chat. */
  mentee_name_while_paused: Generated<string | null>;
  /** The programme both are in, when the request was made inside one (decision 058). */
  programme_id: Generated<string | null>;
  /** The mentor's yes, while the match waits for the programme's coordinator (still pending). */
  mentor_accepted_at: Generated<number | null>;
  /** The coordinator who proposed this match: a proposal is the programme's approval. */
  proposed_by: Generated<string | null>;
  /** The coordinator who approved the match or said no, and when. */
  programme_decided_by: Generated<string | null>;
  programme_decided_at: Generated<number | null>;
  /** Why the coordinator said no, as the pair reads it; null unless they did. */
  programme_refusal: Generated<string | null>;
  /** Set while the match has ended (decision 060): its chat is read only for both. */
  ended_at: Generated<number | null>;
  /** The planned end a reminder was mailed for; a moved end reminds again. */
  ending_reminded_for: Generated<string | null>;
  /** 1 once a member of a pair outside programmes turned check-ins on (decision 060). */
  check_ins_on: Generated<number>;
  /** Set while the child's caregiver has the chat paused, until a coordinator or lead lifts it. */
  caregiver_paused_at: Generated<number | null>;
  /** A child under 13: when their caregiver said yes (1) or no (0) to the match. */
  caregiver_decided_at: Generated<number | null>;
  caregiver_agreed: Generated<number | null>;
}

/** Chat messages; chat_id is the id of the accepted request. */
export interface MessagesTable {
  id: string;
  chat_id: string;
  /** 1, 2, 3... within the chat. */
  seq: number;
  sender_id: string;
  /** Masked by the profanity filter before it is stored. */
  text: string;
  /** The image's id in the chat's folder of the file store, or null. */
  image_key: string | null;
  client_id: string;
  created_at: number;
}

/** How far a member has seen a chat. */
export interface ChatReadsTable {
  chat_id: string;
  user_id: string;
  seen_up_to: number;
  /** When this member was last mailed about unread messages of the chat. */
  unread_mailed_at: Generated<number | null>;
}
