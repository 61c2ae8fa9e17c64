/**
 * Safety and safeguarding: the safety rules page and its help lines, the privacy notices, the
 * safeguarding leads' console, a mentor's own safeguarding check and the safeguarding training
 * course with its quiz. The safety rules and the privacy notices are promises to pupils and
 * parents; the training tells adults what to do: their meaning is exact.
 */
export const safety = {
  /** The safety rules page (decision 019), read by pupils of 11 and up and by their parents. */
  safetyRulesTitle: 'Staying safe on MentorBridge',
  safetyRulesLead:
    'MentorBridge is a place to learn from adults who have already done what you want to do. These rules keep it safe. They are for everyone: students and mentors.',
  /** A heading of the safety rules page and of the privacy page. */
  shortVersionHeading: 'The short version',
  safetyShortPrivate: 'Keep your phone number, address, school and other apps to yourself.',
  safetyShortGoodMentor:
    'A good mentor never asks you to keep a secret, to talk somewhere else, to meet up, or to take a gift.',
  /** "Report" is the button's name in every message, card and chat. */
  safetyShortReport: 'If anything feels wrong, press Report. You will never be in trouble for it.',
  safetyShortTeamReads:
    'Our safeguarding team may read chats with young people, to keep them safe.',
  checkedMentorsHeading: 'Every mentor you meet under 18 is checked',
  /** "Checked" is the badge's own text on a mentor's card. */
  checkedMentorsWhat:
    'If you are under 18, you only see mentors our safeguarding team has checked: they saw the mentor\'s criminal-record check, had two references, interviewed them, and the mentor passed our safeguarding training. These mentors have a "Checked" badge.',
  checkedMentorsRenewal:
    "A check counts for at most 3 years, and the training for one year. If a mentor's check runs out, or our team suspends it, your chat with them pauses at once, and so does any video call, until it is renewed. Nothing you wrote is lost. Under 18, you never get a mentor's email address: everything goes through MentorBridge, where we can help. We never keep copies of anyone's certificates or ID, only what was checked and when.",
  neverAllowedHeading: 'What a mentor must never do',
  /** A list that goes on from the heading "What a mentor must never do": each item ends in ";". */
  neverAllowedSecret: 'ask you to keep your chats a secret;',
  neverAllowedOtherApp: 'ask you to text, call or message them on another app;',
  neverAllowedMeet: 'ask to meet you in person;',
  neverAllowedGifts: 'offer you presents, money or favours;',
  neverAllowedPhotos: 'ask for photos of you, or send you pictures that make you feel uneasy;',
  neverAllowedUnkind: 'be unkind, rude or scary.',
  studentsBeKind: "Students: be kind too, and never share someone else's details.",
  contactDetailsHeading: 'Your contact details stay private',
  /** "Held for review" is the label a held message shows in the chat (heldForReview). */
  contactDetailsHeld:
    'If one of you is under 18, a message with a phone number, an email address, a link, a social-media username or a home address does not go straight through. Our team checks it first. The person who wrote it sees "Held for review". This works even when someone tries tricks, like writing a number in words.',
  whoSeesHeading: 'Who can see what',
  whoSeesMentorsListed: 'Only mentors are listed. Students are never listed anywhere.',
  whoSeesPicture: "A student's picture is shown only to the mentors who accepted them.",
  whoSeesOnline: 'Whether you are online or typing is shown only to people you are connected with.',
  whoSeesNotes: 'Your notes are yours alone. Nobody else can read them.',
  /** "Find my mentor" is the name of the pupil's dashboard section with their private answers. */
  whoSeesAnswers:
    'Your answers under Find my mentor are yours alone too. We use them only to suggest mentors to you, and never show them to a mentor or anyone else.',
  whoSeesExperiences:
    'A mentor chooses which of their experiences their profile shows. One they keep hidden helps us suggest them, but is never named to anyone.',
  whoSeesProfiles:
    'Profiles and request messages cannot hold phone numbers, addresses, links or usernames.',
  whoSeesProgramme:
    "If you joined a school's programme with its class code, its coordinators see your name, address and age group and who you are matched with. A coordinator approves each match before your first message, and can read your chat to keep you safe: they type why first, it is written down, and your chat tells you so.",
  whoSeesNotifications:
    'If you turn on notifications, they say who wrote or answered, never what they wrote, so nobody reads your messages over your shoulder on a locked phone. Logging out stops them on that device, and once you have been logged out for a while they only say that you have something new.',
  /** "Waiting for your coordinator to join." is what the call page shows (callWaitsForCoordinator). */
  whoSeesCalls:
    'Video calls happen inside MentorBridge, between your browser and the other person\'s. Nobody records them, not even us; we only note when a call began and ended. If your school asks for it, a coordinator from your school joins every call: you see "Waiting for your coordinator to join." until they come in.',
  whoSeesInstall:
    'If you install MentorBridge on your phone, it keeps only the app itself there, so it opens without a network. Your messages, notes and pictures are never saved on the device: someone who picks up your phone while you are logged out finds none of them.',
  whoSeesSharedComputer:
    "On a shared computer, log out when you finish. The browser then forgets every picture it showed you, and the next person cannot open your chat's pictures even from the browser's history.",
  feelsWrongHeading: 'If something feels wrong',
  /** Each way out is a short bold name ("Report."), then what it does. */
  feelsWrongReport: 'Report.',
  feelsWrongReportText:
    'Every message, mentor card, connection and chat has a Report button. Choose a reason and add some words if you like. The chat pauses at once for both of you until our team has looked. The other person is never told who reported them.',
  feelsWrongBlock: 'Block.',
  /** "Settings" and "Blocked people" are names of the settings page and its section. */
  feelsWrongBlockText:
    'Blocking someone means the two of you never see each other on MentorBridge again. You can unblock them in Settings, under Blocked people.',
  feelsWrongEnd: 'End it.',
  /** "End our mentoring" is the chat's button (endMentoring); “Something worried me” a reason to choose. */
  feelsWrongEndText:
    'You can end your mentoring at any time, with End our mentoring in the chat. You can still read the chat, but nobody can write or call in it any more. If you choose “Something worried me”, our team is told and will look. The mentor never sees why you ended it.',
  feelsWrongTell: 'Tell someone.',
  feelsWrongTellText:
    'A parent, carer or teacher you trust can help. If you are under 13 (or your school asks), your parent or carer has a page that shows who you talk to and how often, never what you say, and they can pause a mentoring.',
  needHelpHeading: 'If you feel unsafe or very sad',
  elevenTwelveHeading: 'If you are 11 or 12',
  elevenTwelveConsent:
    'A parent or guardian has to say yes before you can ask for a mentor, chat or call. We email them when you sign up. They can change their mind at any time, and then your account is deleted.',
  whatWeKeepHeading: 'What we keep, and for how long',
  whatWeKeepAccount:
    'We keep your account until you delete it in Settings. Then everything goes: your profile, picture, answers, notes, requests and chats.',
  /** `days` is 30 (UNVERIFIED_ACCOUNT_RETENTION_DAYS). */
  whatWeKeepUnverified:
    'If you never confirm your email address, we delete the account after {days} days.',
  /** `days` is 30 (GUARDIAN_CONSENT_WAIT_DAYS). */
  whatWeKeepNoConsent:
    'If you are 11 or 12 and no parent or guardian answers within {days} days, we delete the account.',
  whatWeKeepReports:
    'A report you made stays with our safeguarding team after you leave, so they can still keep others safe. Your name is not kept with it.',

  /**
   * Free help lines, on the safety page and in the chat when someone writes words of self-harm.
   * The numbers and web addresses are not translated; `phone` and `website` are shown in bold or
   * as a link where they stand.
   */
  helpLinesEmergency:
    'If you might hurt yourself or you are in danger right now, call your emergency number: 999 in the UK, 911 in the US and Canada, 112 in Europe.',
  helpLinesTalkNow: 'You can talk to someone now, for free and in private:',
  helpLineUk: 'UK: Childline, call {phone} or chat at {website}',
  helpLineUs: 'US: call or text {phone} (Suicide & Crisis Lifeline)',
  helpLineCanada: 'Canada: Kids Help Phone, call {phone} or text 686868',
  helpLineElsewhere: 'Anywhere else: {website}',
  helpLinesTellSomeone: 'Telling a parent, carer or a teacher you trust can help too.',

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

  /** The safeguarding console (decision 019), read by safeguarding leads alone. */
  safeguardingTitle: 'Safeguarding',
  consoleLead: 'Everything you open or decide here is written to the audit log.',
  consoleTabsLabel: 'Safeguarding console',
  /** The console's tabs; "Reports" is also the heading of an account's reports. */
  consoleTabReports: 'Reports',
  consoleTabHeld: 'Held messages',
  consoleTabFlags: 'Flagged messages',
  consoleTabPauses: 'Paused by parents',
  consoleTabAccounts: 'Accounts',
  consoleTabChecks: 'Mentor checks',
  consoleTabAudit: 'Audit log',
  loadingReports: 'Loading reports...',
  noOpenReports: 'No reports are open.',
  loadingHeldMessages: 'Loading held messages...',
  noHeldMessages: 'No messages are waiting for review.',
  loadingFlaggedMessages: 'Loading flagged messages...',
  noFlaggedMessages: 'No messages are flagged.',
  /** `signals`: the kinds of warning sign found, a list of the signal names below. */
  flagSignals: 'Signals: {signals}',
  /** The warning signs a message's words can show (short names, as the console lists them). */
  signalSecrecy: 'secrecy',
  signalOtherApp: 'other-app',
  signalMeeting: 'meeting',
  signalGifts: 'gifts',
  signalSelfHarm: 'self-harm',
  loadingAuditLog: 'Loading the audit log...',
  auditLogCaption: 'Audit log, newest first',
  /** The audit log's columns. */
  auditWhen: 'When',
  auditLead: 'Lead',
  auditAction: 'Action',
  auditSubject: 'Subject',
  auditReason: 'Reason',
  /** A person as a lead sees them: "Cara (mentor, 26+)"; `ageBand` is like "13–15" or "26+". */
  consoleParty:
    '{name} ({role, select, mentor {mentor} mentee {mentee} other {{role}}}, {ageBand})',
  /** A held or flagged message: who sent it to whom, and when (`when`: a date and time). */
  consoleFromTo: 'From {sender} to {recipient}, {when}',
  reportClosed: 'Report closed.',
  personSuspended: '{name} is suspended.',
  /** An open report: who reported whom, and when (`when`: a date and time). */
  consoleReported: '{reporter} reported {reported}, {when}',
  /** `reason`: the reason the reporter chose. */
  consoleReportReason: 'Reason: {reason}',
  /** `message`: the reported message, quoted. */
  consoleReportedMessage: 'The message: {message}',
  consoleLookUpPerson: 'Look up {name}',
  reasonOrOutcomeLabel: 'Reason or outcome (for the audit log)',
  suspendPerson: 'Suspend {name}',
  closeReport: 'Close report',
  doneAndAudited: 'Done, and written to the audit log.',
  lookupEmailLabel: 'Email address',
  lookUp: 'Look up',
  lookingUp: 'Looking up...',
  accountOf: 'Account of {name}',
  /** `date`: the day the account was made. */
  accountSummary:
    '{role, select, mentor {mentor} mentee {mentee} other {{role}}}, {ageBand}, {email}. Joined {date}.',
  accountStateSuspended: 'Suspended.',
  accountStateActive: 'Active.',
  lookupConnectionsHeading: 'Connections',
  noneListed: 'None.',
  /** One of the account's connections: the other person, and where their request stands. */
  lookupConnection:
    '{name} ({role, select, mentor {mentor} mentee {mentee} other {{role}}}, {ageBand}): {status, select, pending {pending} accepted {accepted} rejected {rejected} other {{status}}}',
  /** One report the account made, or one about it; `reason` is the reason chosen. */
  lookupReport:
    '{side, select, made {Made} other {About them}}: {reason} ({status, select, open {open} closed {closed} other {{status}}})',
  warningReasonLabel: 'Reason, or the warning to send (for the audit log)',
  liftSuspension: 'Lift suspension',
  suspendAccount: 'Suspend',
  sendWarning: 'Send warning',
  messageReleased: 'Message released.',
  messageRemoved: 'Message removed.',
  /** A held message with a picture and no words. */
  heldNoText: '(no text)',
  /** `reasons`: the kinds of contact details found, a list of the names below. */
  heldFor: 'Held for: {reasons}',
  heldReasonPhone: 'phone',
  heldReasonEmail: 'email',
  heldReasonLink: 'link',
  heldReasonHandle: 'handle',
  heldReasonAddress: 'address',
  auditReasonLabel: 'Reason (for the audit log)',
  releaseHeld: 'Release',
  removeHeld: 'Remove',
  showHeldPicture: 'Show the picture',
  showHeldPictureAudited: '(opening it is written to the audit log)',
  heldPictureAlt: 'The picture sent with this held message',
  noParentPauses: 'No mentoring is paused by a parent or carer.',
  /** A mentoring a parent paused: the child, the mentor, and the day. */
  parentPauseLine: '{child} with {mentor}, paused on {date}',

  /** The console's "Mentor checks": every mentor's safeguarding record. */
  mentorChecksIntro:
    'Record what you have seen: the kind of check, its number and dates, references, interview and training. Never upload or keep a copy of a certificate or an identity document.',
  checkFilterLabel: 'Show',
  checkFilterAll: 'All mentors',
  /** A filter, and a record's state. */
  checkStateNotChecked: 'Not checked',
  checkStateValid: 'Valid',
  checkFilterExpiring: 'Expiring within 30 days',
  checkStateExpired: 'Expired',
  checkStateSuspended: 'Suspended',
  downloadCheckRecords: 'Download all records (CSV)',
  loadingMentorChecks: 'Loading mentor checks...',
  noMentorsMatch: 'No mentors match.',
  /** `count`: how many mentors are shown, the first by name. */
  mentorChecksMore:
    'Only the first {count} by name are shown: choose a narrower filter, or download the CSV for all of them.',
  /** `days`: the days left until it no longer counts. */
  checkStatusValid: 'Valid until {date} ({days} days left)',
  checkStatusExpired: 'Expired on {date}',
  /** `steps`: a list of the step names below. */
  checkStatusNotChecked: 'Not checked: missing {steps}',
  checkStepCheck: 'check',
  checkStepReferences: 'references',
  checkStepInterview: 'interview',
  checkStepTraining: 'training',
  /** `reason`: the lead's words. */
  suspensionReason: 'Reason for the suspension: {reason}',
  /** `kind`: the kind of check (below); `reference`: its number; `recordedBy`: a lead's email. */
  checkRecordLine: '{kind}, number {reference}; recorded by {recordedBy}',
  closeCheckForm: 'Close the form',
  recordMentorCheck: "Record {name}'s check",
  checkRecorded: 'Recorded, and written to the audit log.',
  checkFormLabel: 'Safeguarding record',
  checkKindLabel: 'Kind of check',
  checkKindNotBack: 'Not back yet',
  /** The kinds of criminal-record check a lead records: DBS is England and Wales's service. */
  checkKindEnhancedDbs: 'Enhanced DBS with barred list',
  checkKindDbsUpdate: 'DBS Update Service',
  checkKindUsBackground: 'US background check (fingerprint)',
  checkKindOtherNational: 'Other national check',
  checkReferenceNumber: 'Reference number',
  checkIssuedOn: 'Issued on',
  checkSeenOn: 'Seen on',
  checkExpiresOn: 'Expires on',
  checkExpiresHint: 'At most 3 years after it was issued.',
  checkReferencesReceived: 'References received',
  checkReferencesOn: 'References received on',
  checkInterviewedOn: 'Interviewed on',
  checkTrainedOn: 'Trained on',
  checkTrainedHint: 'Training given in person; the course in the app records its own date.',
  checkSaving: 'Saving...',
  saveCheckRecord: 'Save the record',
  /**
   * What is wrong with a check as a lead entered it (vetting-rules.ts). `field` names the day:
   * issued, seen, referencesOn, interviewed or trained. `kinds` lists the kinds in English, as
   * the record keeps them.
   */
  checkDayNotADay:
    'The {field, select, issued {issued} seen {seen} referencesOn {references received} interviewed {interviewed} trained {trained} other {{field}}} date must be a day written YYYY-MM-DD.',
  checkDayInFuture:
    'The {field, select, issued {issued} seen {seen} referencesOn {references received} interviewed {interviewed} trained {trained} other {{field}}} date is in the future.',
  checkKindUnknown: 'Unknown kind of check: choose one of {kinds}.',
  checkNeedsReference: 'The check needs its reference number.',
  checkExpiryNotADay: 'The expiry date must be a day written YYYY-MM-DD.',
  checkExpiryPassed: 'The expiry date has passed: record a new check instead.',
  checkTooLong: 'A check counts for at most {years} years after it was issued.',
  checkSeenBeforeIssued: 'The check cannot have been seen before it was issued.',
  checkReferencesRange:
    'References received must be 0 to {max}: enter {max} when {max} or more came back.',
  /** A lead suspends a mentor's record, or lifts the suspension, always with a reason. */
  whyLiftSuspension: "Why lift {name}'s suspension?",
  whySuspendRecord: "Why suspend {name}'s record?",
  liftTheSuspension: 'Lift the suspension',
  suspendAtOnce: 'Suspend at once',

  /** A mentor's own "Safeguarding check" on their dashboard: what is still missing. */
  stillNeeded: 'Still needed:',
  missingStepCheck:
    'a criminal-record check (such as an enhanced DBS check), seen by a safeguarding lead',
  missingStepReferences: 'two references',
  missingStepInterview: 'an interview with a safeguarding lead',
  missingStepTraining: 'the safeguarding training below',

  /** The safeguarding training course, read by mentors: six lessons, then a quiz. */
  trainingHeading: 'Safeguarding training',
  trainingPassedOn: 'You passed on {date}. It counts until {lastDay}; take it again before then.',
  /** `passCount` is 8, `total` 10. */
  trainingIntro:
    'Read the six short lessons, then answer the quiz: {passCount} of {total} right passes. It takes about 15 minutes.',
  hideTrainingCourse: 'Hide the course',
  retakeTraining: 'Read the lessons and take the quiz again',
  quizHeading: 'Quiz',
  /** A question's number, then the question. */
  quizQuestionLegend: '{number}. {question}',
  quizNotQuite: 'Not quite: read this again.',
  quizChecking: 'Checking...',
  quizCheckAnswers: 'Check my answers',
  quizUnanswered: '{unanswered} of {total} not answered yet.',
  quizPassed: 'You passed: {correct} of {total}. Your training is recorded today.',
  /** `needed` is 8. */
  quizFailed:
    '{correct} of {total}: {needed} are needed. Read the lessons again and try once more.',

  /**
   * The training's six lessons (safeguarding-training.ts): each a title, then its paragraphs in
   * order. Instructions to adults who talk with children: keep their exact meaning.
   */
  trainingBoundariesTitle: 'Boundaries',
  trainingBoundaries1:
    'You are a mentor. You are not a friend, a parent, a teacher or a counsellor. Young people can trust you because you keep to that role. You can be warm and kind and still keep it.',
  trainingBoundaries2:
    'Keep your talks on the goals you agreed, such as school, work, skills and plans. It is fine to share a little of your own experience when it helps. Do not talk about your private life, such as your relationships, and do not ask about theirs.',
  trainingBoundaries3:
    'Chat and call at times a parent would expect, not late at night. You do not have to reply at once. A reply the next day is fine.',
  trainingBoundaries4:
    'Never ask a young person for photos of themselves. Only share images that help the mentoring, such as a worksheet or a diagram. If something feels too personal, it probably is. Step back, and ask the safeguarding team if you are unsure.',
  trainingOnMentorBridgeTitle: 'Keep all contact on MentorBridge',
  trainingOnMentorBridge1:
    'Talk to young people only through your MentorBridge chat and its video call. Do not use phone calls, texts, email, social media, games or any other app, even if they ask. This keeps them safe, and it keeps you safe too.',
  trainingOnMentorBridge2:
    'Never give your phone number, email address, home address or social media handles, and never ask for theirs. If you send someone under 18 a message with a phone number, an email address or a social media handle in it, the message is held. A safeguarding lead checks it before it is delivered.',
  trainingOnMentorBridge3:
    'If a young person offers their details or asks to move to another app, say no kindly. You could say: "Let\'s keep talking here. It\'s how MentorBridge keeps us both safe." Do not add them, follow them or look for them anywhere else.',
  trainingOnMentorBridge4:
    'Chats with young people may be reviewed by our safeguarding team. Write every message as if the team were reading it with you.',
  trainingNoSecretsTitle: 'No secrets, gifts or meeting in person',
  trainingNoSecrets1:
    "Never keep secrets with a young person. Never ask them to keep anything from their parents, carers or school. If they ask you to keep a secret, tell them kindly that you can't promise that.",
  trainingNoSecrets2:
    'Do not give or accept gifts or money. That includes vouchers, game credits and paying for things. Your time and your kind words are enough. A thank-you message in the chat is the right way to say thanks, both ways.',
  trainingNoSecrets3:
    'Never meet a young person in person. Not in a public place, and not with their parent there. All mentoring happens on MentorBridge. If you happen to bump into them, be polite, keep it short and tell the safeguarding team.',
  trainingNoSecrets4:
    'Secrets, gifts and meetings are how people who harm children build trust and make a child feel they owe them something. Staying clear of all three protects young people, and shows everyone that you can be trusted.',
  trainingDisclosuresTitle:
    'Signs a young person is at risk, and what to do when they tell you something',
  trainingDisclosures1:
    'Notice signs that something is wrong. These include a big change in mood, talk of hurting themselves, being afraid to go home, going without food or sleep, a new older "friend", or gifts from someone they won\'t name. You don\'t need to be sure. A worry is enough to report.',
  trainingDisclosures2:
    "If a young person tells you something worrying, stay calm and listen. Let them use their own words. Tell them they were right to tell you. Don't promise to keep it secret. Explain that you will pass it on to people whose job is to help.",
  trainingDisclosures3:
    "Don't investigate. Don't ask leading questions, contact their family or school, or confront anyone. Trained people will do what is needed, and digging yourself could make things worse.",
  /** "Report" is the chat's button. */
  trainingDisclosures4:
    'Report it to the safeguarding team at once, using "Report" in the chat, and write down what they said in their own words. The chat is paused while the team looks at it. If the young person is in immediate danger, call emergency services first (999 in the UK, 911 in the US), then report.',
  trainingVideoCallsTitle: 'Video calls',
  trainingVideoCalls1:
    'Make calls only with the call button in your MentorBridge chat. Never use another video app, and never share a call link anywhere else.',
  trainingVideoCalls2:
    'Call from a quiet space that looks shared, such as a living room or an office, not a bedroom. Check what can be seen behind you. Dress as you would for a meeting at a school.',
  trainingVideoCalls3:
    'Never record a call, and never take screenshots or photos of the screen. Never ask the young person to do so either.',
  trainingVideoCalls4:
    'If the young person is somewhere inappropriate, such as in bed or in a bathroom, or is not properly dressed, kindly end the call and suggest another time. If anything in a call worries you, end it and use "Report" in the chat.',
  trainingEndingWellTitle: 'Ending a mentoring relationship well',
  trainingEndingWell1:
    'Every mentoring relationship ends. Endings matter to young people, especially to those who have been let down before. Plan the ending, so it never comes as a surprise.',
  trainingEndingWell2:
    'Tell them in good time, in the chat, when it will end and why. Look back together at what they have achieved, and talk about what they could do next.',
  trainingEndingWell3:
    "Say goodbye on MentorBridge. Don't swap contact details or offer to keep in touch somewhere else. The same rules apply on the last day as on the first.",
  trainingEndingWell4:
    'If you have to stop suddenly, for example because you are ill, send a short, kind message to say so if you can. Never just stop replying.',

  /**
   * The quiz's ten questions (safeguarding-training.ts), each followed by its options A to D.
   * The server marks an answer by its option's place, so each option keeps its letter: never
   * reorder them, and never make the right one stand out.
   */
  quizMentorRole: 'What is your role as a mentor?',
  quizMentorRoleA: 'A close friend who keeps their secrets',
  quizMentorRoleB: 'A trusted adult who helps with the goals you agreed',
  quizMentorRoleC: 'A stand-in parent who makes choices for them',
  quizMentorRoleD: 'A counsellor who treats their problems',
  quizOtherApp:
    'A young person asks to carry on your chats on another messaging app, because it is easier. What do you do?',
  quizOtherAppA: 'Agree, as long as you keep a copy of the messages',
  quizOtherAppB: 'Agree, but only for quick questions',
  quizOtherAppC: 'Say no kindly and keep talking on MentorBridge',
  quizOtherAppD: 'Give them your email address instead',
  quizContactDetailsHeld:
    'What happens if you send a young person under 18 a message with your phone number?',
  quizContactDetailsHeldA: 'It is held, and a safeguarding lead checks it before it is delivered',
  quizContactDetailsHeldB: 'It is delivered as normal, because you chose to share it',
  quizContactDetailsHeldC: 'It is delivered, but the number is hidden from the young person',
  quizAllowedKindness: "It is a young person's birthday. Which of these is fine?",
  quizAllowedKindnessA: 'A small gift card, if their parent agrees',
  quizAllowedKindnessB: 'Meeting for a birthday coffee with their parent there',
  quizAllowedKindnessC: 'A surprise you ask them to keep from their parents',
  quizAllowedKindnessD: 'A kind birthday message in the chat',
  quizAskedForSecret:
    'A young person says: "I\'ll tell you something, but you have to promise not to tell anyone." What do you say?',
  quizAskedForSecretA: "That you can't promise to keep it secret, but you will listen",
  quizAskedForSecretB: 'That you promise, so they feel safe to talk',
  quizAskedForSecretC: 'That you promise, and decide later whether to pass it on',
  quizAskedForSecretD: 'That they should tell someone else instead',
  quizAfterDisclosure:
    'A young person tells you that an adult at home is hurting them. After listening, what do you do?',
  quizAfterDisclosureA: 'Ask detailed questions to find out exactly what happened',
  quizAfterDisclosureB: 'Contact their school to check what they told you',
  quizAfterDisclosureC: 'Report it to the safeguarding team at once, using "Report" in the chat',
  quizAfterDisclosureD: 'Wait to see whether they bring it up again',
  quizImmediateDanger:
    'A young person tells you they are in danger right now. What do you do first?',
  quizImmediateDangerA: 'Send a report and wait for the safeguarding team to reply',
  quizImmediateDangerB: 'Call emergency services, then report it to the safeguarding team',
  quizImmediateDangerC: 'Ask them to call you on your phone so you can help',
  quizCallSpace: 'Where should you take a video call from?',
  quizCallSpaceA: 'Your bedroom, as long as it is tidy',
  quizCallSpaceB: 'A busy café, so people can see you',
  quizCallSpaceC: 'Your parked car, for privacy',
  quizCallSpaceD: 'A quiet space that looks shared, like a living room or office',
  quizCallInappropriate:
    'You start a video call and the young person is in bed in their pyjamas. What do you do?',
  quizCallInappropriateA: 'Carry on, since they look comfortable',
  quizCallInappropriateB: 'Ask them to point the camera away from the bed',
  quizCallInappropriateC: 'Kindly end the call and suggest another time',
  quizCallInappropriateD: 'Record the call so there is proof nothing happened',
  quizEnding:
    'Your mentoring with a young person is coming to an end. What is the best way to end it?',
  quizEndingA: 'Stop replying, so the goodbye hurts less',
  quizEndingB: 'Tell them in good time and say goodbye in the chat',
  quizEndingC: 'Swap phone numbers so you can stay in touch',
} as const;
