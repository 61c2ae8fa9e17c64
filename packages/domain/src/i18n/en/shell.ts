/**
 * The frame around every view (top bar, account menu, footer, offline and update notices, the
 * not-found and error pages), the shared pieces of the views (dialogs, notices, pictures), joining
 * and logging in, a parent's or guardian's consent page, notes, blocking and reporting (Settings
 * has its own area, settings.ts).
 */
export const shell = {
  /** The first link of every page, for keyboard users: jumps past the top bar. */
  skipToContent: 'Skip to content',
  /** The top bar's navigation, as a screen reader names it ("Main navigation"). */
  mainNavigation: 'Main',
  /** On a phone, the button that opens the top bar's items. */
  menuButton: 'Menu',
  /** Read out after a number badge on Chat and Menu: how many messages are unread. */
  unreadCount: '{count} unread',
  /** The top bar's link to the chats. */
  topBarChat: 'Chat',
  /** The top bar's button that ends the session on this device. */
  logOut: 'Log Out',
  /** The button of the account menu, beside the user's picture. */
  yourAccount: 'Your Account',
  /** Account menu items: the user's connections, their profile, their school programmes. */
  accountMenuConnections: 'Your Connections',
  accountMenuProfile: 'Profile',
  /** The account menu item for safeguarding leads: their console. */
  accountMenuSafeguarding: 'Safeguarding',
  /** The account menu item, the settings pages' navigation, and a link to them. */
  settingsTitle: 'Settings',
  /** The school programmes a user runs or joined: the account menu and the settings sidebar. */
  programmesLink: 'Programmes',
  /** A switch between a light and a dark look of the app. */
  darkTheme: 'Dark theme',
  /** The footer of every page. `year` is this year, such as 2026. */
  footerMadeBy: '© {year} MentorBridge. Made for students, by a student.',
  /** Footer links to the safety rules page and the privacy page. */
  footerSafetyRules: 'Safety rules',
  footerPrivacy: 'Privacy',

  /** The server did not answer when the app opened. */
  serverOutOfReachTitle: 'MentorBridge is out of reach',
  serverOutOfReachText: 'We could not reach the server. Check your connection, then try again.',
  /** Any request to the server that could not get through at all. */
  networkUnreachable: 'Could not reach MentorBridge. Check your connection and try again.',
  /** The device has no network; the app still opens and keeps what is written. */
  offlineNotice: "You're offline. Messages you send will go when you're back.",
  /** The app opened offline on a page that needs the server. */
  waitingForNetwork: 'Waiting for the network',
  opensWhenOnline: 'This page opens by itself as soon as you are back online.',
  tryNow: 'Try now',
  /** A new version of the app was installed in the background. */
  newVersionReady: 'A new version is ready',
  /** Loads the page again (the new version, or after an error). */
  reload: 'Reload',
  /** Why Reload is turned off: messages are still being sent. */
  reloadWaitsForMessages: 'Once your messages have gone.',
  /** A web address that is not one of MentorBridge's pages. */
  pageNotFound: 'Page not found',
  noPageAtAddress: 'There is no page at this address.',
  goToHomePage: 'Go to the home page',
  /** A page that failed to load or broke. A technical code may follow the second line. */
  pageFailed: 'Something went wrong on this page',
  reloadToTryAgain: 'Reload the page to try again.',
  backToHomePage: 'Back to the home page',
  /** Joining or logging in failed for a reason the server did not name. */
  somethingWentWrong: 'Something went wrong. Please try again.',

  /**
   * Read by a screen reader in every "Are you sure?" dialog. `confirmLabel` is the dialog's own
   * button (such as "Block"); "Keep it" must be the same words as keepIt.
   */
  confirmDialogHelp: 'Choose {confirmLabel} to go ahead, or Keep it to leave everything as it is.',
  /** The button that closes an "Are you sure?" dialog without doing anything. */
  keepIt: 'Keep it',
  /** The lock symbol beside a log-in error, for a screen reader. */
  authenticationError: 'Authentication error',
  /** Closes a notice (the × button), for a screen reader. */
  dismissNotice: 'Dismiss',
  /** A user's picture, for a screen reader. */
  profilePictureOf: 'Profile picture of {name}',
  /** A user with no picture yet: `picture` is "Profile picture of …" or another description. */
  noPictureUploaded: '{picture} (none uploaded yet)',

  /** A page that needs an account, seen by someone signed out. */
  pleaseLogIn: 'Please log in',
  /** A page for another role (mentors' or mentees'). */
  notForYourAccount: 'Not available for your account',

  /** The join page: sign up or log in. */
  welcomeTitle: 'Welcome',
  loggedInAs: 'You are logged in as {email}.',
  /** The two buttons that switch the join page between its forms, as a group. */
  joinModeQuestion: 'What would you like to do?',
  createAnAccount: 'Create an account',
  logBackIn: 'Log back into an account',
  /** Form labels. */
  emailLabel: 'Email',
  passwordLabel: 'Password',
  ageLabel: 'Age',
  /** Under a new password field. */
  passwordHint: 'At least 6 characters.',
  /** The log-in form's button, and its words while it works. */
  logInButton: 'Log In',
  loggingIn: 'Logging in…',
  /** A link to the log-in form. */
  logInLink: 'Log in',
  /** Asked at sign-up only of pupils aged 11 or 12. */
  guardianEmailLabel: "Parent's or guardian's email",
  guardianEmailHint:
    'At 11 and 12, a parent or guardian agrees first. We email them what MentorBridge keeps and why.',
  /** The sign-up's check against robots: two dice are shown, and their sum is asked. */
  captchaLegend: 'Prove you are human: add up the dice',
  captchaSumLabel: 'Sum of the dice',
  /** One die's picture, for a screen reader: `value` is 1 to 6. */
  dieShowing: 'Die showing {value}',
  rollingDice: 'Rolling the dice…',
  diceNotRolled: 'The dice could not be rolled.',
  /** At sign-up, someone aged 26 to 90 chooses their role. */
  joinAsLegend: 'Join as',
  /** `role` is the code mentor or mentee: the name of the role, as a choice. */
  roleName: '{role, select, mentor {Mentor} mentee {Mentee} other {{role}}}',
  /** A school programme's code, given at sign-up: mentors have their own code. */
  haveClassCode: 'Have a class code?',
  classCodeLabel: '{role, select, mentor {Mentor code} other {Class code}}',
  classCodeHint: "From your school's programme: you join it as you sign up.",
  /** The sign-up's short privacy notice, folded, and the link to the whole privacy page. */
  whatWeKeepSummary: 'What we keep about you, and who sees it',
  everythingWeKeepLink: 'Everything we keep, why and for how long',
  /** The sign-up form's button, and its words while it works. */
  signUpButton: 'Sign Up',
  signingUp: 'Signing up…',
  /** Folds the list of a mentor's areas of expertise in or out, at sign-up. */
  showExpertise: 'Show areas of expertise',
  hideExpertise: 'Hide areas of expertise',
  /** Forgotten password: ask for a link by email. */
  resetYourPassword: 'Reset your password',
  forgotPasswordIntro:
    'Enter the email address of your account and we will mail you a link to choose a new password.',
  sending: 'Sending…',
  sendResetLink: 'Send Reset Link',
  newPasswordLabel: 'New Password',
  confirmNewPasswordLabel: 'Confirm New Password',
  /** On a form's button while it saves. */
  saving: 'Saving…',
  setNewPassword: 'Set New Password',
  /** Where the link in the verification email leads. */
  verifyYourEmail: 'Verify your email',
  emailVerifiedTitle: 'Email verified',
  linkNotValidTitle: 'Link not valid',

  /**
   * The page a parent's or guardian's email links to, where they agree to their child's account
   * or refuse it. Consent wording: read by the parent, the meaning must be exact.
   */
  guardianConsentTitle: "A parent's or guardian's consent",
  /** `email` is the child's email address, shown in bold. */
  guardianChildAccount:
    "The account {email} was made by someone aged 11 or 12 who gave your address as their parent's or guardian's.",
  guardianWhatWeKeep:
    "MentorBridge connects students with checked adult mentors. We keep their email and age, the name and picture they choose, their private notes, and their requests and chats with mentors (text and pictures), which our safeguarding team may review. Contact details sent in a chat are held for review. If they choose to answer what they want help with and what they have been through, which may include health, family, faith or background, we use it only to suggest mentors and never show it to anyone. Video calls happen in MentorBridge's call page, browser to browser, and are never recorded; we keep only when each began and ended. A school may run calls on its own video service instead. Notifications, if they turn them on, say who wrote but never what. We never sell data or show ads.",
  /** A link to the privacy page; a full stop follows it. */
  guardianPrivacyLink: 'Everything we keep, why, for how long and who sees it',
  guardianUntilYouAgree: 'Until you agree, they can sign in but cannot ask mentors, chat or call.',
  guardianYouAgreed:
    'You agreed. You can withdraw at any time; the account and everything in it are then deleted.',
  guardianAgree: 'I agree',
  /** Before they agreed: refusing deletes the child's account. */
  guardianRefuse: 'I do not agree: delete the account',
  /** After they agreed: withdrawing deletes the child's account. */
  guardianWithdraw: 'Withdraw my consent: delete the account',
  guardianDeleteQuestion: 'Delete this account and everything in it? This cannot be undone.',
  guardianDeleteConfirm: 'Delete the account',

  /** Private notes: the top bar's link and the page. */
  notesTitle: 'Notes',
  notesOnlyYou: 'Only you can see your notes.',
  yourNotes: 'Your notes',
  loadingNotes: 'Loading your notes...',
  newNoteLabel: 'New note',
  newNotePlaceholder: 'Write a new note...',
  addNote: '+ Add Note',
  editNoteLabel: 'Edit note',
  editButton: 'Edit',
  saveButton: 'Save',
  closeNoteEditor: 'Close Note Editor',
  deleteButton: 'Delete',

  /** Blocking someone: they and the user no longer see each other. */
  blockButton: 'Block',
  /** The Block button, for a screen reader: whom it blocks. */
  blockName: 'Block {name}',
  blockedPeopleTitle: 'Blocked people',
  blockedPeopleIntro:
    'You and the people you block do not see each other in the directory, requests or chat. Unblocking brings back whatever you had before.',
  unblockButton: 'Unblock',
  unblockName: 'Unblock {name}',

  /** The form that reports a person to the safeguarding team. Safety wording. */
  reportPersonTitle: 'Report {name}',
  reportExplained:
    'Our safeguarding team will look at it. Until they have, you and {name} cannot write or call each other. We never tell anyone who reported them.',
  reportWhatHappened: 'What happened?',
  /** The reasons a report can give; a 12-year-old chooses one. */
  reportReasonUncomfortable: 'Made me feel uncomfortable',
  reportReasonPersonalDetails: 'Asked for personal details',
  reportReasonTalkElsewhere: 'Asked to talk somewhere else or to meet',
  reportReasonBullying: 'Unkind, bullying or threatening',
  reportReasonSexual: 'Sexual or not appropriate',
  reportReasonSpam: 'Spam or a scam',
  reportReasonOther: 'Something else',
  reportDetailsLabel: 'Anything else we should know? (optional)',
  cancelButton: 'Cancel',
  sendReport: 'Send report',

  // Needed before a view's own words have loaded (catalogue-parts.ts): the loading screen, the
  // top bar, the sign-in gate and a chat's failed sends, which notify from any view.
  /** The All Mentors page: its title and heading. */
  allMentorsTitle: 'All Mentors',
  imageUploadFailed: 'Image upload failed. Please try again.',
  loadingDashboard: 'Loading your dashboard...',
  noAccount: 'No account found. Please create an account to view items on this page.',
  sendFailed:
    "Failed to send message. If it is an emoji or an image, make sure there's text to describe it. Or the chat might have been ended. If so, reload page.",
  /** Ours: a send refused because the chat was paused after the tab last read it. */
  sendRefusedPaused: '{pause} Your message was not sent.',
  /** The product's wording for any other settings failure. */
  settingsError: 'Error: {message}',
  tryAgain: 'Try again',
} as const;
