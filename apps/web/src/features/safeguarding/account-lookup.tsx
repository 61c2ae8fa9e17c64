import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { withElements } from '../../ui/with-elements.tsx';
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
        <TextField label={uiText.lookupEmailLabel} type="email" value={query} onChange={setQuery} />
        <button type="submit" className="button primary">
          {uiText.lookUp}
        </button>
      </form>
      {lookup.isFetching && <p role="status">{uiText.lookingUp}</p>}
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
          notify({ kind: 'success', text: uiText.doneAndAudited });
        },
        onError: (error) => notify({ kind: 'error', text: error.message }),
      },
    );
  };
  return (
    <section className="review-card" aria-label={uiText.accountOf({ name: user.name })}>
      <h2 dir="auto">{user.name}</h2>
      <p>
        {uiText.accountSummary({
          role: user.role,
          ageBand: user.ageBand,
          email: user.email,
          date: new Date(user.createdAt).toLocaleDateString(),
        })}{' '}
        <strong>{user.suspended ? uiText.accountStateSuspended : uiText.accountStateActive}</strong>
      </p>
      <h3>{uiText.lookupConnectionsHeading}</h3>
      {lookup.connections.length === 0 ? (
        <p>{uiText.noneListed}</p>
      ) : (
        <ul>
          {lookup.connections.map((connection) => (
            <li key={connection.chatId}>
              {withElements(
                (values) =>
                  uiText.lookupConnection({
                    ...values,
                    role: connection.other.role,
                    ageBand: connection.other.ageBand,
                    status: connection.status,
                  }),
                { name: <span dir="auto">{connection.other.name}</span> },
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>{uiText.consoleTabReports}</h3>
      {lookup.reports.length === 0 ? (
        <p>{uiText.noneListed}</p>
      ) : (
        <ul>
          {lookup.reports.map((report) => (
            <li key={report.id}>
              {uiText.lookupReport({
                side: report.side,
                reason: report.reason,
                status: report.status,
              })}
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={uiText.warningReasonLabel}
        value={text}
        onChange={setText}
        maxLength={1000}
      />
      <div className="review-actions">
        {user.suspended ? (
          <button type="button" className="button" onClick={() => act('lift')}>
            {uiText.liftSuspension}
          </button>
        ) : (
          <button type="button" className="button danger" onClick={() => act('suspend')}>
            {uiText.suspendAccount}
          </button>
        )}
        <button type="button" className="button" onClick={() => act('warn')}>
          {uiText.sendWarning}
        </button>
      </div>
    </section>
  );
}
