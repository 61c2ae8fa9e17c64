import { useId, useState } from 'react';
import {
  QUIZ_PASS_MARK,
  quizQuestions,
  trainingLessons,
} from '@mentorbridge/domain/safeguarding-training';
import { uiText } from '@mentorbridge/domain/ui-text';
import { dayBefore, TRAINING_VALID_YEARS, yearsAfter } from '@mentorbridge/domain/vetting-rules';
import { calendarDayText } from '../../lib/clock-text.ts';
import { useTakeQuiz } from './api/check-queries.ts';

const passCount = Math.ceil(QUIZ_PASS_MARK * quizQuestions.length);

/**
 * "Safeguarding training": six short lessons, then a ten-question quiz. A pass (8 of 10)
 * records today as the training date, which counts for a year; a fail names what to read again.
 */
export function TrainingCourse({ trainedOn, due }: { trainedOn: string | null; due: boolean }) {
  const lastDay = trainedOn && dayBefore(yearsAfter(trainedOn, TRAINING_VALID_YEARS));
  // Open while it is needed: never passed, or due again within the month.
  const [open, setOpen] = useState(due);
  return (
    <section className="training-course" aria-labelledby="training-heading">
      <h3 id="training-heading">{uiText.trainingHeading}</h3>
      {trainedOn && lastDay ? (
        <p>
          {uiText.trainingPassedOn({
            date: calendarDayText(trainedOn),
            lastDay: calendarDayText(lastDay),
          })}
        </p>
      ) : (
        <p>{uiText.trainingIntro({ passCount, total: quizQuestions.length })}</p>
      )}
      {!due && (
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls="training-lessons"
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? uiText.hideTrainingCourse : uiText.retakeTraining}
        </button>
      )}
      {open && (
        <div id="training-lessons">
          <ol className="lesson-list">
            {trainingLessons.map((lesson) => (
              <li key={lesson.id}>
                <details className="lesson">
                  <summary>{uiText[lesson.title]}</summary>
                  {lesson.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{uiText[paragraph]}</p>
                  ))}
                </details>
              </li>
            ))}
          </ol>
          <Quiz />
        </div>
      )}
    </section>
  );
}

function Quiz() {
  const formId = useId();
  const quiz = useTakeQuiz();
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const unanswered = quizQuestions.length - answers.filter((answer) => answer !== undefined).length;
  const result = quiz.data;
  const wrongQuestions = new Set(result?.passed === false ? result.wrong : []);

  return (
    <form
      className="quiz"
      aria-labelledby={`${formId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        quiz.mutate(quizQuestions.map((_question, index) => answers[index] ?? -1));
      }}
    >
      <h4 id={`${formId}-heading`}>{uiText.quizHeading}</h4>
      {quizQuestions.map((question, index) => (
        <fieldset
          key={question.id}
          className={wrongQuestions.has(question.id) ? 'quiz-question quiz-wrong' : 'quiz-question'}
        >
          <legend>
            {uiText.quizQuestionLegend({ number: index + 1, question: uiText[question.question] })}
          </legend>
          {question.options.map((option, optionIndex) => (
            <label key={option} className="radio">
              <input
                type="radio"
                name={`${formId}-${question.id}`}
                checked={answers[index] === optionIndex}
                onChange={() =>
                  setAnswers((previous) => {
                    const next = [...previous];
                    next[index] = optionIndex;
                    return next;
                  })
                }
              />
              {uiText[option]}
            </label>
          ))}
          {wrongQuestions.has(question.id) && <p className="hint">{uiText.quizNotQuite}</p>}
        </fieldset>
      ))}
      <button type="submit" className="button primary" disabled={quiz.isPending}>
        {quiz.isPending ? uiText.quizChecking : uiText.quizCheckAnswers}
      </button>
      {unanswered > 0 && !result && (
        <p className="hint">{uiText.quizUnanswered({ unanswered, total: quizQuestions.length })}</p>
      )}
      {quiz.isError && <p role="alert">{quiz.error.message}</p>}
      {result && (
        <p role="status" className={result.passed ? 'quiz-passed' : 'quiz-failed'}>
          {result.passed
            ? uiText.quizPassed({ correct: result.correct, total: result.total })
            : uiText.quizFailed({
                correct: result.correct,
                total: result.total,
                needed: passCount,
              })}
        </p>
      )}
    </form>
  );
}
