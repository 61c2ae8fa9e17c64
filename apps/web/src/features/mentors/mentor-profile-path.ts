/** A mentor's page: where a card's "View profile" leads. */
export const mentorProfilePath = (mentorId: string) => `/mentors/${encodeURIComponent(mentorId)}`;
