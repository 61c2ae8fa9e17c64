import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { MatchEnding } from '@mentorbridge/domain/api/endings';
import { currentCheckInDay } from '@mentorbridge/domain/check-in-rules';
import { matchWaitsForCaregiver } from '@mentorbridge/domain/caregiver-rules';
import { askAgainFrom } from '@mentorbridge/domain/ending-rules';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { dayText, mentorReachesMentee } from '@mentorbridge/domain/vetting-rules';
import type { RequestRecord } from './request-record-repository.ts';

/**
 * A request as `viewerId` sees it. While its chat is paused, its mentor sees the mentee under the
 * name they last saw (a rename during the pause stays hidden from them).
 */
export const toRequest = (
  record: RequestRecord,
  today: string,
  viewerId?: string,
  now = Date.now(),
): ConnectionRequest => {
  const waitsForCheck = !mentorReachesMentee(record.mentee.age, record.mentorCheckedUntil, today);
  const ended = record.ending !== null;
  const nameKept =
    viewerId === record.mentor.id && (record.frozen || waitsForCheck)
      ? record.menteeNameWhilePaused
      : null;
  return {
    id: record.id,
    status: record.status,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    frozen: record.frozen,
    waitsForCheck,
    message: record.message,
    caregiverPaused: record.caregiverPaused,
    waitsForCaregiver:
      record.status === 'pending' &&
      record.mentorAcceptedAt !== null &&
      !waitsForProgramme(record) &&
      matchWaitsForCaregiver(record.mentee, record.caregiverDecidedAt, now),
    programme: record.programme && {
      name: record.programme.name,
      waitsForCoordinator:
        record.status === 'pending' &&
        record.mentorAcceptedAt !== null &&
        waitsForProgramme(record),
      proposed: record.proposed,
      refusal: record.programmeRefusal,
    },
    ending: endingAsSeenBy(record, viewerId),
    endsOn: record.endsOn,
    checkInsOn: record.checkIns.on,
    checkIn: checkInDueFor(record, viewerId, today),
    mentor: {
      id: record.mentor.id,
      name: shownName(record.mentor.fullName, 'mentor'),
      picture: userPicture(record.mentor.id, record.mentor.pictureVersion),
    },
    mentee: {
      id: record.mentee.id,
      name: shownName(nameKept ?? record.mentee.fullName, 'mentee'),
      // A minor's picture reaches a mentor only in an accepted chat that is not paused, by a
      // report or by the mentor's check, nor ended (the picture route agrees): a paused mentor is
      // not even told, by the link's version, that the picture changed.
      picture:
        isMinor(record.mentee.age) &&
        (record.status !== 'accepted' || record.frozen || waitsForCheck || ended)
          ? null
          : userPicture(record.mentee.id, record.mentee.pictureVersion),
    },
  };
};

/**
 * The ending as one member reads it (decision 060): the reason only for the member who chose it,
 * so the other never reads "Something worried me" about themselves.
 */
function endingAsSeenBy(record: RequestRecord, viewerId: string | undefined): MatchEnding | null {
  const { ending } = record;
  if (!ending) return null;
  const chose = viewerId !== undefined && ending.endedById === viewerId;
  return {
    endedAt: ending.endedAt,
    by: ending.by,
    reason: chose ? ending.reason : null,
    askAgainFrom: askAgainFrom(ending.endedAt),
    exitAnswered: viewerId === record.mentor.id ? ending.mentorAnswered : ending.menteeAnswered,
  };
}

/**
 * The check-in waiting for the viewer's answer (decision 060): in an open match with check-ins
 * on, the latest due day since the chat opened, when they have not answered it.
 */
function checkInDueFor(
  record: RequestRecord,
  viewerId: string | undefined,
  today: string,
): { dueOn: string } | null {
  const { checkIns } = record;
  if (record.status !== 'accepted' || record.ending || !checkIns.on || viewerId === undefined) {
    return null;
  }
  const dueOn = currentCheckInDay(dayText(record.updatedAt), checkIns.cadence, today);
  const answeredUpTo =
    viewerId === record.mentor.id ? checkIns.mentorAnsweredUpTo : checkIns.menteeAnsweredUpTo;
  return dueOn !== null && (answeredUpTo === null || answeredUpTo < dueOn) ? { dueOn } : null;
}

/**
 * A match of a programme whose coordinator approves matches, that no coordinator proposed or
 * decided on: the mentor's yes leaves it waiting for one (decision 058).
 */
export const waitsForProgramme = (record: RequestRecord) =>
  record.programme !== null &&
  record.programme.approvesMatches &&
  !record.proposed &&
  record.programmeDecidedAt === null;
