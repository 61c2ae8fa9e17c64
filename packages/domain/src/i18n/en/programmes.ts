/**
 * The wording of programmes for schools: organisations, coordinators and programmes, quoted as
 * docs/product.md gives it.
 */
export const programmes = {
  programmeNameMissing: 'Give the programme a name.',
  programmeNameTooLong: "A programme's name can be at most {max} characters.",
  programmeDaysInvalid: 'Choose the day the programme starts and the day it is planned to end.',
  programmeEndsBeforeStart: 'The planned end must come after the start.',
  programmeTimeZoneUnknown: 'Choose the time zone from the list.',
  programmeAgesWrong: 'A programme is for pupils aged {min} to {max}: give the youngest age first.',
  programmeNotFound: 'This programme does not exist, or is not one of yours.',
  contactHoursWrong: 'Contact hours need a start and an end (HH:MM), the start first.',
  callOutsideContactHours:
    'Calls in this programme happen inside its contact hours. Try again when they open.',
  videoPolicyNone: 'This programme has no video calls with pupils under 18. You can still write.',
  videoWaitsForCaregiver:
    "One-to-one calls start once the pupil's parent or carer agrees, on their page.",
  keptForContactHours: "Delivered at {time}: outside {programme}'s contact hours.",
  notDeliveredPaused: 'Not delivered: the chat could not take it when the contact hours opened.',
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
  codeWrong: 'This code is not right. Check it with whoever gave it to you.',
  codeExpired: 'This code has expired. Ask your programme for a new one.',
  codeUsedUp:
    'This code has been used as many times as it allows. Ask your programme for a new one.',
  codeForPupils: 'This is a code for pupils. Mentors join with the mentor code.',
  codeForMentors: 'This is a code for mentors. Pupils join with the class code.',
  codeTooManyWrong: 'Too many wrong codes. Please try again in an hour.',
  codeAgeOutside: 'This programme is for pupils aged {min} to {max}.',
  alreadyInProgramme: 'You are in this programme already.',
  joinedProgramme: 'You joined {name}.',
  waitingForCoordinator: 'You asked to join {name}. A coordinator will look at it soon.',
  codeSettingsWrong: 'A code needs an expiry day after today and a number of uses from 1 to {max}.',
  memberNotFound: 'This person is not in this programme.',
  removalReasonRequired: 'Say why, in a few words: it is kept in the audit log.',
  notInProgramme: 'You are not in this programme.',
  pupilWithheld: 'A pupil',
  coordinatorNeedsRecord:
    "Pupils' names and addresses show once your own safeguarding check is recorded. Ask your safeguarding lead.",
  matchWaitsForProgramme: "Your programme's coordinator will look at this match soon.",
  matchRefusedByProgramme:
    "Your programme's coordinator did not approve this match. They said: {reason}",
  matchProposedByProgramme: 'Proposed by {name}.',
  programmeChatNotice: "Your programme's coordinators can read this chat to keep you safe.",
  keptToProgrammeMentors:
    "These are the mentors of {programme}, your school's programme. Your school chose to keep you to them.",
  quietForDays: 'Quiet for {days} days',
  downloadProgrammeRecord: "Download the programme's record (CSV)",
  matchNotFound: 'This match does not exist, or is not in this programme.',
  matchNotWaiting: 'This match is not waiting for a coordinator any more.',
  refusalReasonRequired: 'Say why, in a few words: the pupil and the mentor read it.',
  proposalNotMembers: 'Choose a pupil and a mentor who are both in this programme.',
  proposalExists: 'These two already have a request or a chat.',
  proposalMentorCannot:
    "This mentor can't be matched with this pupil now: their safeguarding check doesn't count, or one of them blocked the other.",
  matchPupilHiddenForReading:
    'Reading a chat needs your own safeguarding check to count. Ask your safeguarding lead.',
  readingReasonRequired: 'Say why you read this chat: it is kept in the audit log.',
  mentorOutsideProgramme:
    "Your programme keeps its pupils to its own mentors: this mentor isn't one.",
} as const;
