import { REQUEST_EXPIRY_DAYS } from '../../constants.ts';

/**
 * The mail and push the server sends on its own: what happened while someone was away (decision
 * 031), a safeguarding check running out, a lead's warning, a school's consent. Each is written
 * in its recipient's language (decision 061). A mail names the other person and links to the
 * view it is about; it never carries a message's text or picture. A `date` or `lastDay` is a day
 * as the mail's language writes it: `YYYY-MM-DD` in English, as the mail always wrote it, and in
 * words in the others (the `dates` area). Two subjects, each also a push's title, are in their
 * own areas: a check-in's is its question (`checkInQuestion`), a planned end's reminder is
 * `endingReminderSubject`.
 */
export const mail = {
  /** A notification mail's link to the view it is about, as `{label}: {address}` in its text. */
  mailSeeYourRequests: 'See your requests',
  mailAnswerTheRequest: 'Answer the request',
  mailOpenTheChat: 'Open the chat',
  mailFindAMentor: 'Find a mentor',
  mailAnswerInTheChat: 'Answer in the chat',
  /** The foot of every notification mail: why it came, for each choice in Settings. */
  mailWhyRequests:
    'You get this email because you are a mentor on MentorBridge and chose emails about requests.',
  mailWhyAnswers:
    'You get this email because you asked for a mentor on MentorBridge and chose emails about answers.',
  mailWhyUnread:
    'You get this email because you chose emails about MentorBridge messages you have not read.',
  mailWhyMentoring:
    'You get this email because you have a mentoring on MentorBridge and chose emails about it.',
  /** Its two links: one turns this kind of mail off, the other opens Settings. */
  mailStopTheseEmails: 'Stop these emails',
  mailChooseYourEmails: 'Choose your emails',

  /** To a mentor: a student sent them a request. `name` is the student's. */
  mailRequestReceivedSubject: '{name} would like you as their mentor',
  mailRequestReceivedSent: '{name} sent you a mentoring request on MentorBridge.',
  mailRequestReceivedAnswer: `Please accept or reject it within ${REQUEST_EXPIRY_DAYS} days; after that it ends on its own.`,
  /** To a mentor: the student withdrew their request. */
  mailRequestCanceledSubject: '{name} withdrew their request',
  mailRequestCanceledLine:
    '{name} canceled the mentoring request they sent you. Nothing else to do.',
  /** To a mentor: a request still waits for their answer, `days` days after it was sent. */
  mailRequestReminderSubject: '{name} is waiting for your answer',
  mailRequestReminderWaiting:
    '{name} asked you to be their mentor {days} days ago and is waiting for your answer.',
  mailRequestReminderReject: `If you cannot take them, rejecting lets them ask someone else. Unanswered requests end after ${REQUEST_EXPIRY_DAYS} days.`,
  /** To a student: the mentor said yes. `name` is the mentor's; also the push's title. */
  mailRequestAcceptedSubject: '{name} accepted your request',
  mailRequestAcceptedLine: 'Good news: {name} is now your mentor. Say hello in your chat!',
  /** To a student: the mentor said no. Also the push's title. */
  mailRequestRejectedSubject: '{name} cannot take your request',
  mailRequestRejectedNotNow:
    '{name} cannot be your mentor right now. This happens, and it is not about you.',
  /** "All Mentors" is the directory's name, as the menu shows it. */
  mailRequestRejectedOthers:
    'There are other mentors who would be glad to help: you can ask one from All Mentors.',
  /** To a student: the mentor did not answer in time. */
  mailRequestExpiredSubject: 'Your request to {name} has ended',
  mailRequestExpiredLine: `{name} did not answer your request within ${REQUEST_EXPIRY_DAYS} days, so it has ended.`,
  mailRequestExpiredAskAgain: 'You can ask another mentor, or the same one again.',
  /** A message waits unread in a chat; the mail never carries it. */
  mailUnreadSubject: '{name} sent you a message',
  mailUnreadLine: '{name} sent you a message on MentorBridge that you have not read yet.',
  mailUnreadLogIn: 'Log in to read it.',
  /** Also the push's title. */
  mailMentoringEndedSubject: 'Your mentoring with {name} has ended',
  /**
   * Who ended it: the programme's coordinator, the programme's planned end, or else the other
   * member, `name` (a mentor or mentee ends it for both).
   */
  mailMentoringEndedLine:
    "{endedBy, select, coordinator {Your programme's coordinator ended your mentoring with {name} on MentorBridge.} planned_end {Your mentoring with {name} on MentorBridge ended: the programme reached its planned end.} other {{name} ended the mentoring with you on MentorBridge.}}",
  /** The three short questions are the exit questions. */
  mailMentoringEndedChat: 'You can still read your chat. Three short questions wait for you there.',
  /** A check-in ("How is it going?") is due; its subject is the check-in's question. */
  mailCheckInLine:
    'It is time for a check-in: one tap in your chat says how your mentoring with {name} is going.',
  mailCheckInNotSeen: '{name} does not see your answer.',
  /** Two weeks before a programme's planned end. */
  mailEndingSoonLine: 'Your mentoring with {name} is planned to end on {date}.',
  mailEndingSoonTime: 'There is time to finish what you started, and to say goodbye in your chat.',

  /** A push: a title, then a short line. A title the mail's subject shares is not repeated. */
  pushRequestReceivedTitle: 'New request from {name}',
  pushRequestReceivedBody: 'Open MentorBridge to answer it.',
  pushRequestAcceptedBody: 'Say hello in your chat!',
  pushRequestRejectedBody: 'Other mentors would be glad to help.',
  pushUnreadTitle: 'New message from {name}',
  pushUnreadBody: 'Open MentorBridge to read it.',
  pushMentoringEndedBody: 'You can still read your chat.',
  /** Under the check-in's question: one tap in the chat answers it. */
  pushCheckInBody: 'One tap in your chat to say.',
  pushEndingSoonBody: 'There is time to say goodbye.',
  /**
   * All a device hears once the session that turned its pushes on has ended: it names nobody,
   * as the next person at a shared computer may read it. Its title is MentorBridge.
   */
  pushSomethingNew: 'You have something new.',

  /**
   * To a mentor whose safeguarding check or training stops counting: 30 days before, and on the
   * day. `date` is the first day it no longer counts, `lastDay` the last day it does.
   */
  checkExpirySoonSubject: 'Your safeguarding check expires on {date}',
  checkExpiryTodaySubject: 'Your safeguarding check has expired',
  checkExpirySoonLine: 'Your MentorBridge safeguarding check counts until {lastDay}.',
  checkExpiryTodayLine: 'Your MentorBridge safeguarding check stopped counting today, {date}.',
  checkExpiryPaused:
    "From {date}, students under 18 can't find you, and your chats with them are paused until a safeguarding lead records a new check. Nothing in them is lost.",
  /** `contact` is the safeguarding team's email address. */
  checkExpiryRenew:
    'If it is your training that runs out, take the safeguarding training again on your dashboard. For a new check, write to {contact}.',
  /** The same, to each safeguarding lead; `name` is the mentor's. */
  checkExpiryLeadSoonSubject: "{name}'s safeguarding check expires on {date}",
  checkExpiryLeadTodaySubject: "{name}'s safeguarding check has expired",
  checkExpiryLeadSoonLine:
    "{name}'s safeguarding record counts until {lastDay}. From {date} they can no longer reach students under 18.",
  checkExpiryLeadTodayLine:
    "{name}'s safeguarding record stopped counting today, {date}: students under 18 no longer find them, and their chats with them are paused.",
  /** "Mentor checks" is the console's tab. */
  checkExpiryLeadRecord:
    'Record a new check, or the training date, in the console under Mentor checks.',

  /** A safeguarding lead's warning to an account; the lead's own words go between these two. */
  warningMailSubject: 'A message from the MentorBridge safeguarding team',
  warningMailIntro:
    'Our safeguarding team looked at how you use MentorBridge and asks you to read this:',
  warningMailRules:
    'MentorBridge is for mentoring young people safely. Accounts that break its rules are suspended.',

  /**
   * To the parent or guardian of an 11- or 12-year-old a school let into its programme (decision
   * 058): the school consented for its programme only. `school` and `programme` are names;
   * `childEmail` is the child's email address.
   */
  schoolConsentSubject: '{school} added your child to a MentorBridge programme',
  schoolConsentLetIn:
    '{school} let your child ({childEmail}) into its MentorBridge programme "{programme}".',
  schoolConsentOnYourBehalf:
    "A school may consent for its own programme on a parent's behalf, and {school} did: inside \"{programme}\" your child can now ask the programme's mentors, chat and call with them. Mentors are checked adults, and the programme's coordinators and our safeguarding team can read these chats to keep your child safe.",
  schoolConsentOutside:
    'Outside the programme nothing changes: your child can ask other mentors only once you agree.',
  /** The link follows this sentence. */
  schoolConsentRefuse:
    'If you do not want your child on MentorBridge, open this link and refuse: the account and everything in it are deleted at once. The same link lets you agree for MentorBridge as a whole, or withdraw later.',
  schoolConsentLinkText: 'Refuse, agree or withdraw',
  /** A link to the privacy notice. */
  schoolConsentPrivacy: 'Everything we keep, why, for how long and who sees it',
} as const;
