// Mentors: the directory of mentors and each mentor's profile.
// The shell reads it: a face loads whole, so what is added here comes with the first page.
export { mentorProfileQuery } from './api/mentor-profile-query.ts';
export { refreshMentorReads } from './api/mentor-reads.ts';
