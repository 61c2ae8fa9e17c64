/**
 * The safeguarding training course, read by mentors: six lessons, then a quiz. It tells adults
 * what to do: its meaning is exact. A quiz's options keep their order: the server marks an answer
 * by its place.
 */
export const training = {
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
