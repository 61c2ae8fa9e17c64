/**
 * The safety rules page and its help lines, read by pupils of 11 and up and by their parents:
 * a promise to pupils and parents, so its meaning is exact. The privacy notices, the
 * safeguarding console and the training are areas of their own (privacy.ts, safeguarding.ts,
 * training.ts).
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
} as const;
