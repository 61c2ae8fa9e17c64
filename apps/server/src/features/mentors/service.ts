import type { MentorCard } from '@mentorbridge/domain/api/mentors';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import type { AppContext } from '../../app-context.ts';
import { listVerifiedMentors } from './repository.ts';

/** How many cards one answer holds at most. */
const PAGE_SIZE = 48;

/** The directory: verified mentors, newest first, filtered by part of a skill in any case. */
export async function findMentors(
  deps: Pick<AppContext, 'db'>,
  skillPart = '',
): Promise<MentorCard[]> {
  const mentors = await listVerifiedMentors(deps.db, {
    skillPart: skillPart.trim(),
    limit: PAGE_SIZE,
  });
  return mentors.map(({ pictureVersion, ...mentor }) => ({
    ...mentor,
    picture: userPicture(mentor.id, pictureVersion),
  }));
}
