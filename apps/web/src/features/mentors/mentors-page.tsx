import './mentors.css';
import './programme-scope.css';
import { useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useLanguage } from '../../lib/language.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useSessionUser } from '../session/index.ts';
import { hasNarrowingFilters, type MentorFilters, noMentorFilters } from './api/mentor-filters.ts';
import { useMentors } from './api/mentors-query.ts';
import { DirectoryFilters } from './directory-filters.tsx';
import { MentorCard } from './mentor-card.tsx';
import { useRequestStatusByMentor } from './request-status.ts';
import { SuggestedMentors } from './suggested-mentors.tsx';

const SEARCH_PAUSE_MS = 300;

/**
 * search1, All Mentors: for a mentee, "Suggested for you" first; then verified mentors in a
 * 4-column grid, searched by part of a skill and narrowed by the filters beside it.
 */
export default function MentorsPage() {
  usePageTitle(uiText.allMentorsTitle);
  const user = useSessionUser();
  const language = useLanguage();
  const isMentee = user?.role === 'mentee';
  const consentPending = user?.consentPending ?? false;
  const [search, setSearch] = useState('');
  const [narrowing, setNarrowing] = useState(noMentorFilters);
  // Typing waits for a pause before it searches; a filter chosen takes effect at once.
  const skill = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const filters: MentorFilters = { ...narrowing, skill };
  const mentors = useMentors(filters);
  const statusByMentor = useRequestStatusByMentor();
  const cards = mentors.data?.pages.flatMap((page) => page.mentors) ?? [];

  return (
    <section className="page mentors-page">
      <h1>{uiText.allMentorsTitle}</h1>
      {isMentee && <p className="hint">{uiText.requestAsteriskNote}</p>}
      {user?.keptByProgramme && (
        <p className="programme-scope">
          {uiText.keptToProgrammeMentors({ programme: user.keptByProgramme })}
        </p>
      )}
      {user?.consentPending && (
        <p id="consent-pending-note" role="status" className="consent-note">
          {uiText.consentPending}
        </p>
      )}
      {isMentee && (
        <SuggestedMentors consentPending={consentPending} statusByMentor={statusByMentor} />
      )}
      <div className="directory-search" role="search" aria-label={uiText.mentorsSearchLabel}>
        <div className="field search-field">
          <label htmlFor="skill-search">{uiText.searchBySkill}</label>
          <input
            id="skill-search"
            type="search"
            placeholder={uiText.searchBySkill}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
          />
        </div>
        <DirectoryFilters
          filters={narrowing}
          pageLanguage={language}
          onChange={(change) => setNarrowing((current) => ({ ...current, ...change }))}
        />
      </div>
      {mentors.isPending ? (
        <p role="status">{uiText.loadingMentors}</p>
      ) : mentors.isError ? (
        <div role="alert">
          <p>{mentors.error.message}</p>
          <button type="button" className="button" onClick={() => void mentors.refetch()}>
            {uiText.tryAgain}
          </button>
        </div>
      ) : cards.length === 0 ? (
        <p role="status">
          {hasNarrowingFilters(filters) ? uiText.noMentorsForFilters : uiText.noMentorsForSkill}
        </p>
      ) : (
        <>
          <ul className="mentor-grid" aria-busy={mentors.isFetching}>
            {cards.map((mentor) => (
              <MentorCard
                key={mentor.id}
                mentor={mentor}
                canRequest={isMentee}
                consentPending={consentPending}
                requestStatus={statusByMentor.get(mentor.id)}
              />
            ))}
          </ul>
          {mentors.hasNextPage && (
            <button
              type="button"
              className="button"
              onClick={() => void mentors.fetchNextPage()}
              disabled={mentors.isFetchingNextPage}
            >
              {mentors.isFetchingNextPage ? uiText.loadingMentors : uiText.showMoreMentors}
            </button>
          )}
        </>
      )}
    </section>
  );
}
