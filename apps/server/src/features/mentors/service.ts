import { countsOn } from '@mentorbridge/domain/vetting-rules';
import {
  MENTOR_PAGE_SIZE,
  type MentorListQuery,
  type MentorPage,
} from '@mentorbridge/domain/api/mentors';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { helpGoalById } from '@mentorbridge/domain/help-goals';
import { isCatalogueLanguage } from '@mentorbridge/domain/languages';
import { experienceById } from '@mentorbridge/domain/life-experiences';
import { availabilityOf } from '@mentorbridge/domain/mentoring-rules';
import { skillsMatching } from '@mentorbridge/domain/skill-catalogue';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  type DirectoryFilters,
  listVerifiedMentors,
  type MentorPosition,
  type MentorRecord,
  type MentorViewer,
} from './repository.ts';

export { mentorProfile } from './profile-page.ts';
export { readStoryBitsAhead, suggestionsFor } from './suggestions.ts';

const encodeCursor = ({ rank, createdAt, id }: MentorPosition) =>
  Buffer.from(JSON.stringify([createdAt, id, rank])).toString('base64url');

/** A cursor from a previous page; anything else starts from the top. */
function decodeCursor(cursor: string | undefined): MentorPosition | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') {
      // Cursors made before search by story had no rank: every match was a skill match.
      return { createdAt: value[0], id: value[1], rank: value[2] === 1 ? 1 : 0 };
    }
  } catch {
    // Not one of ours: fall through.
  }
  return null;
}

/** The filters of a directory query, each checked against its catalogue. */
export function directoryFilters(query: MentorListQuery): DirectoryFilters {
  const refuse = (sentence: Msg) => new ApiError(400, 'invalid_request', sentence);
  if (query.experience !== undefined && !experienceById(query.experience)) {
    throw refuse(msg.unknownExperience);
  }
  if (query.goal !== undefined && !helpGoalById(query.goal)) throw refuse(msg.unknownGoal);
  if (query.language !== undefined && !isCatalogueLanguage(query.language)) {
    throw refuse(msg.unknownLanguage);
  }
  return {
    experience: query.experience,
    goal: query.goal,
    language: query.language,
    taking: query.taking === 'true',
  };
}

/** A mentor as the directory's card shows them, on `today`. */
export const mentorCardOf = (mentor: MentorRecord, today: string) => ({
  id: mentor.id,
  name: shownName(mentor.fullName, 'mentor'),
  headline: mentor.headline,
  skills: mentor.skills,
  picture: userPicture(mentor.id, mentor.pictureVersion),
  availability: availabilityOf(mentor.mentoring),
  checked: countsOn(mentor.checkedUntil, today),
});

/**
 * The directory (search1): verified mentors, newest first, a page at a time. "Search by skill"
 * keeps those with a skill that contains the text, in any case, and also those whose headline,
 * about text or shown experiences hold its words, after the skill matches.
 */
export async function findMentors(
  deps: Pick<AppContext, 'db'>,
  query: MentorListQuery,
  viewer: MentorViewer,
): Promise<MentorPage> {
  const filters = directoryFilters(query);
  const text = query.skill?.trim() ?? '';
  const search =
    text === '' ? { skills: null, text: null } : { skills: skillsMatching(text), text };

  // One more than a page tells whether another page follows.
  const rows = await listVerifiedMentors(deps.db, {
    search,
    filters,
    after: decodeCursor(query.cursor),
    limit: MENTOR_PAGE_SIZE + 1,
    viewer,
  });
  const page = rows.slice(0, MENTOR_PAGE_SIZE);
  const last = page.at(-1);
  return {
    mentors: page.map((mentor) => mentorCardOf(mentor, viewer.today)),
    nextCursor: rows.length > MENTOR_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}
