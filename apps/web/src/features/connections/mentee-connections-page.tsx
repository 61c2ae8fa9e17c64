import { Link } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ConnectionsView } from './connections-view.tsx';

/** menteeconnections: "Connected Mentors" by default, with Pending and Rejected Requests. */
export default function MenteeConnectionsPage() {
  return (
    <ConnectionsView
      role="mentee"
      title={uiText.connectedMentors}
      tabs={[
        {
          status: 'accepted',
          label: uiText.connectedMentors,
          empty: uiText.noConnectedMentors,
        },
        { status: 'pending', label: uiText.pendingRequests, empty: uiText.noPendingRequests },
        { status: 'rejected', label: uiText.rejectedRequests, empty: uiText.noRejectedRequests },
      ]}
    >
      <p>
        <Link to="/mentors">{uiText.findMentorInAllMentors}</Link>
      </p>
    </ConnectionsView>
  );
}
