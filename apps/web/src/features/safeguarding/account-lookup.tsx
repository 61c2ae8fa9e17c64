import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useModerate, useUserLookup } from './api/console-queries.ts';

/**
 * Look an account up by email (or from a report): role, age band, connections, reports; then
 * suspend, lift or warn it, each with its reason for the audit log.
 */
export function AccountLookup() {
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = searchParams.get('user') ?? undefined;
  const email = searchParams.get('email') ?? undefined;
  const [query, setQuery] = useState(email ?? '');
  const lookup = useUserLookup(userId ? { id: userId } : { email });
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) setSearchParams({ tab: 'accounts', email: query.trim() });
  };

  return (
    <div className="account-lookup">
      <form className="lookup-form" onSubmit={search} role="search">
        <TextField label="Email address" type="email" value={query} onChange={setQuery} />
        <button type="submit" className="button primary">
          Look up
        </button>
      </form>
      {lookup.isFetching && <p role="status">Looking up...</p>}
      {lookup.isError && <p role="alert">{lookup.error.message}</p>}
      {lookup.data && <AccountDetails lookup={lookup.data} />}
    </div>
  );
}

function AccountDetails({
  lookup,
}: {
  lookup: NonNullable<ReturnType<typeof useUserLookup>['data']>;
}) {
  const notify = useNotify();
  const moderate = useModerate();
  const [text, setText] = useState('');
  const { user } = lookup;
  const act = (action: 'suspend' | 'lift' | 'warn') => {
    if (!text.trim()) {
      notify({ kind: 'error', text: uiText.reasonRequired });
      return;
    }
    moderate.mutate(
      { action, userId: user.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          notify({ kind: 'success', text: 'Done, and written to the audit log.' });
        },
        onError: (error) => notify({ kind: 'error', text: error.message }),
      },
    );
  };
  return (
    <section className="review-card" aria-label={`Account of ${user.name}`}>
      <h2>{user.name}</h2>
      <p>
        {user.role}, {user.ageBand}, {user.email}. Joined{' '}
        {new Date(user.createdAt).toLocaleDateString()}.{' '}
        <strong>{user.suspended ? 'Suspended.' : 'Active.'}</strong>
      </p>
      <h3>Connections</h3>
      {lookup.connections.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {lookup.connections.map((connection) => (
            <li key={connection.chatId}>
              {connection.other.name} ({connection.other.role}, {connection.other.ageBand}):{' '}
              {connection.status}
            </li>
          ))}
        </ul>
      )}
      <h3>Reports</h3>
      {lookup.reports.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {lookup.reports.map((report) => (
            <li key={report.id}>
              {report.side === 'made' ? 'Made' : 'About them'}: {report.reason} ({report.status})
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Reason, or the warning to send (for the audit log)"
        value={text}
        onChange={setText}
        maxLength={1000}
      />
      <div className="review-actions">
        {user.suspended ? (
          <button type="button" className="button" onClick={() => act('lift')}>
            Lift suspension
          </button>
        ) : (
          <button type="button" className="button danger" onClick={() => act('suspend')}>
            Suspend
          </button>
        )}
        <button type="button" className="button" onClick={() => act('warn')}>
          Send warning
        </button>
      </div>
    </section>
  );
}
