import './connections.css';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { useConnections } from './api/connections-query.ts';
import { ConnectionCard } from './connection-card.tsx';

export interface ConnectionsTab {
  status: RequestStatus;
  label: string;
  /** Said when the tab has no request. */
  empty: string;
}

/**
 * mentorconnections and menteeconnections: the connected people in a grid (accepted is the
 * default tab), beside tabs for pending and rejected requests. Live: the socket refreshes it.
 */
export function ConnectionsView({
  role,
  title,
  tabs,
  children,
}: {
  role: Role;
  title: string;
  tabs: ConnectionsTab[];
  /** Shown under the title. */
  children?: ReactNode;
}) {
  usePageTitle(title);
  const connections = useConnections();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabs.find((tab) => tab.status === searchParams.get('tab')) ?? tabs[0];

  return (
    <section className="page connections-page">
      <h1>{title}</h1>
      {children}
      <Tabs.Root
        value={current?.status}
        onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
      >
        <Tabs.List className="tab-list" aria-label={uiText.requestsByState}>
          {tabs.map((tab) => {
            const count = connections.data?.requests.filter((r) => r.status === tab.status).length;
            return (
              <Tabs.Trigger key={tab.status} value={tab.status} className="tab">
                {tab.label}
                {count !== undefined && <span className="tab-count"> ({count})</span>}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {tabs.map((tab) => {
          const requests = connections.data?.requests.filter((r) => r.status === tab.status);
          return (
            <Tabs.Content key={tab.status} value={tab.status} className="tab-panel">
              {connections.isPending ? (
                <p role="status">{uiText.loadingConnections}</p>
              ) : connections.isError ? (
                <p role="alert">{connections.error.message}</p>
              ) : !requests || requests.length === 0 ? (
                <p>{tab.empty}</p>
              ) : (
                <ul className="connection-grid">
                  {requests.map((request) => (
                    <ConnectionCard key={request.id} request={request} role={role} />
                  ))}
                </ul>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </section>
  );
}
