import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { okSchema } from '@mentorbridge/domain/api/auth';
import type { guardianViewSchema } from '@mentorbridge/domain/api/guardian';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest, type Answer } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { usePageTitle } from '../../ui/page-title.ts';

/**
 * The page a parent's or guardian's mail links to (decision 019): whose account it is, what
 * MentorBridge keeps, and the answer: agree, refuse, or later withdraw (which deletes it).
 */
export default function GuardianPage() {
  usePageTitle("A parent's or guardian's consent");
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const view = useQuery({
    queryKey: ['guardian', token],
    queryFn: () =>
      apiRequest<Answer<typeof guardianViewSchema>>(`/guardian?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (choice: 'consent' | 'refuse') =>
      apiRequest<Answer<typeof okSchema>>(`/guardian/${choice}`, {
        method: 'POST',
        body: { token },
      }),
  });

  let body;
  if (!token || view.isError) body = <p role="alert">{uiText.guardianLinkInvalid}</p>;
  else if (view.isPending) body = <p role="status">Loading...</p>;
  else if (answer.isSuccess) {
    body = (
      <p role="status">
        {answer.variables === 'consent' ? uiText.consentGiven : uiText.consentRefused}
      </p>
    );
  } else {
    const refuseLabel =
      view.data.status === 'pending'
        ? 'I do not agree: delete the account'
        : 'Withdraw my consent: delete the account';
    body = (
      <>
        <p>
          The account <strong>{view.data.childEmail}</strong> was made by someone aged 11 or 12 who
          gave your address as their parent's or guardian's.
        </p>
        <p>
          MentorBridge connects students with checked adult mentors. We keep their email and age,
          the name and picture they choose, their private notes, and their requests and chats with
          mentors (text and pictures), which our safeguarding team may review. Contact details sent
          in a chat are held for review. If they choose to answer what they want help with and what
          they have been through, which may include health, family, faith or background, we use it
          only to suggest mentors and never show it to anyone. Video calls happen in MentorBridge's
          call page, browser to browser, and are never recorded; we keep only when each began and
          ended. A school may run calls on its own video service instead. Notifications, if they
          turn them on, say who wrote but never what. We never sell data or show ads.
        </p>
        <p>
          <Link to="/privacy">Everything we keep, why, for how long and who sees it</Link>.
        </p>
        <p>
          {view.data.status === 'pending'
            ? 'Until you agree, they can sign in but cannot ask mentors, chat or call.'
            : 'You agreed. You can withdraw at any time; the account and everything in it are then deleted.'}
        </p>
        {answer.isError && <p role="alert">{answer.error.message}</p>}
        <div className="button-row">
          {view.data.status === 'pending' && (
            <button
              type="button"
              className="button primary"
              disabled={answer.isPending}
              onClick={() => answer.mutate('consent')}
            >
              I agree
            </button>
          )}
          <ConfirmDialog
            question="Delete this account and everything in it? This cannot be undone."
            confirmLabel="Delete the account"
            onConfirm={() => answer.mutate('refuse')}
          >
            <button type="button" className="button danger" disabled={answer.isPending}>
              {refuseLabel}
            </button>
          </ConfirmDialog>
        </div>
      </>
    );
  }
  return (
    <section className="page narrow">
      <h1>A parent's or guardian's consent</h1>
      {body}
    </section>
  );
}
