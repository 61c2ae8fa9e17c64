/**
 * The landing page (home1 of docs/product.md): what MentorBridge is, why a student would use it,
 * and what keeps them safe. Its first line is the product's promise.
 */
export const landing = {
  landingTitle: 'Find a mentor who has walked your path',
  landingLead:
    'MentorBridge connects middle- and high-school students with adults who have already been through the choices in front of them: subjects, first jobs, college, careers.',
  goToConnections: 'Go to Your Connections',
  joinOrLogIn: 'Join / Log in',

  whoWeAreHeading: 'Who we are.',
  whoWeAreStory:
    'MentorBridge was created by a 12-year-old who wanted someone to ask: someone who had sat in the same classes, worried about the same tests and wondered which way to go next. Teachers and parents help a lot, but sometimes you want to hear from a person who chose the path you are thinking about.',
  whoWeArePlace:
    'So we built a place where students aged 11 to 25 meet mentors aged 26 to 90. Every mentor tells their story: what they have been through, from being the first in their family at university or moving to a new country to an apprenticeship instead of a degree, and what they can help with. Every account is checked by email before it can be used.',
  whoWeArePicture:
    'A student and an adult mentor sit across a table, chatting over a laptop showing a video call.',

  whyChooseHeading: 'Why Choose Our Mentoring?',
  whyBeenThere: 'Someone who has been there.',
  whyBeenThereText:
    'Tell us what you are going through, and we suggest mentors who lived it too, with the reason why. Or search their stories yourself.',
  whyYouDecide: 'You decide.',
  whyYouDecideText:
    'You send the request; a chat opens only when the mentor accepts it, and you can end it at any time.',
  whyTalkYourWay: 'Talk your way.',
  whyTalkYourWayText:
    'Chat with text and pictures, or meet on a video call when you are ready: right here, with no other app or account, and never recorded.',
  whyPrivate: 'Private.',
  whyPrivateText:
    'Chats are private to the two of you, messages pass a language filter, and your notes are yours alone.',
  whyInYourLanguage: 'In your language.',
  whyInYourLanguageText:
    'Read MentorBridge in English, Spanish or Arabic: choose yours at the top of any page, or in its Menu on a phone. Our emails follow your choice, and a parent can pick their own.',
  whyChoosePicture:
    'A mentor points the way as a student climbs a staircase toward a graduation cap and a goal flag.',

  stayingSafeHeading: 'Staying safe',
  safeChecked:
    'No adult can find, ask or chat with a student under 18 until our safeguarding team has seen their criminal-record check, two references, an interview and their safeguarding training. Checks are renewed at least every 3 years, training every year; on the day one runs out, or the moment our team suspends one, their chats and calls with under-18s pause.',
  safeNeverListed:
    "Students are never listed anywhere, and a student's picture is shown only to the mentors who accepted them.",
  safeHeld:
    'When one of you is under 18, messages with phone numbers, addresses, links or usernames are held until our safeguarding team has checked them.',
  safeReport:
    'Report or block anyone, from any message, card or chat. A report pauses the chat at once, and nobody is told who made it.',
  safeCaregiver:
    "A parent or carer of a child under 13 (and of a pupil of 13 to 15, where the school asks) approves each new mentor, sees who their child talks to, the mentor's check and how often they talk, never what they say, and can pause a mentoring at once.",
  safeEnding:
    "Either of you can end a mentoring at any time, and a school's programme ends its matches on its planned day. The chat stays to read, nothing more can be sent or called, and “Something worried me” goes straight to our safeguarding team.",
  safeConsent:
    "Students aged 11 or 12 join only with a parent's or guardian's consent, or with their school's inside the school's own programme, where the parent is told at once and can still say no.",
  safeProgramme:
    "A school can run its own programme: its pupils join with a class code and meet the programme's checked mentors, its coordinator approves each match before the first message, sees which pairs have gone quiet, and asks both how it is going, twice in the first month and monthly after. The other person never sees your answer. A mentor's message that comes outside the school's contact hours (07:00 to 21:00 unless it chooses) waits until they open, and no call starts then. A school can have its coordinator join every video call: until they are in it, the call waits.",
  safeAnswersPrivate:
    'What you tell us to find a mentor is yours: no mentor, and nobody else, ever sees it.',
  safeYourData:
    'Download a copy of everything we keep about you at any time. Delete your account and it is gone for good: no backup brings it back, and nothing stays on a shared computer once you log out.',
  readSafetyRules: 'Read our safety rules',
  readPrivacy: 'Read how we look after your data',
} as const;
