/**
 * The coordinators' console (decision 058, 060): organisations, programmes, their codes and
 * people, the pairs and how each is doing, check-ins, endings and reading a chat; and a member's
 * own list of programmes in Settings, with the code to join one. The console is read by school
 * coordinators (adults); the Settings list by pupils and mentors.
 */
export const programmeConsole = {
  /** The console's page title and heading, and the same on a member's Settings page. */
  programmesTitle: 'Programmes',
  loadingYourProgrammes: 'Loading your programmes...',
  consoleAuditLead: 'Everything you change here is written to the audit log.',
  /** Heading over an organisation's (a school's) programmes. */
  organisationProgrammesHeading: 'Its programmes',
  newProgramme: 'New programme',
  createProgramme: 'Create programme',
  /** Notice; `name` is the programme's name. */
  programmeCreated: '{name} is created.',
  programmeSaved: '{name} is saved.',
  saveProgrammeChanges: 'Save changes',
  /** A button that closes a form of the console without doing anything. */
  consoleCancel: 'Cancel',

  /** A programme's settings as its card lists them: a term, then its value. */
  programmeRunsTerm: 'Runs',
  /** `starts` and `ends` are days; `timeZone` a time zone's name such as Europe/London. */
  programmeRunsValue: '{starts} to {ends} ({timeZone})',
  programmePupilsTerm: 'Pupils',
  programmeAgesValue: 'aged {min} to {max}',
  programmeMentorsTerm: 'Mentors',
  pupilsSeeOnlyItsMentors: 'its pupils see only its mentors',
  pupilsSeeEveryMentor: 'its pupils see every mentor',
  programmeMatchesTerm: 'Matches',
  coordinatorApprovesEachMatch: 'a coordinator approves each one',
  matchesOpenOnAccept: 'open as soon as the mentor accepts',
  /** How often a programme's pairs are asked "How is it going?". */
  checkInCadenceName:
    '{cadence, select, two_then_monthly {Twice in the first month, then monthly} fortnightly {Every two weeks} monthly {Monthly} other {{cadence}}}',
  contactHoursTerm: 'Contact hours',
  /** `from` and `until` are times of day such as 07:00. */
  contactHoursValue: '{from} to {until} ({timeZone})',
  /** A programme's rule for video calls with pupils under 18. */
  videoPolicyName:
    '{policy, select, none {No video calls} coordinator_joins {A coordinator joins every call} after_caregiver {One-to-one calls after the caregiver agrees} other {{policy}}}',
  programmeParentsTerm: 'Parents',
  caregiverAddressUnder16: 'pupils under 16 give a parent’s or carer’s address',
  caregiverAddressUnder13: 'pupils under 13 give a parent’s or carer’s address',
  changeProgramme: 'Change',
  /** The Change button's name for a screen reader; `name` is the programme's. */
  changeProgrammeLabel: 'Change {name}',

  /** The form that makes or changes a programme. */
  programmeNameLabel: 'Name',
  programmeStartsOnLabel: 'Starts on',
  programmePlannedEndLabel: 'Planned end',
  timeZoneLabel: 'Time zone',
  youngestPupilLabel: 'Youngest pupil',
  oldestPupilLabel: 'Oldest pupil',
  pupilsSeeOnlyItsMentorsLabel: 'Pupils see only this programme’s mentors',
  coordinatorApprovesMatchesLabel: 'A coordinator approves each match before the chat opens',
  contactHoursFromLabel: 'Contact hours from',
  contactHoursFromHint:
    "A mentor's messages to a pupil under 18 outside these hours go when they open.",
  /** The second time field, after "Contact hours from". */
  contactHoursUntilLabel: 'until',
  asksCaregiverLabel:
    'Pupils of 13 to 15 give a parent’s or carer’s address too (under 13 always do)',
  videoPolicyLabel: 'Video calls with pupils under 18',
  checkInCadenceLabel: 'Check-ins: “How is it going?”',
  checkInCadenceHint:
    "From the day each pair's chat opens, both are asked; you see the answers and who is overdue.",
  savingProgramme: 'Saving…',

  /** A programme's codes: pupils join with the class code, mentors with the mentor code. */
  classCode: 'Class code',
  mentorCode: 'Mentor code',
  newClassCode: 'New class code',
  newMentorCode: 'New mentor code',
  /** `date` is the code's last day. */
  codeUsage: 'Used {uses} of {maxUses} times, until {date}.',
  codeLetsEachIn: 'A coordinator lets each person in.',
  /** No code of this kind has been made yet. */
  noCodeYet: 'None yet.',
  newCodeEndsOld: 'A new code ends this one: it stops working at once.',
  codeLastDayLabel: 'Last day',
  codeMaxUsesLabel: 'How many people may use it',
  codeApprovalLabel: 'A coordinator lets in each person who joins',
  makeCode: 'Make the code',

  /** A programme's people: who waits to be let in, and who is in it. */
  loadingCodesAndPeople: 'Loading its codes and people...',
  waitingToBeLetIn: 'Waiting to be let in',
  nobodyWaiting: 'Nobody is waiting.',
  inTheProgramme: 'In the programme',
  nobodyInProgrammeYet: 'Nobody yet: share the codes above.',
  /** After a member's name; `ageGroup` is a pupil's age band such as 11–12. */
  memberRoleInWords: '{role, select, pupil {pupil, {ageGroup}} mentor {mentor} other {{role}}}',
  /** Label of the reason for refusing someone who asked to join. */
  whyNotLetIn: 'Why not {name}?',
  /** Label of the reason for taking a member out of the programme. */
  whyTakeOut: 'Why take {name} out?',
  keptInAuditLog: 'Kept in the audit log.',
  keptInAuditLogToo: 'Kept in the audit log too.',
  sayNo: 'Say no',
  takeOut: 'Take out',
  letIn: 'Let in',
  /** A mentor's safeguarding check as the school reads it. */
  memberCheckNotCounting: 'Safeguarding check: does not count today',
  memberCheckCountsThrough: 'Safeguarding check: counts through {date}',
  /** `kind` is the check's kind as the safeguarding lead wrote it (such as Enhanced DBS). */
  memberCheckOfKindCountsThrough: 'Safeguarding check ({kind}): counts through {date}',

  /** An organisation's coordinators. */
  coordinatorsHeading: 'Coordinators',
  coordinatorAdded: '{name} is a coordinator now.',
  removeCoordinatorQuestion: 'Remove {name} as a coordinator of {organisation}?',
  removeCoordinator: 'Remove',
  /** The signed-in coordinator's own button: they stop being a coordinator. */
  leaveCoordinators: 'Leave',
  addCoordinatorLabel: 'Make another adult a coordinator',
  addCoordinatorHint: 'Their address on MentorBridge: a verified account aged 26 or over.',
  makeCoordinator: 'Make coordinator',

  /** Settings, Programmes: read by pupils and mentors, who join a programme with a code. */
  myProgrammesIntro:
    'A school or youth group may run a mentoring programme on MentorBridge. Join one with the code it gave you.',
  /** K7M2 Q9XP is an example code: keep it as it is. */
  joinCodeHint: '8 letters and numbers, like K7M2 Q9XP.',
  joinWithCode: 'Join',
  yourProgrammesHeading: 'Your programmes',
  notInAnyProgramme: 'You are not in a programme.',
  /** After a programme the reader asked to join. */
  membershipWaiting: 'A coordinator will look at it soon.',
  leaveProgrammeQuestion: 'Leave {programme}?',
  leaveProgramme: 'Leave',
  /** Withdraws a request to join that a coordinator has not answered yet. */
  stopWaiting: 'Stop waiting',

  /** A programme's pairs: each pupil with their mentor. */
  pairsHeading: 'Pairs',
  loadingPairs: 'Loading its pairs...',
  noPairsYet: 'No pairs yet',
  pairWaitingForMentor: "Waiting for the mentor's answer",
  pairWaitingForApproval: 'The mentor said yes: waiting for your approval',
  pairChatOpen: 'Chat open',
  pairNotApproved: 'Not approved',
  /** `reason` is what the coordinator wrote. */
  pairNotApprovedBecause: 'Not approved: {reason}',
  pairMentoringEnded: 'Mentoring ended',
  pairCanTalkNow: '{pupil} and {mentor} can talk now.',
  /** Read out between a pupil's and a mentor's names ("Ada with Grace"); shown as an arrow. */
  pairNamesWith: 'with',
  pairAskedOn: 'Asked on {date}',
  pairStartedOn: 'Started on',
  lastFromPupil: 'Last from the pupil',
  lastFromMentor: 'Last from the mentor',
  messagesLast14Days: 'Messages, last 14 days',
  /** The number of video calls, and their minutes together. */
  pairCallsWithMinutes: '{calls} ({minutes, plural, one {# minute} other {# minutes}})',
  /** Read out after the link that joins a pair's call. */
  consoleOpensInNewTab: '(opens in a new tab)',

  /** A member's latest "How is it going?" answer: a rating from 1 to 5 and a line. */
  checkInNotAnsweredYet: 'Not answered yet',
  checkInLatest: '{rating} of 5 on {date}',
  checkInLatestWithLine: '{rating} of 5 on {date}: “{line}”',
  /** `name` is the pupil's or the mentor's. */
  checkInOfMember: 'Check-in, {name}',

  /** A pair's ending, as a coordinator ends it or reads it. */
  pairMentoringHasEnded: 'The mentoring of {pupil} and {mentor} has ended.',
  /** Why a mentoring ended, as a choice and in the ended pair's line. */
  coordinatorEndingReason:
    "{reason, select, goals_reached {We reached our goals} programme_ended {The programme ended} times_do_not_fit {Our times don't fit} not_a_good_fit {It's not a good fit} worried {Something worried me} other {{reason}}}",
  /** `reason` is one of the reasons above. */
  pairEndedOnBy:
    "Ended on {date}, by {by, select, mentor {the mentor} mentee {the pupil} coordinator {a coordinator} planned_end {the programme's planned end} other {{by}}}: {reason}",
  /** The answers each gave to the exit questions. */
  exitAnswersOf: 'Exit answers, {name}',
  /** How much the mentoring helped, from 1 to 5. Followed by the next two, joined with ". ". */
  exitHelpedOf5: 'Helped {helped} of 5',
  /** `text` is what the pupil or mentor wrote. */
  exitBestPart: 'Best: {text}',
  exitBetter: 'Better: {text}',
  exitNotAnswered: 'Not answered',

  /** Saying no to a match that waits for the coordinator. */
  refusedMatch: 'You said no to {pupil} and {mentor}.',
  whyNotPair: 'Why not {pupil} and {mentor}?',
  refusalHint: 'The pupil and the mentor read it; it is kept in the audit log.',

  /**
   * Proposing a match: a coordinator chooses a pupil and a mentor. A member in the choice lists;
   * `ageGroup` is a pupil's age band such as 11–12.
   */
  memberWithAgeGroup: '{name}, {ageGroup}',
  matchProposed: 'The match is proposed: {mentor} is asked to mentor {pupil}.',
  proposeMatchHeading: 'Propose a match',
  proposalNeedsMembers: 'A match needs a pupil and a mentor who are in the programme.',
  pupilLabel: 'Pupil',
  choosePupil: 'Choose a pupil',
  mentorLabel: 'Mentor',
  chooseMentor: 'Choose a mentor',
  proposeMatch: 'Propose the match',

  /** Reading a pair's chat: the coordinator gives a reason first, kept in the audit log. */
  readThisChat: 'Read this chat',
  chatOfPair: 'The chat of {pupil} and {mentor}',
  readChatDescription:
    'The pupil and the mentor were told that coordinators can read their chat to keep them safe. Your reason is kept in the audit log, with your name and the time.',
  closeReadChat: 'Close',
  whyReadChat: 'Why do you read this chat?',
  whyReadChatHint: 'Say why first: nothing of the chat shows until you do.',
  readTheChat: 'Read the chat',
  fromThePupil: 'From the pupil',
  fromTheMentor: 'From the mentor',
  /** Stands for a picture in a message the coordinator reads. */
  pictureMarker: '[picture]',
} as const;
