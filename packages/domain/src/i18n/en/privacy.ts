/**
 * The privacy notices: the short one (on the privacy page and the sign-up form) and the privacy
 * page, first for a 12-year-old, then in full for parents, carers and schools. A promise to pupils
 * and parents: its meaning is exact.
 */
export const privacy = {
  /** The privacy notice's short version: on the privacy page, and on the sign-up form. */
  privacyShortWhatWeKeep:
    'We keep your email, name, age and picture, what you tell us to find a mentor, your notes, your requests and your chats.',
  privacyShortAnswers:
    'Your answers about what you have been through are private: nobody sees them, we only use them to suggest mentors. They are optional.',
  privacyShortNotes: 'Your notes are only for you.',
  privacyShortChats:
    'Only you, the person you chat with and, for young people, our safeguarding team read your chats. In a school’s programme, its coordinators can read them too, and your chat says so.',
  privacyShortNoAdverts:
    'No adverts and no tracking, and we never sell your data. Your messages are never put in emails or notifications.',
  /** "Settings, Your data" and "Settings, Delete Account": where to find them in Settings. */
  privacyShortYourData:
    'You can download a copy of everything we keep about you in Settings, Your data, and delete your account in Settings, Delete Account. When you delete it, it is gone for good: no backup brings it back.',
  privacyShortSharedComputer:
    'On a shared computer, log out when you finish: the browser then forgets it all.',

  /** The privacy page: first for a 12-year-old, then in full for parents, carers and schools. */
  privacyTitle: 'Your privacy on MentorBridge',
  privacyLead:
    'We keep only what MentorBridge needs to help you find a mentor and to keep you safe, and only for as long as it needs it.',
  privacyCallsHeading: 'Video calls and notifications',
  privacyCalls:
    "Video calls happen in MentorBridge's call page. Your picture and voice go from your browser to the other person's, straight or through a relay that passes them on without being able to see or hear them. They never pass through MentorBridge's server, and nothing of a call is recorded: we keep only when each call began and ended, and when each person joined and left it. A school may run calls on its own video service instead; that service then carries the call. Notifications go through your browser's push service (Google, Mozilla or Apple); they say who wrote, never what.",
  privacyFullHeading: 'In full, for parents, carers and schools',
  /** `unverifiedDays` is 30, `requestDays` 14. */
  privacyFullIntro:
    "Every kind of data MentorBridge keeps, why, for how long and who sees it. An account whose address is never confirmed is deleted after {unverifiedDays} days; a request nobody answers ends after {requestDays} days. Backups are kept at most 35 days, readable only by the server, and no deleted account comes back from one. A parent or carer can ask the school or MentorBridge for a copy of their child's data, or withdraw consent from the link in their email, which deletes the child's account.",
  /** The three questions answered for each kind of data. */
  privacyWhy: 'Why',
  privacyHowLong: 'How long',
  privacyWhoSees: 'Who sees it',
  /** `link` is the link "safety rules" (privacySafetyRulesLinkText). */
  privacySafetyRules: 'The rules that keep young people safe are on the {link} page.',
  privacySafetyRulesLinkText: 'safety rules',
  /**
   * Each kind of data: what it is (a heading), then why it is kept, how long and who sees it,
   * each answer a short phrase starting in lowercase.
   */
  privacyAccountWhat: 'Email address, name, age, password (only a scrambled form of it)',
  privacyAccountWhy: 'to sign in, to show who you are, to keep under-18s with checked mentors',
  privacyAccountHowLong: 'until the account is deleted',
  privacyAccountWhoSees:
    'a mentor’s name: signed-in users; a student’s: the mentors they asked; the address: nobody',
  privacyPictureWhat: 'Profile picture',
  privacyPictureWhy: 'so people know who they are talking to',
  privacyPictureHowLong: 'until replaced or the account is deleted',
  privacyPictureWhoSees: 'a student’s: only mentors they asked (under 18: once accepted)',
  privacyAnswersWhat: 'A student’s answers: what they want help with and have been through',
  privacyAnswersWhy: 'to suggest mentors who have walked the same path',
  privacyAnswersHowLong: 'until changed or the account is deleted',
  privacyAnswersWhoSees: 'nobody: they are only used for suggestions',
  privacyStoryWhat: 'A mentor’s story and experiences, some of them hidden',
  privacyStoryWhy: 'so students can find them',
  privacyStoryHowLong: 'until changed or the account is deleted',
  privacyStoryWhoSees: 'what they show: signed-in users; what they hide: nobody',
  privacyNotesWhat: 'Notes',
  privacyNotesWhy: 'for the writer alone',
  privacyNotesHowLong: 'until deleted',
  privacyNotesWhoSees: 'only the writer, never the safeguarding team',
  privacyChatsWhat:
    'Requests, chats, pictures sent in chats, seen marks, when each call began and ended and when each person joined and left it',
  privacyChatsWhy: 'to talk to a mentor',
  privacyChatsHowLong: 'until either person deletes their account',
  privacyChatsWhoSees:
    'the two people; the safeguarding team for chats with under-18s; in a school’s programme, its coordinators, who give a reason first',
  privacySafeguardingWhat: 'Reports, held messages, warnings, and a mentor’s safeguarding check',
  privacySafeguardingWhy: 'to keep young people safe',
  privacySafeguardingHowLong:
    'while the accounts exist; reports stay, without the reporter, after they leave; the leads’ record of what they did, 6 years',
  privacySafeguardingWhoSees: 'the safeguarding team',
  privacyConsentWhat: 'A parent’s or carer’s address and their answer (11- and 12-year-olds)',
  privacyConsentWhy: 'consent',
  /** `days` is 30 (GUARDIAN_CONSENT_WAIT_DAYS). */
  privacyConsentHowLong:
    'while the account exists; a child’s account is deleted after {days} days without an answer',
  privacyConsentWhoSees: 'nobody; it is only used to ask and to tell',
  privacyProgrammesWhat: 'The school programmes you joined with a code, and since when',
  privacyProgrammesWhy: 'so your school knows who is in its programme',
  privacyProgrammesHowLong: 'until you leave, the school takes you out, or the account is deleted',
  privacyProgrammesWhoSees: 'the school’s programme coordinators: your name, address and age group',
  privacyMatchesWhat:
    'In a school’s programme: a match the coordinator proposed, approved or said no to, and why',
  privacyMatchesWhy: 'so the school approves who its pupils talk to',
  privacyMatchesHowLong: 'with the request: until either person deletes their account',
  privacyMatchesWhoSees: 'the two people and the programme’s coordinators',
  privacySchoolConsentWhat:
    'A school’s consent for a pupil of 11 or 12 in its programme: who gave it, and when',
  privacySchoolConsentWhy:
    'a school may agree for its own programme; a parent or carer can still refuse',
  privacySchoolConsentHowLong: 'while the account exists',
  privacySchoolConsentWhoSees: 'the school’s coordinators and the safeguarding team',
  privacyCoordinatorsWhat:
    'For a school’s programme coordinators: the school, and since when they coordinate it',
  privacyCoordinatorsWhy: 'so a school runs its own mentoring programmes',
  privacyCoordinatorsHowLong: 'until another coordinator removes them or their account is deleted',
  privacyCoordinatorsWhoSees: 'the school’s other coordinators (name and address)',
  privacyDevicesWhat: 'Devices with notifications on, sessions, email choices',
  privacyDevicesWhy: 'to tell you what happened while you were away, and to keep you signed in',
  privacyDevicesHowLong: 'until turned off or logged out; a session ends after 12 hours unused',
  privacyDevicesWhoSees: 'nobody',
} as const;
