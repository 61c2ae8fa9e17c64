import type { Programme } from '@mentorbridge/domain/api/programmes';
import { DEFAULT_CADENCE, isCadence } from '@mentorbridge/domain/check-in-rules';
import type { ProgrammeSettings } from '@mentorbridge/domain/programme-rules';
import { DEFAULT_VIDEO_POLICY, isVideoPolicy } from '@mentorbridge/domain/video-policy';
import type { ProgrammesTable } from '../../db/programme-tables.ts';

// A programme between its row and its settings, both ways (decisions 058, 060).

export const toProgramme = (row: ProgrammesTable): Programme => ({
  id: row.id,
  organisationId: row.organisation_id,
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  timeZone: row.time_zone,
  minAge: row.min_age,
  maxAge: row.max_age,
  pupilsSeeOnlyItsMentors: row.pupils_see_only_its_mentors === 1,
  coordinatorApprovesMatches: row.coordinator_approves_matches === 1,
  checkInCadence: isCadence(row.check_in_cadence) ? row.check_in_cadence : DEFAULT_CADENCE,
  asksCaregiver: row.asks_caregiver === 1,
  contactFrom: row.contact_from,
  contactUntil: row.contact_until,
  videoPolicy: isVideoPolicy(row.video_policy) ? row.video_policy : DEFAULT_VIDEO_POLICY,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const settingsColumns = (settings: ProgrammeSettings) => ({
  name: settings.name,
  starts_on: settings.startsOn,
  ends_on: settings.endsOn,
  time_zone: settings.timeZone,
  min_age: settings.minAge,
  max_age: settings.maxAge,
  pupils_see_only_its_mentors: settings.pupilsSeeOnlyItsMentors ? 1 : 0,
  coordinator_approves_matches: settings.coordinatorApprovesMatches ? 1 : 0,
  check_in_cadence: settings.checkInCadence,
  asks_caregiver: settings.asksCaregiver ? 1 : 0,
  contact_from: settings.contactFrom,
  contact_until: settings.contactUntil,
  video_policy: settings.videoPolicy,
});
