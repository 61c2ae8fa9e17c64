import { uiText } from '@mentorbridge/domain/ui-text';
import { ConnectionsView } from './connections-view.tsx';

/** mentorconnections: "Connected Mentees" (a card opens the chat), with Pending and Rejected. */
export default function MentorConnectionsPage() {
  return (
    <ConnectionsView
      role="mentor"
      title={uiText.connectedMentees}
      tabs={[
        { status: 'accepted', label: uiText.connectedMentees, empty: uiText.noConnectedMentees },
        { status: 'pending', label: uiText.pendingTab, empty: uiText.noPendingRequests },
        { status: 'rejected', label: uiText.rejectedTab, empty: uiText.noRejectedRequests },
      ]}
    />
  );
}
