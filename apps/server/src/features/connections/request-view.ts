import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { mentorReachesMentee } from '@mentorbridge/domain/vetting-rules';
import type { RequestRecord } from './repository.ts';

/**
 * A request as `viewerId` sees it. While its chat is paused, its mentor sees the mentee under the
 * name they last saw (a rename during the pause stays hidden from them).
 */
export const toRequest = (
  record: RequestRecord,
  today: string,
  viewerId?: string,
): ConnectionRequest => {
  const waitsForCheck = !mentorReachesMentee(record.mentee.age, record.mentorCheckedUntil, today);
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
    programme: record.programme && {
      name: record.programme.name,
      waitsForCoordinator: record.status === 'pending' && record.mentorAcceptedAt !== null,
      proposed: record.proposed,
      refusal: record.programmeRefusal,
    },
    mentor: {
      id: record.mentor.id,
      name: shownName(record.mentor.fullName, 'mentor'),
      picture: userPicture(record.mentor.id, record.mentor.pictureVersion),
    },
    mentee: {
      id: record.mentee.id,
      name: shownName(nameKept ?? record.mentee.fullName, 'mentee'),
      // A minor's picture reaches a mentor only in an accepted chat that is not paused, by a
      // report or by the mentor's check (the picture route agrees): a paused mentor is not even
      // told, by the link's version, that the picture changed.
      picture:
        isMinor(record.mentee.age) &&
        (record.status !== 'accepted' || record.frozen || waitsForCheck)
          ? null
          : userPicture(record.mentee.id, record.mentee.pictureVersion),
    },
  };
};
