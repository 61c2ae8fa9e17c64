/**
 * The wording of programmes for schools: organisations, coordinators and programmes, quoted as
 * docs/product.md gives it; `uiText` (ui-text.ts) carries it with every other sentence.
 */
export const programmeText = {
  programmeNameMissing: 'Give the programme a name.',
  programmeNameTooLong: (max: number) => `A programme's name can be at most ${max} characters.`,
  programmeDaysInvalid: 'Choose the day the programme starts and the day it is planned to end.',
  programmeEndsBeforeStart: 'The planned end must come after the start.',
  programmeTimeZoneUnknown: 'Choose the time zone from the list.',
  programmeAgesWrong: (min: number, max: number) =>
    `A programme is for pupils aged ${min} to ${max}: give the youngest age first.`,
  programmeNotFound: 'This programme does not exist, or is not one of yours.',
  organisationNotFound: 'This organisation does not exist, or is not one of yours.',
  coordinatorsOnly: 'Only a programme coordinator can open this page.',
  coordinatorCandidateMissing:
    'No verified account aged 26 or over has this address. They sign up and verify their address first.',
  coordinatorAlready: 'This person is already a coordinator here.',
  coordinatorIsLast:
    'An organisation keeps at least one coordinator: make someone else a coordinator first.',
  coordinatorNotFound: 'This person is not a coordinator here.',
  noProgrammesYet:
    'No programmes yet. Make the first one: its pupils and mentors join it with its codes.',
} as const;
