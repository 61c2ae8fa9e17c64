import {
  MAX_FULL_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PICTURE_BYTES,
  MIN_PASSWORD_LENGTH,
} from '../../constants.ts';

/**
 * 10000 as "10,000". Not `toLocaleString`: the page's first Intl call loads locale data, and this
 * module is evaluated while the app starts, where a phone would wait for it.
 */
const withThousandsCommas = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The words of accounts, the directory, requests, chat, safeguarding and settings, in English:
 * the source every other language translates. The product's own sentences are quoted exactly as
 * docs/product.md gives them; those its first design did not give are ours and say so.
 */
export const account = {
  logInToManageProfile: 'Please log in to manage your profile.',
  logInToViewMenteeConnections: 'Please log in to view your mentee connections.',
  logInToSeeConnections: 'Please log in to see your connections.',

  welcomePrompt: 'Create an account or log in to continue.',
  logInNeedsNoAge: 'Age and skills are not required for logging in.',
  checkInbox:
    'After signing up, check your inbox (and your spam folder) for the verification email.',
  skillPickerLabel: 'Max 5. Min 1',

  invalidSignUpFields: 'Please enter a valid age, email, and a password of at least 6 characters.',
  tooYoung: 'Sorry, you must be at least 11 years old to sign up.',
  incorrectCaptcha: 'Incorrect captcha. Please try again.',
  ageOutOfRange: 'Please provide a valid age between 11 and 90.',
  storedAgeOutOfRange: 'Please provide a valid age (11–90).',
  mentorNeedsSkill: 'As a mentor, you need at least 1 area of expertise.',
  tooManySkills: 'You can select a maximum of 5 skills.',
  /** Ours: the product's first form never lets a role go unchosen. */
  chooseRole: 'Please choose whether you join as a mentor or a mentee.',
  /** Ours: a skill outside the catalogue can only come from a bypassed form. */
  unknownSkill: 'Please choose your skills from the list.',
  /** Ours: bounds the cost of hashing. */
  passwordTooLong: 'Your password must be at most 128 characters.',
  /** Ours: the captcha expired or was already used. */
  captchaExpired: 'That captcha has expired. Please answer the new one.',

  emailNotVerified:
    'Your email address is not verified. Please check your inbox for a verification email.',
  /** Ours: one answer for a wrong password and an unknown email, so accounts cannot be probed. */
  wrongCredentials: 'Incorrect email or password.',
  loggedIn: 'You have been logged in.',
  signedUp:
    'Signed up as a {role, select, mentor {mentor} mentee {mentee} other {{role}}}. A verification email has been sent to {email}. Please verify your email before logging in.',

  /** Ours: the verification page. */
  emailVerified: 'Your email address is verified. You can log in now.',
  verificationLinkInvalid:
    'This verification link has expired or was already used. Log in to get a new one.',

  /** Ours: the log-in form's way to a password reset. */
  forgotPassword: 'Forgot password?',
  /** Ours: the same answer whether or not the address has an account. */
  passwordResetMailSent:
    'If an account exists for that email, a link to reset its password is on its way. Please check your inbox and spam folder.',
  passwordResetLinkInvalid:
    'This password reset link has expired or was already used. Please ask for a new one.',
  passwordResetDone: 'Your password has been reset. You can log in with it now.',
  /** Ours: the reset form's email check. */
  enterValidEmail: 'Please enter a valid email address.',

  fullNameEmpty: 'Full name cannot be empty',
  fullNameSaved: 'Full name saved!',
  fullNameSaveFailed: 'Failed to save full name',
  /** Ours: bounds a name so cards stay readable. */
  fullNameTooLong: `Your full name must be at most ${MAX_FULL_NAME_LENGTH} characters.`,

  pictureUploaded:
    'Profile picture uploaded! Please note that this might take a while to update across all pages.',
  pictureUploadFailed: 'Failed to upload profile picture',
  /** Ours: why an upload was refused, shown after the product's failure notice. */
  pictureNotAnImage: 'This file is not a picture. Please choose a JPEG, PNG, WebP or GIF image.',
  pictureEmpty: 'This file is empty. Please choose a picture.',
  pictureTooLarge: `This picture is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  pictureUnreadable: 'This picture could not be read. Please choose another one.',
  /** Ours: the dashboard's status of the connection to the server. */
  connectionUnknown: 'Unknown',
  connectionOnline: 'Online',
  connectionOffline: 'Offline',

  /** Ours: the notes page when there are none. */
  noNotesYet: 'No notes yet. Write your first one above.',
  /** Ours: a blank note sent to the server anyway (the page ignores it before sending). */
  noteEmpty: 'A note needs some text.',
  /** Ours: bounds one note. */
  noteTooLong: `A note can be at most ${withThousandsCommas(MAX_NOTE_LENGTH)} characters long.`,
  /** Ours: the note asked for is not one of the user's. */
  noteNotFound: 'This note no longer exists.',

  allFieldsRequired: 'All fields are required.',
  newPasswordsDontMatch: "New passwords don't match.",
  passwordChanged: 'Password changed successfully.',
  /** Ours: the {message} of "Error: {message}" when the password given is not the account's. */
  currentPasswordWrong: 'The password is incorrect.',
  /** Ours: the {message} of "Error: {message}" for a new password that is too short. */
  newPasswordTooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  enterPasswordToDelete: 'Please log in and enter password.',
  typeRemoveToConfirm: "You must type 'REMOVE' to confirm.",
  accountDeleted: 'Account deleted.',

  loadingMentors: 'Loading mentors...',
  noMentorsForSkill: 'No mentors found for that skill. Try rewording it to get close results.',
  noSkillsListed: 'No skills listed.',
  logInToRequest: 'Please log in to request a mentor.',
  /** `mentor`: their email for a mentee of 18 to 25, their name under 18 (decision 050). */
  requestedMentor: 'Requested mentor {mentor}.',
  requestFailed: 'Failed to send request.',
  /** Ours: what the asterisk of "Request Mentor*" means. */
  requestAsteriskNote: '* A request asks the mentor to connect. You can chat once they accept it.',
  /** Ours: a mentee asks for a mentor they already asked. */
  alreadyRequested: 'You have already sent this mentor a request.',
  /** Ours: the request or mentor is gone, or the move is not one the rules allow. */
  requestNotFound: 'This request no longer exists.',
  requestMoveRefused: 'This request cannot be changed that way.',
  onlyMenteesRequest: 'Only mentees can request a mentor.',
  mentorUnavailable: 'This mentor is not available.',
  requestAccepted: 'Request accepted.',
  acceptFailed: 'Failed to accept request.',
  requestRejected: 'Request rejected.',
  rejectFailed: 'Failed to reject request.',
  deleted: 'Deleted successfully.',
  deleteFailed: 'Failed to delete.',
  pendingCanceled: 'Pending request canceled.',
  cancelFailed: 'Failed to cancel request.',
  chatDeleted: 'Chat deleted successfully.',
  chatDeleteFailed: 'Failed to delete chat.',
  confirmReject: 'Reject this mentee request?',
  confirmMentorDelete: 'Delete this chat request?',
  confirmMenteeDelete:
    'Are you sure you want to end/delete this chat? This action cannot be undone.',
  confirmCancel: 'Cancel this pending request?',

  noAcceptedChats: 'No accepted chats yet.',
  noMessagesYet: 'No messages yet.',
  chatNotAccepted: 'Chat not accepted yet.',
  /** Ours: a send with neither text nor image. */
  messageEmpty: 'Write a message or choose an image first.',
  /** Ours: the chat's send limit per person was reached; the message waits and goes by itself. */
  sendingTooFast: "You're sending very fast. This will go in a moment.",
  /** Ours: the chat asked for is not one of the user's. */
  chatNotFound: 'This chat does not exist or is not yours.',

  startOrJoinCall: 'Start or Join Video Call',
  /** Ours: the call view and the call's state on the chat and the connection card. */
  inCall: '{name} is in a call.',
  youAreInCall: 'You are in this call.',
  joinCall: 'Join Video Call',
  leaveCall: 'Leave Call',
  callLeft: 'You left the call.',
  rejoinCall: 'Rejoin Call',
  callLinkInvalid: 'This call link is not valid. Start the call from your chat.',
  videoServiceUnreachable: 'The video service at {host} cannot be reached right now.',

  /** Ours: a password on the list of the most common ones. */
  commonPassword:
    'This password is one of the most common and easy to guess. Please choose another.',

  /** Ours: safeguarding. */
  heldForReview: 'Held for review',
  heldExplained:
    'This message has contact details in it, so the safeguarding team checks it before it is delivered.',
  removedByReview: 'Not delivered: removed by the safeguarding team.',
  chatMayBeReviewed:
    'To keep everyone safe, chats with young people may be reviewed by our safeguarding team.',
  leadsOnly: 'Only safeguarding leads can open this page.',
  heldNotFound: 'This held message does not exist or was already decided.',
  reportReceived:
    'Thank you for telling us. Our safeguarding team will look at it, and contact with this person is paused until they do.',
  reportFailed: 'The report could not be sent. Please try again.',
  chatFrozen:
    'This chat is paused while our safeguarding team looks at a report. You can read it, but not write or call.',
  /**
   * A lead's release into a chat that cannot take it now (decision 051): the chat's pause, told
   * as its reason, and the message stays held until the lead releases it again.
   */
  releaseRefusedChatPaused: 'This chat is paused: {reason}. The message stays held.',
  /** The console's held card, before the lead decides: the release would be refused. */
  heldChatPaused: 'This chat is paused: {reason}. It can be released once the chat opens again.',
  /** Why a chat is paused, as a lead is told it (no full stop: it goes inside a sentence). */
  pausedForCheck: "{mentorName}'s safeguarding check does not count today",
  pausedForReport: 'a report between its two members is open',
  pausedForSuspension: 'one of its members is suspended',
  pausedForBlock: 'one of its members blocked the other',
  /** The reason of a pause this version of the page does not know (a newer server's). */
  pausedForUnknownReason: 'for a reason this version of the page cannot name: reload it to see why',
  pausedForEnding: 'the mentoring has ended',
  /** A lead whose own safeguarding record does not count today (decision 051). */
  leadNeedsRecord:
    "Your own safeguarding check is not recorded or no longer counts. Until a complete check is recorded for you, you can't see a child's messages, pictures, reports or account, or write to a child.",
  /** Flagged messages left out of the console for a lead without a record that counts. */
  leadRecordHidesFlags:
    '{count, plural, one {# flagged message in a chat with a child is not shown.} other {# flagged messages in chats with children are not shown.}}',
  leadRecordHidesReports:
    '{count, plural, one {# report that concerns a child is not shown.} other {# reports that concern a child are not shown.}}',
  /** Safeguarding checks (docs/product.md, Safeguarding checks). */
  chatWaitsForCheck: "This chat is paused until {mentorName}'s safeguarding check is renewed.",
  /** A mentor's safeguarding check (decision 038); docs/product.md quotes these lines. */
  notCheckedYet:
    'Students under 18 can be accepted once a safeguarding lead has recorded your check.',
  checkPanelTitle: 'Safeguarding check',
  checkNotYet:
    "Not checked yet: students under 18 can't find you until a safeguarding lead records your check.",
  checkValidUntil: 'Checked until {date}',
  checkExpiresIn:
    '{days, plural, one {Your check expires in # day} other {Your check expires in # days}}',
  checkExpiredOn: 'Your check expired on {date}',
  checkSuspended:
    "Your safeguarding record is suspended: students under 18 can't find you or write to you.",
  checkContact: 'Questions about your check? Write to {email}.',
  onlyMentorsChecked: 'Only mentors have a safeguarding check and training.',
  /** Ours: a lead's own record is another lead's or the operator's to record (decision 051). */
  ownRecordByOthers:
    "Your own safeguarding check is recorded by another lead or by the server's operator.",
  /** Ours: the quiz's fifth attempt in a day was used (decision 052). */
  quizAttemptsUsed:
    "You have used today's 5 tries at the quiz. Read the lessons again, and try once more tomorrow.",
  checkedBadge: 'Checked',
  checkedBadgeExplained: 'Safeguarding check seen by MentorBridge, valid until {monthYear}',
  accountSuspended:
    'This account is suspended by our safeguarding team. If you think this is a mistake, please contact us.',
  reportNotFound: 'This report does not exist or was already closed.',
  /** Ours: account deletion while a report about the account is open. */
  accountUnderReview:
    "This account can't be deleted while our safeguarding team looks at a report. Please try again once they have finished.",
  accountRecordSuspended:
    "This account can't be deleted while its safeguarding record is suspended. Please try again once our safeguarding team has looked at it.",
  userNotFound: 'No account matches.',
  confirmBlock:
    'Block {name}? You will not see each other in the directory, requests or chat until you unblock them in Settings.',
  blocked: '{name} is blocked.',
  unblocked: '{name} is unblocked.',
  blockFailed: 'Blocking did not work. Please try again.',
  noneBlocked: 'You have not blocked anyone.',
  guardianEmailNeeded:
    "Ages 11 and 12 need a parent's or guardian's email, so they can agree first.",
  guardianEmailNotOwn: "Please give your parent's or guardian's email, not your own.",
  consentPending:
    'Your parent or guardian has not agreed yet. We emailed them; once they say yes, you can ask mentors, chat and call.',
  guardianLinkInvalid: 'This link is not valid any more.',
  consentGiven: 'Thank you. Your child can now ask mentors, chat and call.',
  consentRefused: "Your child's account and everything in it are deleted.",
  reasonRequired: 'Write down why, for the audit log.',

  /** Ours: notification mails and a mentor's capacity. */
  notificationsSaved: 'Your email choices are saved.',
  notificationsFailed: 'Your email choices could not be saved. Please try again.',
  unsubscribed: 'Done. You will not get these emails any more.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. You can choose your emails in Settings.',
  mentoringSaved: 'Your mentoring choices are saved.',
  onlyMentorsMentor: 'Only mentors choose how many mentees they take.',
  mentoringFailed: 'Your mentoring choices could not be saved. Please try again.',
  mentorPaused: 'Not taking requests right now',
  mentorFull: 'Has all the mentees they can take right now',
  mentorPausedRefusal: 'This mentor is not taking requests right now. Please ask another mentor.',
  mentorFullRefusal:
    'This mentor has all the mentees they can take right now. Please ask another mentor.',
  capacityReached:
    'You already have {capacity, plural, one {# mentee} other {# mentees}}, as many as you chose to take. To accept this request, take more in Settings, Mentoring.',
  resetMailLinkText: 'Choose a new password',
} as const;
