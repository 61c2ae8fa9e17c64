import { describe, expect, it } from 'vitest';
import type { MessageId } from './i18n/catalogue.ts';
import { english } from './i18n/en/index.ts';
import {
  QUIZ_PASS_MARK,
  markQuiz,
  type QuizAnswerKey,
  quizQuestions,
  trainingLessons,
} from './safeguarding-training.ts';

// A key of the tests' own: the real one is the server's, and its tests check it against these
// questions. Each question's last option is right here.
const answerKey: QuizAnswerKey = Object.fromEntries(
  quizQuestions.map((q) => [q.id, q.options.length - 1]),
);
const rightAnswers = (): number[] => quizQuestions.map((q) => answerKey[q.id] ?? -1);
const wrongAnswerFor = (index: number): number => {
  const question = quizQuestions[index];
  if (question === undefined) throw new Error(`no question ${index}`);
  return ((answerKey[question.id] ?? 0) + 1) % question.options.length;
};
const mark = (answers: readonly number[]) => markQuiz(answers, answerKey);
// The lessons and questions hold the ids of their messages; their words are the catalogue's.
const text = (id: MessageId): string => english[id];
const allText = (): string[] => [
  ...trainingLessons.flatMap((l) => [l.title, ...l.paragraphs].map(text)),
  ...quizQuestions.flatMap((q) => [q.question, ...q.options].map(text)),
];

describe('lessons', () => {
  it('are the six lessons, with the given ids, in order', () => {
    expect(trainingLessons.map((l) => l.id)).toEqual([
      'boundaries',
      'on-mentorbridge',
      'no-secrets',
      'disclosures',
      'video-calls',
      'ending-well',
    ]);
  });

  it('each have a title and 2 to 4 non-empty paragraphs', () => {
    for (const lesson of trainingLessons) {
      expect(text(lesson.title).trim()).not.toBe('');
      expect(lesson.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(lesson.paragraphs.length).toBeLessThanOrEqual(4);
      for (const paragraph of lesson.paragraphs) expect(text(paragraph).trim()).not.toBe('');
    }
  });

  it('tell mentors to report through "Report" in the chat and to call emergency services in danger', () => {
    const disclosures = trainingLessons.find((l) => l.id === 'disclosures');
    const words = disclosures?.paragraphs.map(text).join(' ') ?? '';
    expect(words).toContain('"Report"');
    expect(words).toContain('emergency services');
  });
});

describe('quiz questions', () => {
  it('are ten, with unique ids', () => {
    expect(quizQuestions).toHaveLength(10);
    expect(new Set(quizQuestions.map((q) => q.id)).size).toBe(10);
  });

  it('each have 3 or 4 distinct options', () => {
    for (const question of quizQuestions) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      expect(new Set(question.options.map(text)).size).toBe(question.options.length);
    }
  });

  it('say nothing of which option is right: what ships to the browser holds no answer key', () => {
    for (const question of quizQuestions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
    }
  });
});

describe('content style', () => {
  it('uses straight quotes and apostrophes only, and no markdown', () => {
    for (const text of allText()) {
      expect(text).not.toMatch(/[‘’“”]/);
      expect(text).not.toMatch(/[*_#`[\]]/);
      expect(text).toBe(text.trim());
    }
  });
});

describe('markQuiz', () => {
  it('passes all right answers with 10 out of 10', () => {
    expect(mark(rightAnswers())).toEqual({ correct: 10, total: 10, passed: true, wrong: [] });
  });

  it('passes with 8 right, exactly the pass mark', () => {
    const answers = rightAnswers();
    answers[0] = wrongAnswerFor(0);
    answers[9] = wrongAnswerFor(9);
    const result = mark(answers);
    expect(QUIZ_PASS_MARK).toBe(0.8);
    expect(result.correct).toBe(8);
    expect(result.passed).toBe(true);
    expect(result.wrong).toEqual(['mentor-role', 'ending']);
  });

  it('fails with 7 right and lists the wrong ids in quiz order', () => {
    const answers = rightAnswers();
    for (const i of [8, 1, 4]) answers[i] = wrongAnswerFor(i);
    const result = mark(answers);
    expect(result).toEqual({
      correct: 7,
      total: 10,
      passed: false,
      wrong: ['other-app', 'asked-for-secret', 'call-inappropriate'],
    });
  });

  it('counts missing answers as wrong', () => {
    const answers = rightAnswers().slice(0, 8);
    const result = mark(answers);
    expect(result.correct).toBe(8);
    expect(result.wrong).toEqual(['call-inappropriate', 'ending']);
    expect(mark([])).toEqual({
      correct: 0,
      total: 10,
      passed: false,
      wrong: quizQuestions.map((q) => q.id),
    });
  });

  it('counts sparse holes in the answers as wrong', () => {
    const answers = rightAnswers();
    // A hole, as a form might leave for an unanswered question.
    delete answers[3];
    expect(mark(answers).wrong).toEqual(['allowed-kindness']);
  });

  it('counts out-of-range and non-integer answers as wrong', () => {
    const answers = rightAnswers();
    answers[0] = -1;
    answers[1] = 4;
    answers[2] = 0.5;
    answers[3] = Number.NaN;
    answers[4] = Number.POSITIVE_INFINITY;
    const result = mark(answers);
    expect(result.correct).toBe(5);
    expect(result.passed).toBe(false);
    expect(result.wrong).toEqual([
      'mentor-role',
      'other-app',
      'contact-details-held',
      'allowed-kindness',
      'asked-for-secret',
    ]);
  });

  it('ignores answers past the last question', () => {
    expect(mark([...rightAnswers(), 0, 1, 2]).correct).toBe(10);
  });
});
