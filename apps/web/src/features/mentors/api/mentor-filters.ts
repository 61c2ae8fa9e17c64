/**
 * What All Mentors narrows the directory by: the skill search and the filters beside it. An empty
 * string (or false) means "any", and is left out of the address.
 */
export interface MentorFilters {
  /** What is typed in "Search by skill", trimmed. */
  skill: string;
  /** An experience's id ("Experience"). */
  experience: string;
  /** A goal's id ("Can help with"). */
  goal: string;
  /** A language of the catalogue ("Language"). */
  language: string;
  /** "Taking requests": only mentors who take them now. */
  taking: boolean;
}

export const noMentorFilters: MentorFilters = {
  skill: '',
  experience: '',
  goal: '',
  language: '',
  taking: false,
};

/** Whether anything beyond the skill search narrows the list (the empty list says which). */
export function hasNarrowingFilters(filters: MentorFilters): boolean {
  return (
    filters.experience !== '' || filters.goal !== '' || filters.language !== '' || filters.taking
  );
}

/**
 * The query string of GET /api/mentors for these filters and page: only what is set, so the
 * server's defaults stand for the rest, and "" when nothing is.
 */
export function mentorListSearch(filters: MentorFilters, cursor: string | null): string {
  const query = new URLSearchParams();
  if (filters.skill) query.set('skill', filters.skill);
  if (filters.experience) query.set('experience', filters.experience);
  if (filters.goal) query.set('goal', filters.goal);
  if (filters.language) query.set('language', filters.language);
  if (filters.taking) query.set('taking', 'true');
  if (cursor) query.set('cursor', cursor);
  return query.size > 0 ? `?${query.toString()}` : '';
}
