import { ConnectionsView } from './connections-view.tsx';

/** mentorconnections: "Connected Mentees" (a card opens the chat), with Pending and Rejected. */
export default function MentorConnectionsPage() {
  return (
    <ConnectionsView
      role="mentor"
      title="Connected Mentees"
      tabs={[
        { status: 'accepted', label: 'Connected Mentees', empty: 'No connected mentees yet.' },
        { status: 'pending', label: 'Pending', empty: 'No pending requests.' },
        { status: 'rejected', label: 'Rejected', empty: 'No rejected requests.' },
      ]}
    />
  );
}
