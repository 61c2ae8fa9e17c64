/** The limits of a mentor's story and a mentee's answers (docs/product.md), for server and web. */
export const storyLimits = {
  headline: 80,
  about: 600,
  experiences: 8,
  experienceNote: 280,
  languages: { min: 1, max: 5 },
  mentorGoals: { min: 1, max: 6 },
  menteeGoals: { min: 1, max: 3 },
  menteeExperiences: { min: 0, max: 3 },
  requestMessage: 500,
} as const;
