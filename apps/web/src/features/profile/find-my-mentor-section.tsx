import { Link } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FIND_MY_MENTOR_ID } from '../../ui/find-my-mentor-path.ts';
import { useHashTarget } from '../../ui/use-hash-target.ts';
import { useMyAnswers } from './api/answers-query.ts';
import { FindMyMentorForm } from './find-my-mentor-form.tsx';

/**
 * The mentee dashboard's "Find my mentor": private answers that "Suggested for you" on All
 * Mentors is made from.
 */
export function FindMyMentorSection() {
  const answers = useMyAnswers();
  const section = useHashTarget<HTMLElement>(FIND_MY_MENTOR_ID);
  return (
    <section
      ref={section}
      id={FIND_MY_MENTOR_ID}
      className="dashboard-section"
      aria-labelledby="find-my-mentor-heading"
      tabIndex={-1}
    >
      <h2 id="find-my-mentor-heading">{uiText.findMyMentor}</h2>
      <p>{uiText.answersArePrivate}</p>
      {answers.isPending ? (
        <p role="status">{uiText.loading}</p>
      ) : answers.isError ? (
        <div role="alert">
          <p>{answers.error.message}</p>
          <button type="button" className="button" onClick={() => void answers.refetch()}>
            {uiText.tryAgain}
          </button>
        </div>
      ) : (
        <FindMyMentorForm saved={answers.data.answers} />
      )}
      <p>
        <Link to="/mentors">{uiText.seeSuggestedMentors}</Link>
      </p>
    </section>
  );
}
