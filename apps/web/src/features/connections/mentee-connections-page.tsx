import { Link } from 'react-router';
import { ConnectionsView } from './connections-view.tsx';

/** menteeconnections: "Connected Mentors" by default, with Pending and Rejected Requests. */
export default function MenteeConnectionsPage() {
  return (
    <ConnectionsView
      role="mentee"
      title="Connected Mentors"
      tabs={[
        {
          status: 'accepted',
          label: 'Connected Mentors',
          empty: 'No connected mentors yet. Find one in All Mentors.',
        },
        { status: 'pending', label: 'Pending Requests', empty: 'No pending requests.' },
        { status: 'rejected', label: 'Rejected Requests', empty: 'No rejected requests.' },
      ]}
    >
      <p>
        <Link to="/mentors">Find a mentor in All Mentors</Link>
      </p>
    </ConnectionsView>
  );
}
