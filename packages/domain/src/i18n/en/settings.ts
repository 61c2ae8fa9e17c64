/**
 * The settings pages (password, deleting the account, notifications, mentoring, your data) and
 * the page an email's "Stop these emails" link opens.
 */
export const settings = {
  changePassword: 'Change Password',
  deleteAccount: 'Delete Account',
  notificationsTitle: 'Notifications',
  /** A mentor's settings: how many mentees they take. */
  mentoringTitle: 'Mentoring',
  yourDataTitle: 'Your data',
  changePasswordIntro: 'Changing your password signs you out on every other device.',
  currentPasswordLabel: 'Current Password',
  /** On the Change Password button while it works. */
  changingPassword: 'Changing…',
  deleteAccountWhat:
    'This deletes your account for good: your profile and picture, your notes, your connection requests and your chats. It cannot be undone.',
  deleteAccountReportsStay:
    'Reports you made about someone else stay with our safeguarding team, without your name, so they can still keep others safe.',
  /** `word` is REMOVE, which stays in English: the user types exactly that word. */
  typeWordToConfirm: 'Type {word} to confirm',
  /** On the Delete Account button while it works. */
  deletingAccount: 'Deleting…',
  /** "Request Mentor*" is the name of the directory's request button (requestMentorButton). */
  mentoringIntro:
    'Mentees see whether you take new requests. When you have as many mentees as you take, or you pause, your Request Mentor* button is turned off and says why.',
  menteesNow: 'You have {count, plural, one {# mentee} other {# mentees}} now.',
  menteeCapacityLabel: 'Mentees I take at once',
  /** `min` and `max` bound the choice; `preset` is the number taken until the mentor chooses. */
  menteeCapacityHint:
    'From {min} to {max}; {preset} until you choose. Taking fewer than you have ends no connection.',
  /** Settings, Notifications: the device's notifications, then the emails. */
  onThisDevice: 'On this device',
  emailsHeading: 'Emails',
  emailsIntro:
    'We email you when something happens while you are away. Choose which emails you get.',
  emailMeAbout: 'Email me about',
  /** Each kind of email, with a line on when it comes. */
  emailRequestsLabel: 'Requests',
  emailRequestsHint: 'When a mentee asks you, cancels, or is still waiting for your answer.',
  emailAnswersLabel: 'Answers to my requests',
  emailAnswersHint: 'When a mentor accepts or rejects your request, or it ends without an answer.',
  emailUnreadLabel: 'Messages I have not read',
  emailUnreadHint:
    'When a message waits 15 minutes and you are not on MentorBridge. At most one email per chat every 6 hours, never with the message in it.',
  emailMentoringLabel: 'My mentoring',
  emailMentoringHint: 'Two weeks before your mentoring is planned to end, and when it ends.',
  /** Where an email's "Stop these emails" link leads. */
  stopEmailsTitle: 'Stop emails',
  /** `kind` is the code of the kind of email the link stops. */
  stopEmailsQuestion:
    '{kind, select, requests {Stop emails about requests?} answers {Stop emails about answers to your requests?} unread {Stop emails about messages you have not read?} mentoring {Stop emails about your mentoring: its planned end and its ending?} other {Stop these emails?}} Your other email choices stay as they are.',
  stopTheseEmails: 'Stop these emails',
  /** `settings` is a link whose words are settingsTitle ("Settings"). */
  chooseEmailsInSettings: 'You can choose all your emails in {settings}.',
  /** Settings, Your data: a copy of everything kept about the user. */
  dataDownloaded: 'Your data is downloaded.',
  yourDataWhat:
    'Download a copy of everything MentorBridge keeps about you: your account and profile, your picture, your story or answers, your notes, your requests, every message in your chats with the pictures you sent, reports you made and the choices you set. It is one file you can open in any text editor.',
  yourDataLeftOut:
    "It leaves out what belongs to other people, such as pictures they sent you, and what our safeguarding team keeps about a report. The file says what it leaves out, and why. A parent or carer can ask the school or us for a child's copy.",
  preparingCopy: 'Preparing your copy…',
  downloadMyData: 'Download my data',
  gatheringData: 'Gathering everything, this takes a few seconds.',

  /** Settings, Notifications: the switch for notifications on this device, for a 12-year-old. */
  deviceNotificationsLabel: 'Notifications on this device',
  deviceNotificationsWhat:
    "You'll see who wrote to you or answered you, never what they wrote, for the things you choose under Emails below.",
  deviceNotificationsOn: 'Notifications are on for this device.',
  deviceNotificationsOff: 'Notifications are off for this device.',
  deviceNotificationsTurningOn: 'Turning on…',
  deviceNotificationsTurningOff: 'Turning off…',
  deviceNotificationsUnsupported: "This browser can't show notifications from MentorBridge.",
  /** "Share" and "Add to Home Screen" are the iPhone's own menu items, as it names them. */
  deviceNotificationsIPhone:
    'On an iPhone, add MentorBridge to your Home Screen first (Share, then Add to Home Screen).',
  deviceNotificationsBlocked:
    "Notifications are blocked for MentorBridge in this browser's settings.",
  deviceNotificationsNotAllowed: "You didn't allow notifications, so they are still off.",
  deviceNotificationsRefused:
    "MentorBridge can't send notifications to this browser. Try another one, like Chrome, Firefox, Edge or Safari.",
  deviceNotificationsBrowserFailed:
    "This browser couldn't set up notifications. Check your connection and try again.",
  deviceNotificationsOnFailed: "Notifications couldn't be turned on. Please try again.",
  deviceNotificationsOffFailed: "Notifications couldn't be turned off. Please try again.",
} as const;
