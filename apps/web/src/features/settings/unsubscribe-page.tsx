import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { NotificationKind, UnsubscribeState } from '@mentorbridge/domain/api/notifications';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../lib/api-client.ts';
import { usePageTitle } from '../../ui/page-title.ts';

const kindNames: Record<NotificationKind, string> = {
  requests: 'emails about requests',
  answers: 'emails about answers to your requests',
  unread: 'emails about messages you have not read',
  mentoring: 'emails about your mentoring: its planned end and its ending',
};

/**
 * Where a notification mail's "Stop these emails" link leads: no log-in needed. Opening it
 * changes nothing (mail scanners open links); the button stops that one kind of mail.
 */
export default function UnsubscribePage() {
  usePageTitle('Stop emails');
  const [searchParams] = useSearchParams();
  const query = new URLSearchParams({
    token: searchParams.get('token') ?? '',
    kind: searchParams.get('kind') ?? '',
  }).toString();
  const state = useQuery({
    queryKey: ['unsubscribe', query],
    queryFn: () => apiRequest<UnsubscribeState>(`/mail/unsubscribe?${query}`),
    retry: false,
  });
  const stop = useMutation({
    mutationFn: () =>
      apiRequest<UnsubscribeState>(`/mail/unsubscribe?${query}`, { method: 'POST' }),
  });

  let body;
  if (state.isError || stop.isError) {
    body = <p role="alert">{uiText.unsubscribeLinkInvalid}</p>;
  } else if (state.isPending) {
    body = <p role="status">Loading...</p>;
  } else if (stop.isSuccess || !state.data.subscribed) {
    body = <p role="status">{uiText.unsubscribed}</p>;
  } else {
    body = (
      <>
        <p>Stop {kindNames[state.data.kind]}? Your other email choices stay as they are.</p>
        <button
          type="button"
          className="button primary"
          disabled={stop.isPending}
          onClick={() => stop.mutate()}
        >
          Stop these emails
        </button>
      </>
    );
  }
  return (
    <section className="page narrow">
      <h1>Stop emails</h1>
      {body}
      <p>
        You can choose all your emails in <Link to="/settings/notifications">Settings</Link>.
      </p>
    </section>
  );
}
