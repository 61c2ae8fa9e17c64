import { Link } from 'react-router';
import { whyLine } from '@mentorbridge/domain/matching-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { findMyMentorPath } from '../../ui/find-my-mentor-path.ts';
import { useSuggestions } from './api/suggestions-query.ts';
import { MentorCard } from './mentor-card.tsx';
import type { RequestState } from './request-status.ts';

/**
 * "Suggested for you" (mentees): mentors who match the mentee's private answers, each with its
 * "Why:" line, written here in the reader's language from the reasons the server sends as codes,
 * or a way to the answers when there are none yet.
 */
export function SuggestedMentors({
  consentPending,
  statusByMentor,
}: {
  consentPending: boolean;
  statusByMentor: ReadonlyMap<string, RequestState>;
}) {
  const suggestions = useSuggestions();
  return (
    <section className="suggestions" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">{uiText.suggestedForYou}</h2>
      {suggestions.isPending ? (
        <p role="status">{uiText.loading}</p>
      ) : suggestions.isError ? (
        <div role="alert">
          <p>{suggestions.error.message}</p>
          <button type="button" className="button" onClick={() => void suggestions.refetch()}>
            {uiText.tryAgain}
          </button>
        </div>
      ) : !suggestions.data.answered ? (
        <p>
          {uiText.answerToGetSuggestions} <Link to={findMyMentorPath}>{uiText.findMyMentor}</Link>
        </p>
      ) : (
        <>
          {suggestions.data.suggestions.length === 0 ? (
            <p>{uiText.noSuggestions}</p>
          ) : (
            <ul className="mentor-grid" aria-busy={suggestions.isFetching}>
              {suggestions.data.suggestions.map(({ mentor, reasons }) => (
                <MentorCard
                  key={mentor.id}
                  mentor={mentor}
                  why={whyLine(reasons)}
                  headingLevel={3}
                  canRequest
                  consentPending={consentPending}
                  requestStatus={statusByMentor.get(mentor.id)}
                />
              ))}
            </ul>
          )}
          <p>
            <Link to={findMyMentorPath}>{uiText.editMyAnswers}</Link>
          </p>
        </>
      )}
    </section>
  );
}
