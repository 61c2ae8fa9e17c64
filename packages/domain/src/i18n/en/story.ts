/**
 * The wording of a mentor's story, a mentee's answers and suggestions, quoted as docs/product.md
 * gives it.
 */
export const story = {
  /** Ours: a mentor's story, a mentee's answers and suggestions (docs/product.md). */
  profileSaved: 'Profile saved.',
  profileSaveFailed: 'Your profile could not be saved. Please try again.',
  answersSaved: 'Your answers are saved. Your suggestions are updated.',
  answersSaveFailed: 'Your answers could not be saved. Please try again.',
  fieldTooLong: '{field} can be at most {max} characters.',
  fieldHasProfanity: "{field} has words we don't allow on MentorBridge. Please change them.",
  fieldHasContactDetails:
    '{field} has contact details in it (a phone number, email, address, handle or link). Children read profiles, so all contact stays on MentorBridge: please take them out.',
  tooManyExperiences: 'Choose at most {max} experiences.',
  unknownExperience: 'Please choose experiences from the list, each once.',
  useToFindMyMentor: 'Use this to find me a mentor',
  sensitiveUseReason:
    'Only to suggest mentors who have been through it too. Nobody sees it, and you can untick it at any time.',
  sensitiveNotAgreed:
    'Tick “Use this to find me a mentor” under “{label}”, or leave it out: we use it only if you say so.',
  languagesCount: 'Choose 1 to 5 languages.',
  unknownLanguage: 'Please choose languages from the list, each once.',
  goalsCount: 'Choose {min} to {max} things to help with.',
  unknownGoal: 'Please choose from the list of things to help with, each once.',
  onlyMentorsHaveStory: 'Only mentors have a profile to fill in.',
  onlyMenteesAnswer: 'Only mentees answer these questions.',
  mentorNotFound: 'This mentor does not exist or is not available.',
  answersArePrivate:
    'Only you see your answers. We use them to suggest mentors, and never show them to a mentor or anyone else.',
  answerToGetSuggestions:
    'Tell us what you would like help with, and we will suggest mentors who have been there.',
  noSuggestions:
    'No mentor who takes requests matches your answers yet. Try other answers, or search below.',
  hiddenExperienceHint:
    'Not shown: used only to suggest you to students who are looking for it, never named to anyone.',

  /** Ours: the web's story and suggestion views. */
  storyIntro:
    'Students read this on your profile. Say what you have been through, so those on the same path can find you.',
  choiceLimitReached: 'You have chosen {max}, the most you can. Untick one to choose another.',
  mentorTakingRequests: 'Taking requests',
  memberSince: 'Member since {monthAndYear}',
  loadingMentorProfile: 'Loading profile...',
  noMentorsForFilters: 'No mentors match these filters. Try choosing fewer of them.',
  requestMessageHint:
    'A few words on what you would like help with. The mentor reads them with your request.',
  loading: 'Loading...',
  mentorNotFoundTitle: 'Mentor not found',
  characterCount: '{count} of {max} characters',
  choiceCount: '{count} of {max} selected',
} as const;
