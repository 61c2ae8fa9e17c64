import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { ConnectionStatus as Status } from '../../lib/realtime-client.ts';
import { useConnectionStatus } from '../../lib/use-connection-status.ts';

const labels = {
  unknown: 'connectionUnknown',
  online: 'connectionOnline',
  offline: 'connectionOffline',
} as const satisfies Record<Status, PlainMessageId>;

/** Online/Offline status of the connection to the server, announced when it changes. */
export function ConnectionStatus() {
  const status = useConnectionStatus();
  return (
    <p className="connection-status">
      {uiText.connectionStatusLabel}{' '}
      <span className={`status-badge status-${status}`} role="status" aria-live="polite">
        <span className="status-dot" aria-hidden="true" />
        {uiText[labels[status]]}
      </span>
    </p>
  );
}
