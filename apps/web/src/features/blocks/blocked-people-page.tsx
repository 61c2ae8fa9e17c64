import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { useBlock, useBlockedPeople } from './blocks-api.ts';

/** Settings, Blocked people: everyone the user blocked, each with a way to unblock them. */
export default function BlockedPeoplePage() {
  usePageTitle(uiText.blockedPeopleTitle);
  const blocked = useBlockedPeople();
  const notify = useNotify();
  const unblock = useBlock({
    onSuccess: ({ name }) => notify({ kind: 'success', text: uiText.unblocked({ name }) }),
    onError: () => notify({ kind: 'error', text: uiText.blockFailed }),
  });
  return (
    <section>
      <h1>{uiText.blockedPeopleTitle}</h1>
      <p>{uiText.blockedPeopleIntro}</p>
      {blocked.isPending ? (
        <p role="status">{uiText.loading}</p>
      ) : blocked.isError ? (
        <p role="alert">{blocked.error.message}</p>
      ) : blocked.data.length === 0 ? (
        <p>{uiText.noneBlocked}</p>
      ) : (
        <ul className="blocked-list">
          {blocked.data.map((person) => (
            <li key={person.userId}>
              <span dir="auto">{person.name}</span>
              <button
                type="button"
                className="button"
                disabled={unblock.isPending}
                aria-label={uiText.unblockName({ name: person.name })}
                onClick={() =>
                  unblock.mutate({ userId: person.userId, name: person.name, block: false })
                }
              >
                {uiText.unblockButton}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
