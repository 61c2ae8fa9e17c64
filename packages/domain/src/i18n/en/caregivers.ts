/**
 * The wording of a caregiver's page and what it sets off (decision 060), quoted by
 * docs/product.md. Written for a parent reading on a phone: plain, and saying what happens next.
 */
export const caregivers = {
  caregiverPageTitle: "{child}'s mentoring",
  caregiverPageIntro:
    'This page shows who your child talks to on MentorBridge and how often. It never shows what they say.',
  caregiverLinkInvalid:
    'This link does not work: it may be old, as each email brings a new one, or the child may be 16 now or have left. Ask for a new link below.',
  caregiverNoMatches: 'Your child has no mentor yet.',
  checkedUntilDate: 'Safeguarding check valid until {date}',
  checkNotCounting: 'Safeguarding check: not valid today. The chat is paused until it is renewed.',
  caregiverApproveAsk: '{child} would like to be mentored by {mentor}. Checked until {date}.',
  caregiverApprove: 'Approve',
  caregiverRefuse: 'Refuse',
  caregiverApproved: 'Thank you. The chat is open.',
  caregiverRefused: 'You refused this match. Your child can ask another mentor.',
  caregiverWaits: 'Waiting for your answer.',
  pauseMentoring: 'Pause this mentoring',
  pauseConfirm:
    'Pause this mentoring? Nobody can write or call until the programme’s coordinator (or our safeguarding team) has looked, and they will tell you what they found.',
  pausedNotice:
    'Paused by you. Nobody can write or call until someone has looked; they will tell you what they found.',
  pausedDone: 'The mentoring is paused. We have told the people who will look at it.',
  chatPausedByCaregiver:
    'This chat is paused: a parent or carer asked us to look at it. You can read it, but not write or call.',
  pausedForCaregiver: 'a parent or carer paused it',
  mentoringEndedShort: 'This mentoring has ended.',
  lastWrote: 'Last wrote',
  messagesAWeek: 'Messages',
  messagesInWeeks: '{count} in the last 4 weeks (about {perWeek} a week)',
  callsHeading: 'Video calls',
  noCallsYet: 'None yet',
  checkInsHeading: 'Check-ins answered',
  noCheckInsYet: 'None yet',
  videoHeading: 'Video calls',
  videoAsk:
    "{child}'s programme holds one-to-one video calls with their mentor until you agree. Calls are never recorded.",
  videoAgreed: 'You agreed to one-to-one video calls. You can stop them at any time.',
  videoAgree: 'Agree to one-to-one calls',
  videoStop: 'Stop one-to-one calls',
  newLinkHeading: 'Need a new link?',
  newLinkHint:
    'Give the address our emails come to. If it is on our list, a new link is on its way.',
  newLinkSent: 'If this address is on our list, a new link is on its way. It replaces the old one.',
  caregiverAddressNeeded:
    "{programme} asks for your parent's or carer's email address. They get a page that shows who you talk to and how often, never what you say.",
  caregiverAddressLabel: "Your parent's or carer's email",
  caregiverAddressSaved: 'Thank you. We emailed them their page.',
  caregiverAddressSame: "Give your parent's or carer's address, not your own.",
  caregiverNotAsked:
    'Nobody asks you for this: only a programme for pupils of 13 to 15 that asks for it does.',
  caregiverFirstLinkWhy:
    'You agreed that your child may use MentorBridge, or your child gave your address when they signed up.',
  caregiverProgrammeLinkWhy:
    "Your child gave your address to their school's MentorBridge programme, which asks parents and carers to know who their children talk to.",
  caregiverNewLinkWhy: 'You asked for a new link to your page.',
  liftPause: 'Lift the pause',
  liftPauseReasonLabel: 'What did you find? The parent or carer reads this.',
  pauseLifted: 'The pause is lifted, and the parent or carer is told.',
  pausedByCaregiverBadge: 'Paused by a parent or carer',
  waitsForCaregiver: 'Waiting for your parent or carer to agree.',
  waitsForCaregiverMentor: "Waiting for the pupil's parent or carer to agree.",
  caregiverRefusedMatch: 'A parent or carer did not agree to this match.',
  notPausedByCaregiver: 'This mentoring is not paused by a parent or carer.',
  /** The language picker of the guardian's and the caregiver's page. */
  ownLanguageLabel: 'Language of this page and of our emails to you',
  ownLanguageHint: 'Our emails to you come in the language you choose here.',
  /** A language MentorBridge is not written in, sent to the picker's endpoint. */
  languageNotOffered: 'MentorBridge is written in English, Spanish and Arabic: choose one of them.',
} as const;
