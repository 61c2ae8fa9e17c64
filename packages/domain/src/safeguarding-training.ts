/**
 * The in-app safeguarding course every mentor passes before reaching anyone under 18: six short
 * lessons and a ten-question quiz, kept here as plain data, plus `markQuiz` to mark an attempt
 * against an answer key. Their words are messages of the catalogue (i18n/en/training.ts and its
 * translations): a lesson or a question here holds the ids of its messages, and the view writes
 * them in the reader's language. The key is the server's alone (features/vetting/quiz-answer-key.ts
 * in the server): what ships to the browser holds the questions, never which option is right.
 * An answer is the place of the option chosen, so the options keep their order in every language.
 * Passing the quiz (80% or more) records the mentor's training date on their safeguarding record,
 * and that training counts for a year (`TRAINING_VALID_YEARS` in vetting-rules), after which the
 * mentor takes the course again.
 */

import type { PlainMessageId } from './i18n/catalogue.ts';

export interface TrainingLesson {
  id: string;
  /** The title's message. */
  title: PlainMessageId;
  /** 2–4 short paragraphs of plain text, each a message. */
  paragraphs: PlainMessageId[];
}

export interface QuizQuestion {
  id: string;
  /** The question's message. */
  question: PlainMessageId;
  /**
   * 3 or 4 options, each a message, exactly one of them right: which one, only the server knows,
   * by its place in this list.
   */
  options: PlainMessageId[];
}

export const trainingLessons: readonly TrainingLesson[] = [
  {
    id: 'boundaries',
    title: 'trainingBoundariesTitle',
    paragraphs: [
      'trainingBoundaries1',
      'trainingBoundaries2',
      'trainingBoundaries3',
      'trainingBoundaries4',
    ],
  },
  {
    id: 'on-mentorbridge',
    title: 'trainingOnMentorBridgeTitle',
    paragraphs: [
      'trainingOnMentorBridge1',
      'trainingOnMentorBridge2',
      'trainingOnMentorBridge3',
      'trainingOnMentorBridge4',
    ],
  },
  {
    id: 'no-secrets',
    title: 'trainingNoSecretsTitle',
    paragraphs: [
      'trainingNoSecrets1',
      'trainingNoSecrets2',
      'trainingNoSecrets3',
      'trainingNoSecrets4',
    ],
  },
  {
    id: 'disclosures',
    title: 'trainingDisclosuresTitle',
    paragraphs: [
      'trainingDisclosures1',
      'trainingDisclosures2',
      'trainingDisclosures3',
      'trainingDisclosures4',
    ],
  },
  {
    id: 'video-calls',
    title: 'trainingVideoCallsTitle',
    paragraphs: [
      'trainingVideoCalls1',
      'trainingVideoCalls2',
      'trainingVideoCalls3',
      'trainingVideoCalls4',
    ],
  },
  {
    id: 'ending-well',
    title: 'trainingEndingWellTitle',
    paragraphs: [
      'trainingEndingWell1',
      'trainingEndingWell2',
      'trainingEndingWell3',
      'trainingEndingWell4',
    ],
  },
];

export const quizQuestions: readonly QuizQuestion[] = [
  {
    id: 'mentor-role',
    question: 'quizMentorRole',
    options: ['quizMentorRoleA', 'quizMentorRoleB', 'quizMentorRoleC', 'quizMentorRoleD'],
  },
  {
    id: 'other-app',
    question: 'quizOtherApp',
    options: ['quizOtherAppA', 'quizOtherAppB', 'quizOtherAppC', 'quizOtherAppD'],
  },
  {
    id: 'contact-details-held',
    question: 'quizContactDetailsHeld',
    options: ['quizContactDetailsHeldA', 'quizContactDetailsHeldB', 'quizContactDetailsHeldC'],
  },
  {
    id: 'allowed-kindness',
    question: 'quizAllowedKindness',
    options: [
      'quizAllowedKindnessA',
      'quizAllowedKindnessB',
      'quizAllowedKindnessC',
      'quizAllowedKindnessD',
    ],
  },
  {
    id: 'asked-for-secret',
    question: 'quizAskedForSecret',
    options: [
      'quizAskedForSecretA',
      'quizAskedForSecretB',
      'quizAskedForSecretC',
      'quizAskedForSecretD',
    ],
  },
  {
    id: 'after-disclosure',
    question: 'quizAfterDisclosure',
    options: [
      'quizAfterDisclosureA',
      'quizAfterDisclosureB',
      'quizAfterDisclosureC',
      'quizAfterDisclosureD',
    ],
  },
  {
    id: 'immediate-danger',
    question: 'quizImmediateDanger',
    options: ['quizImmediateDangerA', 'quizImmediateDangerB', 'quizImmediateDangerC'],
  },
  {
    id: 'call-space',
    question: 'quizCallSpace',
    options: ['quizCallSpaceA', 'quizCallSpaceB', 'quizCallSpaceC', 'quizCallSpaceD'],
  },
  {
    id: 'call-inappropriate',
    question: 'quizCallInappropriate',
    options: [
      'quizCallInappropriateA',
      'quizCallInappropriateB',
      'quizCallInappropriateC',
      'quizCallInappropriateD',
    ],
  },
  {
    id: 'ending',
    question: 'quizEnding',
    options: ['quizEndingA', 'quizEndingB', 'quizEndingC'],
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
