import type { Database } from '../../db/schema.ts';

/**
 * Every table of the schema, and what a person's data export (data-export.ts) takes from it:
 * the section it fills, or why it takes nothing. Typed by the schema, so a new table does not
 * compile until it is placed here, and a test compares it with the tables a migrated database
 * really has. docs/retention.md lists the same exclusions in words.
 */
export const exportCoverage: Record<keyof Database, { in: string } | { not: string }> = {
  users: { in: 'account' },
  mentor_skills: { in: 'account.skills' },
  sessions: { in: 'sessions' },
  email_tokens: { not: 'one-time links, kept only as hashes and for a day at most' },
  captcha_challenges: { not: 'sign-up puzzles, linked to nobody' },
  attempt_counters: { not: 'counts of recent tries (log-ins, mails), kept a day at most' },
  notes: { in: 'notes' },
  mentor_requests: { in: 'requests' },
  messages: { in: 'chats' },
  chat_reads: { in: 'chats' },
  open_tabs: { not: 'which tabs are open now, gone when they close' },
  active_calls: { not: 'who is in a call now, gone when it ends' },
  server_processes: { not: 'the servers running, about nobody' },
  call_rooms: { not: 'the secret of a call going on, gone when it ends' },
  safeguarding_leads: { in: 'safeguardingLead' },
  held_messages: { in: 'heldMessages' },
  safety_flags: { not: 'the safeguarding team’s review of messages, like the audit log' },
  audit_log: { not: 'what safeguarding leads saw and did, kept for inspections' },
  reports: { in: 'reportsMade (reports about someone stay with the safeguarding team)' },
  warnings: { in: 'warnings' },
  blocks: { in: 'blocks' },
  guardian_consents: { in: 'guardianConsent' },
  app_meta: { not: 'the server’s own settings, about nobody' },
  directory_version: { not: 'a counter for the servers’ caches, about nobody' },
  chat_standing_version: { not: 'a counter for the servers’ caches, about nobody' },
  chat_standing_changes: { not: 'whose chats the servers must re-read, kept briefly' },
  story_bits_version: { not: 'a counter for the servers’ caches, about nobody' },
  story_bits_changes: { not: 'whose story the servers must re-read, kept briefly' },
  mentor_profiles: { in: 'story' },
  mentor_experiences: { in: 'story.experiences' },
  mentor_goals: { in: 'story.goals' },
  mentor_languages: { in: 'story.languages' },
  mentee_answers: { in: 'answers' },
  suggestion_shows: { not: 'which students were shown which mentors today: other people’s' },
  reply_times: { in: 'replyTimes' },
  mentor_vetting: { in: 'safeguardingRecord' },
  vetting_notices: { not: 'which expiry reminders were sent, so each goes once' },
  push_subscriptions: { in: 'devices' },
  mail_outbox: { not: 'mail on its way: it reaches you as the mail itself' },
  organisations: { not: 'a school’s name, about nobody' },
  organisation_coordinators: { in: 'coordinating' },
  programmes: { not: 'a school’s programmes (name, dates, ages), about nobody' },
  programme_codes: { not: 'the codes to join a school’s programmes, about nobody' },
  programme_members: { in: 'programmes' },
};
