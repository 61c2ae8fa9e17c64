import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { UnsubscribeState } from '@mentorbridge/domain/api/notifications';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../lib/api-client.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { withElements } from '../../ui/with-elements.tsx';

/**
 * Where a notification mail's "Stop these emails" link leads: no log-in needed. Opening it
 * changes nothing (mail scanners open links); the button stops that one kind of mail.
 */
export default function UnsubscribePage() {
  usePageTitle(uiText.stopEmailsTitle);
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
    body = <p role="status">{uiText.loading}</p>;
  } else if (stop.isSuccess || !state.data.subscribed) {
    body = <p role="status">{uiText.unsubscribed}</p>;
  } else {
    body = (
      <>
        <p>{uiText.stopEmailsQuestion({ kind: state.data.kind })}</p>
        <button
          type="button"
          className="button primary"
          disabled={stop.isPending}
          onClick={() => stop.mutate()}
        >
          {uiText.stopTheseEmails}
        </button>
      </>
    );
  }
  return (
    <section className="page narrow">
      <h1>{uiText.stopEmailsTitle}</h1>
      {body}
      <p>
        {withElements(uiText.chooseEmailsInSettings, {
          settings: <Link to="/settings/notifications">{uiText.settingsTitle}</Link>,
        })}
      </p>
    </section>
  );
}
