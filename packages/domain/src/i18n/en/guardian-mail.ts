/**
 * The mail to a child's parent, guardian or carer: the consent mail of an 11- or 12-year-old
 * (decision 019) and the mail of a caregiver's page (decision 060). Each is written in the
 * language they chose on their page, at first the child's; the picker's words are here too.
 */
export const guardianMail = {
  guardianMailSubject: 'Your child wants to join MentorBridge: please say yes or no',
  guardianMailSomeone:
    "Someone aged 11 or 12 signed up to MentorBridge with the address {childEmail} and gave yours as their parent's or guardian's.",
  guardianMailAbout:
    'MentorBridge connects students with adult mentors who have been through the same experiences. Mentors are checked adults; chats with young people may be reviewed by our safeguarding team, and contact details are held for review.',
  guardianMailWhatWeKeep: 'What we keep, and why:',
  /** The list of what we keep: each item ends as the list goes on, the last with a full stop. */
  guardianMailKeepsAccount:
    'their email address and age, to sign them in and keep the rules for their age, until the account is deleted;',
  guardianMailKeepsProfile:
    'the name and picture they choose to show, seen only by mentors they ask;',
  guardianMailKeepsAnswers:
    'if they choose to answer, what they want help with and what they have been through (which may include health, family, faith or background), used only to suggest mentors and never shown to anyone;',
  guardianMailKeepsNotes: 'their private notes, which only they can read;',
  guardianMailKeepsChats:
    'their requests and chats with mentors (text and pictures), kept until either of them deletes their account, which our safeguarding team may review;',
  guardianMailKeepsCalls:
    "when each video call began and ended, never the call itself: calls happen in MentorBridge's call page, browser to browser, and are never recorded (a school may run calls on its own video service instead);",
  guardianMailKeepsNotifications:
    'notifications on their devices, if they turn them on, which say who wrote but never what;',
  guardianMailKeepsYours: 'your email address and your answer, while the account exists.',
  guardianMailNoSale:
    'We never sell data or show ads, and deleting the account deletes all of it, backups included.',
  guardianMailUntilYouAgree:
    'Until you agree, your child can sign in but cannot ask mentors, chat or call.',
  /** The plain-text mail: the link follows on the next line. */
  guardianMailOpenLink: 'Open this link to agree or to refuse (refusing deletes the account):',
  /** The HTML mail: the link's words, then what follows them. */
  guardianMailLinkText: 'Agree or refuse',
  guardianMailRefusingDeletes: '(refusing deletes the account).',
  guardianMailWithdraw:
    'The same link lets you withdraw your consent at any time later, which deletes the account and everything in it.',
  guardianMailNoAnswer:
    'If we hear nothing from you within {days} days, we delete the account and everything in it.',
  /** A link to the privacy page; the plain-text mail follows it with ": " and the address. */
  guardianMailPrivacy: 'Everything we keep, why, for how long and who sees it',

  /** Every mail to a caregiver: what their page is, and that its link is theirs alone. */
  caregiverMailPageLine:
    'Your page shows who your child talks to on MentorBridge and how often: the mentor, their safeguarding check, when they last wrote and their calls. Never what they say. You can pause a mentoring there at any time.',
  caregiverMailLinkNote: 'This link is yours alone and replaces any link we sent before.',
  caregiverMailOpenPage: 'Open your page',
  /** The page's first link, or a new one; the reason why comes first (caregiver…LinkWhy). */
  caregiverLinkMailSubject: "Your page about {child}'s mentoring",
  /** A child under 13's new match waits for the caregiver's yes (caregiverApproveAsk first). */
  caregiverApprovalMailSubject: '{child} would like to be mentored by {mentor}',
  caregiverApprovalMailNothingYet:
    'Nothing can be written or called until you approve. Open your page to approve or refuse.',
  caregiverApprovalMailAction: 'Approve or refuse',
  /**
   * The monthly summary: a line for each mentor, made of these pieces in this order, with a
   * space between them. A day is written as the language writes one (in English, 2027-07-16).
   */
  caregiverSummaryMailSubject: "This month in {child}'s mentoring",
  caregiverSummaryMentor: '{mentor}:',
  caregiverSummaryMentorInProgramme: '{mentor} ({programme}):',
  caregiverSummaryChecked: 'safeguarding check valid until {date};',
  caregiverSummaryLastWrote: 'last wrote: your child {childDay}, the mentor {mentorDay};',
  /** Stands for a day in caregiverSummaryLastWrote: nobody wrote yet. */
  caregiverSummaryNotYet: 'not yet',
  caregiverSummaryMessages:
    '{count, plural, one {# message} other {# messages}} in the last 4 weeks;',
  caregiverSummaryCalls:
    '{count, plural, one {# video call} other {# video calls}} this month ({minutes, plural, one {# minute} other {# minutes}});',
  caregiverSummaryCheckIns: 'check-ins answered: {days}.',
  /** Between two days in caregiverSummaryCheckIns. */
  caregiverSummaryDaysBetween: ', ',
  /** Stands for the days in caregiverSummaryCheckIns: none answered. */
  caregiverSummaryNoCheckIns: 'none',
  caregiverSummaryPaused: 'Paused by you.',
  caregiverSummaryEnded: 'Ended.',
  /** Someone looked at a pause the caregiver made, lifted it, and says what they found. */
  caregiverLiftedMailSubject: "{who} looked at {child}'s mentoring",
  caregiverLiftedMailFound:
    '{who} looked at the mentoring with {mentor} you paused, and lifted the pause. They said: {found}',
  caregiverLiftedMailOpenAgain: 'The chat is open again. You can pause it again from your page.',
  /** Who lifted the pause, as {who} above. */
  caregiverLiftedBySafeguarding: 'Our safeguarding team',
  caregiverLiftedByCoordinator: '{name} from {programme}',
  /**
   * To a programme's coordinators, or the safeguarding leads outside one, when a parent or carer
   * pauses a mentoring: {where} is `outside` a programme or `programme`, {programme} its name.
   */
  caregiverPausedMailSubject: 'A parent or carer paused a mentoring',
  caregiverPausedMailLine:
    'A parent or carer paused a mentoring {where, select, outside {outside programmes} other {in {programme}}}. Nobody can write or call in it until you look at it and lift the pause, saying what you found: they read it.',
  caregiverPausedMailOpen: 'Open the console',
} as const;
