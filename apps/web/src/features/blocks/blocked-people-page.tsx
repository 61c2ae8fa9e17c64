import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { useBlock, useBlockedPeople } from './blocks-api.ts';

/** Settings, Blocked people: everyone the user blocked, each with a way to unblock them. */
export default function BlockedPeoplePage() {
  usePageTitle('Blocked people');
  const blocked = useBlockedPeople();
  const notify = useNotify();
  const unblock = useBlock({
    onSuccess: ({ name }) => notify({ kind: 'success', text: uiText.unblocked({ name }) }),
    onError: () => notify({ kind: 'error', text: uiText.blockFailed }),
  });
  return (
    <section>
      <h1>Blocked people</h1>
      <p>
        You and the people you block do not see each other in the directory, requests or chat.
        Unblocking brings back whatever you had before.
      </p>
      {blocked.isPending ? (
        <p role="status">Loading...</p>
      ) : blocked.isError ? (
        <p role="alert">{blocked.error.message}</p>
      ) : blocked.data.length === 0 ? (
        <p>{uiText.noneBlocked}</p>
      ) : (
        <ul className="blocked-list">
          {blocked.data.map((person) => (
            <li key={person.userId}>
              <span>{person.name}</span>
              <button
                type="button"
                className="button"
                disabled={unblock.isPending}
                aria-label={`Unblock ${person.name}`}
                onClick={() =>
                  unblock.mutate({ userId: person.userId, name: person.name, block: false })
                }
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
