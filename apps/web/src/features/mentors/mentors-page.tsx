import './mentors.css';
import { useState } from 'react';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useConnections } from '../connections/api/connections-query.ts';
import { useSessionUser } from '../session/api/get-session.ts';
import { useMentors } from './api/mentors-query.ts';
import { MentorCard } from './mentor-card.tsx';

const SEARCH_PAUSE_MS = 300;

/** search1, All Mentors: verified mentors in a 4-column grid, searched by part of a skill. */
export default function MentorsPage() {
  usePageTitle('All Mentors');
  const user = useSessionUser();
  const isMentee = user?.role === 'mentee';
  const [search, setSearch] = useState('');
  const skill = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const mentors = useMentors(skill);
  const connections = useConnections();

  const statusByMentor = new Map<string, RequestStatus>(
    (connections.data?.requests ?? []).map((request) => [request.mentor.id, request.status]),
  );
  const cards = mentors.data?.pages.flatMap((page) => page.mentors) ?? [];

  return (
    <section className="page mentors-page">
      <h1>All Mentors</h1>
      <div className="field search-field">
        <label htmlFor="skill-search">Search by skill</label>
        <input
          id="skill-search"
          type="search"
          placeholder="Search by skill"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
        />
      </div>
      {isMentee && <p className="hint">{uiText.requestAsteriskNote}</p>}
      {user?.consentPending && (
        <p id="consent-pending-note" role="status" className="consent-note">
          {uiText.consentPending}
        </p>
      )}
      {mentors.isPending ? (
        <p role="status">{uiText.loadingMentors}</p>
      ) : mentors.isError ? (
        <div role="alert">
          <p>{mentors.error.message}</p>
          <button type="button" className="button" onClick={() => void mentors.refetch()}>
            Try again
          </button>
        </div>
      ) : cards.length === 0 ? (
        <p role="status">{uiText.noMentorsForSkill}</p>
      ) : (
        <>
          <ul className="mentor-grid" aria-busy={mentors.isFetching}>
            {cards.map((mentor) => (
              <MentorCard
                key={mentor.id}
                mentor={mentor}
                canRequest={isMentee}
                consentPending={user?.consentPending ?? false}
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
              {mentors.isFetchingNextPage ? uiText.loadingMentors : 'Show more mentors'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
