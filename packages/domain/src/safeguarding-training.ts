/**
 * The in-app safeguarding course every mentor passes before reaching anyone under 18: six short
 * lessons and a ten-question quiz, kept here as plain data, plus `markQuiz` to mark an attempt
 * against an answer key. The key is the server's alone (features/vetting/quiz-answer-key.ts in the
 * server): what ships to the browser holds the questions, never which option is right.
 * Passing the quiz (80% or more) records the mentor's training date on their safeguarding record,
 * and that training counts for a year (`TRAINING_VALID_YEARS` in vetting-rules), after which the
 * mentor takes the course again.
 */

export interface TrainingLesson {
  id: string;
  title: string;
  /** 2–4 short paragraphs of plain text. */
  paragraphs: string[];
}

export interface QuizQuestion {
  id: string;
  question: string;
  /** 3 or 4 options, exactly one of them right: which one, only the server knows. */
  options: string[];
}

export const trainingLessons: readonly TrainingLesson[] = [
  {
    id: 'boundaries',
    title: 'Boundaries',
    paragraphs: [
      'You are a mentor. You are not a friend, a parent, a teacher or a counsellor. Young people can trust you because you keep to that role. You can be warm and kind and still keep it.',
      'Keep your talks on the goals you agreed, such as school, work, skills and plans. It is fine to share a little of your own experience when it helps. Do not talk about your private life, such as your relationships, and do not ask about theirs.',
      'Chat and call at times a parent would expect, not late at night. You do not have to reply at once. A reply the next day is fine.',
      'Never ask a young person for photos of themselves. Only share images that help the mentoring, such as a worksheet or a diagram. If something feels too personal, it probably is. Step back, and ask the safeguarding team if you are unsure.',
    ],
  },
  {
    id: 'on-mentorbridge',
    title: 'Keep all contact on MentorBridge',
    paragraphs: [
      'Talk to young people only through your MentorBridge chat and its video call. Do not use phone calls, texts, email, social media, games or any other app, even if they ask. This keeps them safe, and it keeps you safe too.',
      'Never give your phone number, email address, home address or social media handles, and never ask for theirs. If you send someone under 18 a message with a phone number, an email address or a social media handle in it, the message is held. A safeguarding lead checks it before it is delivered.',
      'If a young person offers their details or asks to move to another app, say no kindly. You could say: "Let\'s keep talking here. It\'s how MentorBridge keeps us both safe." Do not add them, follow them or look for them anywhere else.',
      'Chats with young people may be reviewed by our safeguarding team. Write every message as if the team were reading it with you.',
    ],
  },
  {
    id: 'no-secrets',
    title: 'No secrets, gifts or meeting in person',
    paragraphs: [
      "Never keep secrets with a young person. Never ask them to keep anything from their parents, carers or school. If they ask you to keep a secret, tell them kindly that you can't promise that.",
      'Do not give or accept gifts or money. That includes vouchers, game credits and paying for things. Your time and your kind words are enough. A thank-you message in the chat is the right way to say thanks, both ways.',
      'Never meet a young person in person. Not in a public place, and not with their parent there. All mentoring happens on MentorBridge. If you happen to bump into them, be polite, keep it short and tell the safeguarding team.',
      'Secrets, gifts and meetings are how people who harm children build trust and make a child feel they owe them something. Staying clear of all three protects young people, and shows everyone that you can be trusted.',
    ],
  },
  {
    id: 'disclosures',
    title: 'Signs a young person is at risk, and what to do when they tell you something',
    paragraphs: [
      'Notice signs that something is wrong. These include a big change in mood, talk of hurting themselves, being afraid to go home, going without food or sleep, a new older "friend", or gifts from someone they won\'t name. You don\'t need to be sure. A worry is enough to report.',
      "If a young person tells you something worrying, stay calm and listen. Let them use their own words. Tell them they were right to tell you. Don't promise to keep it secret. Explain that you will pass it on to people whose job is to help.",
      "Don't investigate. Don't ask leading questions, contact their family or school, or confront anyone. Trained people will do what is needed, and digging yourself could make things worse.",
      'Report it to the safeguarding team at once, using "Report" in the chat, and write down what they said in their own words. The chat is paused while the team looks at it. If the young person is in immediate danger, call emergency services first (999 in the UK, 911 in the US), then report.',
    ],
  },
  {
    id: 'video-calls',
    title: 'Video calls',
    paragraphs: [
      'Make calls only with the call button in your MentorBridge chat. Never use another video app, and never share a call link anywhere else.',
      'Call from a quiet space that looks shared, such as a living room or an office, not a bedroom. Check what can be seen behind you. Dress as you would for a meeting at a school.',
      'Never record a call, and never take screenshots or photos of the screen. Never ask the young person to do so either.',
      'If the young person is somewhere inappropriate, such as in bed or in a bathroom, or is not properly dressed, kindly end the call and suggest another time. If anything in a call worries you, end it and use "Report" in the chat.',
    ],
  },
  {
    id: 'ending-well',
    title: 'Ending a mentoring relationship well',
    paragraphs: [
      'Every mentoring relationship ends. Endings matter to young people, especially to those who have been let down before. Plan the ending, so it never comes as a surprise.',
      'Tell them in good time, in the chat, when it will end and why. Look back together at what they have achieved, and talk about what they could do next.',
      "Say goodbye on MentorBridge. Don't swap contact details or offer to keep in touch somewhere else. The same rules apply on the last day as on the first.",
      'If you have to stop suddenly, for example because you are ill, send a short, kind message to say so if you can. Never just stop replying.',
    ],
  },
];

export const quizQuestions: readonly QuizQuestion[] = [
  {
    id: 'mentor-role',
    question: 'What is your role as a mentor?',
    options: [
      'A close friend who keeps their secrets',
      'A trusted adult who helps with the goals you agreed',
      'A stand-in parent who makes choices for them',
      'A counsellor who treats their problems',
    ],
  },
  {
    id: 'other-app',
    question:
      'A young person asks to carry on your chats on another messaging app, because it is easier. What do you do?',
    options: [
      'Agree, as long as you keep a copy of the messages',
      'Agree, but only for quick questions',
      'Say no kindly and keep talking on MentorBridge',
      'Give them your email address instead',
    ],
  },
  {
    id: 'contact-details-held',
    question: 'What happens if you send a young person under 18 a message with your phone number?',
    options: [
      'It is held, and a safeguarding lead checks it before it is delivered',
      'It is delivered as normal, because you chose to share it',
      'It is delivered, but the number is hidden from the young person',
    ],
  },
  {
    id: 'allowed-kindness',
    question: "It is a young person's birthday. Which of these is fine?",
    options: [
      'A small gift card, if their parent agrees',
      'Meeting for a birthday coffee with their parent there',
      'A surprise you ask them to keep from their parents',
      'A kind birthday message in the chat',
    ],
  },
  {
    id: 'asked-for-secret',
    question:
      'A young person says: "I\'ll tell you something, but you have to promise not to tell anyone." What do you say?',
    options: [
      "That you can't promise to keep it secret, but you will listen",
      'That you promise, so they feel safe to talk',
      'That you promise, and decide later whether to pass it on',
      'That they should tell someone else instead',
    ],
  },
  {
    id: 'after-disclosure',
    question:
      'A young person tells you that an adult at home is hurting them. After listening, what do you do?',
    options: [
      'Ask detailed questions to find out exactly what happened',
      'Contact their school to check what they told you',
      'Report it to the safeguarding team at once, using "Report" in the chat',
      'Wait to see whether they bring it up again',
    ],
  },
  {
    id: 'immediate-danger',
    question: 'A young person tells you they are in danger right now. What do you do first?',
    options: [
      'Send a report and wait for the safeguarding team to reply',
      'Call emergency services, then report it to the safeguarding team',
      'Ask them to call you on your phone so you can help',
    ],
  },
  {
    id: 'call-space',
    question: 'Where should you take a video call from?',
    options: [
      'Your bedroom, as long as it is tidy',
      'A busy café, so people can see you',
      'Your parked car, for privacy',
      'A quiet space that looks shared, like a living room or office',
    ],
  },
  {
    id: 'call-inappropriate',
    question:
      'You start a video call and the young person is in bed in their pyjamas. What do you do?',
    options: [
      'Carry on, since they look comfortable',
      'Ask them to point the camera away from the bed',
      'Kindly end the call and suggest another time',
      'Record the call so there is proof nothing happened',
    ],
  },
  {
    id: 'ending',
    question:
      'Your mentoring with a young person is coming to an end. What is the best way to end it?',
    options: [
      'Stop replying, so the goodbye hurts less',
      'Tell them in good time and say goodbye in the chat',
      'Swap phone numbers so you can stay in touch',
    ],
  },
];

/** The share of questions a mentor must answer right to pass: 80%. */
export const QUIZ_PASS_MARK = 0.8;

export interface QuizResult {
  correct: number;
  total: number;
  passed: boolean;
  /** The ids of the questions answered wrong, in quiz order. */
  wrong: string[];
}

/** The index of the right option of each question, by the question's id. */
export type QuizAnswerKey = Readonly<Record<string, number>>;

/**
 * Marks an attempt: `answers[i]` is the index of the option chosen for `quizQuestions[i]`. A
 * missing, non-integer or out-of-range answer counts as wrong; answers past the last question are
 * ignored.
 */
export function markQuiz(answers: readonly number[], answerKey: QuizAnswerKey): QuizResult {
  const wrong: string[] = [];
  let correct = 0;
  quizQuestions.forEach((question, i) => {
    const answer = answers[i];
    const valid =
      answer !== undefined &&
      Number.isInteger(answer) &&
      answer >= 0 &&
      answer < question.options.length;
    if (valid && answer === answerKey[question.id]) correct += 1;
    else wrong.push(question.id);
  });
  const total = quizQuestions.length;
  return { correct, total, passed: total > 0 && correct / total >= QUIZ_PASS_MARK, wrong };
}
