import {
  MENTOR_PAGE_SIZE,
  type MentorListQuery,
  type MentorPage,
} from '@mentorbridge/domain/api/mentors';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { availabilityOf } from '@mentorbridge/domain/mentoring-rules';
import { skillsMatching } from '@mentorbridge/domain/skill-catalogue';
import type { AppContext } from '../../app-context.ts';
import { listVerifiedMentors, type MentorPosition } from './repository.ts';

const encodeCursor = ({ createdAt, id }: MentorPosition) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

/** A cursor from a previous page; anything else starts from the top. */
function decodeCursor(cursor: string | undefined): MentorPosition | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Not one of ours: fall through.
  }
  return null;
}

/**
 * The directory (search1): verified mentors, newest first, a page at a time; "Search by skill"
 * keeps those with a skill that contains the text, in any case.
 */
export async function findMentors(
  deps: Pick<AppContext, 'db'>,
  query: MentorListQuery,
  viewerId: string | null = null,
): Promise<MentorPage> {
  const text = query.skill?.trim() ?? '';
  const skills = text === '' ? null : skillsMatching(text);
  if (skills?.length === 0) return { mentors: [], nextCursor: null };

  // One more than a page tells whether another page follows.
  const rows = await listVerifiedMentors(deps.db, {
    skills,
    after: decodeCursor(query.cursor),
    limit: MENTOR_PAGE_SIZE + 1,
    viewerId,
  });
  const page = rows.slice(0, MENTOR_PAGE_SIZE);
  const last = page.at(-1);
  return {
    mentors: page.map((mentor) => ({
      id: mentor.id,
      name: shownName(mentor.fullName, 'mentor'),
      skills: mentor.skills,
      picture: userPicture(mentor.id, mentor.pictureVersion),
      availability: availabilityOf(mentor.mentoring),
    })),
    nextCursor: rows.length > MENTOR_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}
