import type { Migration } from 'kysely';
import * as accounts from './2026-11-21T0600-accounts.ts';
import * as blocks from './2026-11-22T0800-blocks.ts';
import * as callProcessLease from './2026-11-25T0600-call-process-lease.ts';
import * as calls from './2026-11-21T2200-calls.ts';
import * as callRooms from './2026-12-07T1200-call-rooms.ts';
import * as menteeNameWhilePaused from './2026-12-07T1300-mentee-name-while-paused.ts';
import * as chat from './2026-11-21T2000-chat.ts';
import * as chatStandingVersion from './2026-11-30T0600-chat-standing-version.ts';
import * as chatStandingChanges from './2026-12-08T0600-chat-standing-changes.ts';
import * as connections from './2026-11-21T1800-connections.ts';
import * as directoryNewestFirst from './2026-11-24T0600-directory-newest-first.ts';
import * as directoryVersion from './2026-11-26T0600-directory-version.ts';
import * as foreignKeyIndexes from './2026-11-29T0600-foreign-key-indexes.ts';
import * as guardianConsent from './2026-11-22T0900-guardian-consent.ts';
import * as mentorStories from './2026-12-01T0600-mentor-stories.ts';
import * as storyBitsVersion from './2026-12-02T0600-story-bits-version.ts';
import * as pushSubscriptions from './2026-12-04T0600-push-subscriptions.ts';
import * as mailOutbox from './2026-12-05T0600-mail-outbox.ts';
import * as mailOutboxSent from './2026-12-06T0600-mail-outbox-sent.ts';
import * as mailKindAndPerson from './2026-12-09T0600-mail-kind-and-person.ts';
import * as notes from './2026-11-21T1200-notes.ts';
import * as programmes from './2026-12-10T0600-programmes.ts';
import * as programmeCodesAndMembers from './2026-12-11T0600-programme-codes-and-members.ts';
import * as programmeMatches from './2026-12-12T0600-programme-matches.ts';
import * as callHistory from './2026-12-13T0600-call-history.ts';
import * as callAttendance from './2026-12-14T0600-call-attendance.ts';
import * as matchEndings from './2026-12-15T0600-match-endings.ts';
import * as checkIns from './2026-12-16T0600-check-ins.ts';
import * as caregivers from './2026-12-17T0600-caregivers.ts';
import * as contactHours from './2026-12-18T0600-contact-hours.ts';
import * as videoPolicy from './2026-12-19T0600-video-policy.ts';
import * as callsOfThree from './2026-12-20T0600-calls-of-three.ts';
import * as languages from './2026-12-21T0600-languages.ts';
import * as guardianLanguages from './2026-12-22T0600-guardian-languages.ts';
import * as notifications from './2026-11-27T0600-notifications.ts';
import * as reports from './2026-11-22T0700-reports.ts';
import * as reportsOutliveReporter from './2026-11-23T0600-reports-outlive-reporter.ts';
import * as safeguarding from './2026-11-22T0600-safeguarding.ts';
import * as sessionIdle from './2026-11-21T2300-session-idle.ts';
import * as mentorVetting from './2026-12-03T0600-mentor-vetting.ts';
import * as auditChanges from './2026-12-07T0700-audit-changes.ts';
import * as timeOrderedMessageIds from './2026-11-28T0600-time-ordered-message-ids.ts';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0600-accounts': accounts,
  '2026-11-21T1200-notes': notes,
  '2026-11-21T1800-connections': connections,
  '2026-11-21T2000-chat': chat,
  '2026-11-21T2200-calls': calls,
  '2026-11-21T2300-session-idle': sessionIdle,
  '2026-11-22T0600-safeguarding': safeguarding,
  '2026-11-22T0700-reports': reports,
  '2026-11-22T0800-blocks': blocks,
  '2026-11-22T0900-guardian-consent': guardianConsent,
  '2026-11-23T0600-reports-outlive-reporter': reportsOutliveReporter,
  '2026-11-24T0600-directory-newest-first': directoryNewestFirst,
  '2026-11-25T0600-call-process-lease': callProcessLease,
  '2026-11-26T0600-directory-version': directoryVersion,
  '2026-11-27T0600-notifications': notifications,
  '2026-11-28T0600-time-ordered-message-ids': timeOrderedMessageIds,
  '2026-11-29T0600-foreign-key-indexes': foreignKeyIndexes,
  '2026-11-30T0600-chat-standing-version': chatStandingVersion,
  '2026-12-01T0600-mentor-stories': mentorStories,
  '2026-12-02T0600-story-bits-version': storyBitsVersion,
  '2026-12-03T0600-mentor-vetting': mentorVetting,
  '2026-12-04T0600-push-subscriptions': pushSubscriptions,
  '2026-12-05T0600-mail-outbox': mailOutbox,
  '2026-12-06T0600-mail-outbox-sent': mailOutboxSent,
  '2026-12-07T0700-audit-changes': auditChanges,
  '2026-12-07T1200-call-rooms': callRooms,
  '2026-12-07T1300-mentee-name-while-paused': menteeNameWhilePaused,
  '2026-12-08T0600-chat-standing-changes': chatStandingChanges,
  '2026-12-09T0600-mail-kind-and-person': mailKindAndPerson,
  '2026-12-10T0600-programmes': programmes,
  '2026-12-11T0600-programme-codes-and-members': programmeCodesAndMembers,
  '2026-12-12T0600-programme-matches': programmeMatches,
  '2026-12-13T0600-call-history': callHistory,
  '2026-12-14T0600-call-attendance': callAttendance,
  '2026-12-15T0600-match-endings': matchEndings,
  '2026-12-16T0600-check-ins': checkIns,
  '2026-12-17T0600-caregivers': caregivers,
  '2026-12-18T0600-contact-hours': contactHours,
  '2026-12-19T0600-video-policy': videoPolicy,
  '2026-12-20T0600-calls-of-three': callsOfThree,
  '2026-12-21T0600-languages': languages,
  '2026-12-22T0600-guardian-languages': guardianLanguages,
};
