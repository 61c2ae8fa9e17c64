/**
 * The words around a mentee's and a mentor's conversations: Your Connections and its request
 * cards, the chat (list, messages, composer), the video call pages, the ending of a mentoring and
 * its exit questions, and the caregiver's page with the pupil's caregiver prompt. Read by pupils
 * from 11 on a phone, and (the caregiver's page) by their parents.
 */
export const conversations = {
  /** The chat page's title and heading (chat1). */
  chatPageTitle: 'Chat',
  backToYourConnections: 'Back to Your Connections',
  loadingChats: 'Loading your chats...',
  /** The chat list, for a screen reader. */
  yourChats: 'Your chats',
  /** A chat in the list: both people's names. */
  chatListPair: 'Mentor: {mentor} ↔ Mentee: {mentee}',
  /** Under a chat with no message yet. */
  newChatSayHello: 'New chat: say hello',
  /** The list's line of a chat's newest message: the sender's first name, then the message. */
  chatPreview: '{name}: {text}',
  chatPreviewOwn: 'You: {text}',
  chatPreviewPicture: '{name} sent a picture',
  chatPreviewOwnPicture: 'You sent a picture',
  /** A chat's unread badge: the number is shown, these words are read out. */
  chatUnread: '{count, plural, one {# unread} other {# unread}}',

  /** An open chat. The back link on a phone, for a screen reader. */
  backToYourChats: 'Back to your chats',
  /** Under the other person's name at the top of a chat; `role` is the reader's own role. */
  chatOtherRole: '{role, select, mentor {Your mentee} other {Your mentor}}',
  /** A button that reports the other person to the safeguarding team. */
  reportPerson: 'Report {name}',
  loadingMessages: 'Loading messages...',
  /** The list of messages, for a screen reader. */
  messagesLabel: 'Messages',
  jumpToLatest: 'Jump to latest',
  /** Day separators in the chat. */
  chatToday: 'Today',
  chatYesterday: 'Yesterday',
  /** The line under the messages while the others type. */
  othersTyping: '{count, plural, one {User is typing...} other {Several users are typing...}}',
  /** The mark under the reader's own message. */
  messageSent: '✓ Sent',
  messageSeen: '✓✓ Seen',
  /** A picture in a message, for a screen reader. */
  imageSentBy: 'Image sent by {name}',
  /** The short button under someone else's message and on a connection card. */
  reportShort: 'Report',
  /** The same button, as a screen reader names it under a message. */
  reportMessageFrom: 'Report this message from {name}',
  /** The reader's own message still on its way. */
  messageSending: 'Sending…',
  waitingForConnection: 'Waiting for the connection…',
  yourPicture: 'Your picture',
  pictureUpload: 'Picture upload',
  /** Under a held message that has a picture. */
  heldWithImage: 'With an image',

  /** The composer at the foot of a chat. */
  pictureToSend: 'Picture to send: {name}',
  removePicture: 'Remove the picture',
  removePictureShort: 'Remove',
  addPicture: 'Add a picture',
  /** The message box's label and placeholder. */
  messageField: 'Message',
  sendMessage: 'Send',
  /** Followed by the message as the profanity filter will change it. */
  willBeSentAs: 'Will be sent as:',
  /** The help panel, shown at once when someone writes words of self-harm. */
  supportHeading: 'You matter, and you do not have to handle this alone',
  supportClose: 'Close',

  /** Your Connections: a mentee's page. */
  connectedMentors: 'Connected Mentors',
  noConnectedMentors: 'No connected mentors yet. Find one in All Mentors.',
  pendingRequests: 'Pending Requests',
  noPendingRequests: 'No pending requests.',
  rejectedRequests: 'Rejected Requests',
  noRejectedRequests: 'No rejected requests.',
  findMentorInAllMentors: 'Find a mentor in All Mentors',
  /** Your Connections: a mentor's page; its tabs are shorter. */
  connectedMentees: 'Connected Mentees',
  noConnectedMentees: 'No connected mentees yet.',
  pendingTab: 'Pending',
  rejectedTab: 'Rejected',
  /** The tabs, for a screen reader. */
  requestsByState: 'Requests by state',
  loadingConnections: 'Loading your connections...',
  /** A card's short request number. */
  requestNumber: 'Request {id}',
  opensTheChat: 'Opens the chat',
  pausedForReviewBadge: 'Paused for review',
  /** Above what the mentee wrote with a request; `role` is the reader's own role. */
  requestMessageOwner: '{role, select, mentor {Their message:} other {Your message:}}',
  /** A request card's buttons. */
  acceptRequest: 'Accept',
  rejectRequest: 'Reject',
  deleteRequest: 'Delete',
  cancelRequest: 'Cancel Request',

  /** The video call page. */
  videoCallTitle: 'Video call',
  loadingCall: 'Loading the call...',
  /** Over the call; the reader's own name is shown in bold. */
  callLead: 'With {name}. You appear as {ownName}.',
  /** The two people of a pair, as a coordinator's call names them. */
  pairNames: '{pupil} and {mentor}',
  backToChat: 'Back to chat',
  backToProgrammes: 'Back to programmes',
  /** After a link that opens the call, for a screen reader. */
  opensInNewTab: '(opens in a new tab)',
  /** The embedded meeting's frame, for a screen reader. */
  videoCallWith: 'Video call with {name}',
  /** The call's buttons, for a screen reader. */
  callControls: 'Call controls',

  /** Why a mentoring ended, as the pupil or mentor chooses it (ending-rules.ts). */
  endReasonGoalsReached: 'We reached our goals',
  endReasonProgrammeEnded: 'The programme ended',
  endReasonTimesDoNotFit: "Our times don't fit",
  endReasonNotAGoodFit: "It's not a good fit",
  /** This one also tells the safeguarding team. */
  endReasonWorried: 'Something worried me',
  goodbyePlaceholder: 'Goodbye, {name}...',
  endDialogCancel: 'Cancel',
  /** The exit questions (ending-rules.ts). */
  exitHelpedQuestion: 'How much did this mentoring help you?',
  exitBestPartQuestion: 'What was the best part? (optional)',
  exitBetterQuestion: 'What could have been better? (optional)',
  exitLater: 'Later',

  /** The pupil's dashboard, when their programme asks for a parent's or carer's address. */
  caregiverAskHeading: 'A parent or carer',
  saveCaregiverAddress: 'Save the address',
  /** The caregiver's page, read by a parent or carer; before the child's name is known. */
  caregiverPageTitleNoName: 'Your child’s mentoring',
  /** When the child or the mentor has not written yet. */
  caregiverNotYet: 'Not yet',
  /** After the programme's name: its coordinators, with their email addresses. */
  caregiverContact: 'Contact:',
  /** Who wrote last, and when: each date, or "Not yet". */
  caregiverLastWroteLine: '{child}: {childDate}. {mentor}: {mentorDate}.',
  /** One video call: its day, its time and how long it lasted. */
  caregiverCallLine: '{date}, {time}: {minutes, plural, one {# minute} other {# minutes}}',
  caregiverEmailLabel: 'Your email address',
  sendNewLink: 'Send me a new link',
} as const;
