import type { MentorProfile } from '@mentorbridge/domain/api/mentor-story';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { helpGoalById } from '@mentorbridge/domain/help-goals';
import { experienceById } from '@mentorbridge/domain/life-experiences';
import { medianReplyHours } from '@mentorbridge/domain/matching-rules';
import { availabilityOf } from '@mentorbridge/domain/mentoring-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import { countsOn, dayBefore } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { savedStoryOf } from '../mentor-story/service.ts';
import { findRecentReplyTimes, findVisibleMentor } from './profile-repository.ts';
import { type MentorViewer, skillsOf } from './repository.ts';

/**
 * A mentor's page (`/mentors/:id`): their story as they show it. An experience they keep for
 * suggestions only is left out here, as from every answer that reaches anyone else. A mentor the
 * viewer may not see (blocked, or not checked for a viewer under 18) answers as if they did not
 * exist.
 */
export async function mentorProfile(
  deps: Pick<AppContext, 'db'>,
  viewer: MentorViewer & { id: string },
  mentorId: string,
): Promise<MentorProfile> {
  const mentor = await findVisibleMentor(deps.db, mentorId, viewer);
  if (!mentor) throw new ApiError(404, 'not_found', msg.mentorNotFound);
  const [story, skills, replyTimes] = await Promise.all([
    savedStoryOf(deps, mentorId),
    skillsOf(deps.db, [mentorId]),
    findRecentReplyTimes(deps.db, mentorId),
  ]);
  return {
    id: mentor.id,
    name: shownName(mentor.full_name, 'mentor'),
    picture: userPicture(mentor.id, mentor.avatar_version),
    headline: story?.headline ?? '',
    about: story?.about ?? '',
    experiences: (story?.experiences ?? [])
      .filter((experience) => experience.shown)
      .map((experience) => ({
        id: experience.id,
        label: experienceById(experience.id)?.label ?? experience.id,
        note: experience.note,
      })),
    skills: skills.get(mentorId) ?? [],
    languages: story?.languages ?? [],
    helpsWith: (story?.goals ?? []).map((id) => helpGoalById(id)?.label ?? id),
    availability: availabilityOf({
      capacity: mentor.mentee_capacity,
      paused: mentor.paused_requests === 1,
      mentees: Number(mentor.mentees ?? 0),
    }),
    checkedThrough:
      mentor.checked_until !== null && countsOn(mentor.checked_until, viewer.today)
        ? dayBefore(mentor.checked_until)
        : null,
    replyHours: medianReplyHours(replyTimes),
    memberSince: mentor.created_at,
  };
}
