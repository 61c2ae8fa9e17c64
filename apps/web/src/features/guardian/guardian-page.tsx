import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { okSchema } from '@mentorbridge/domain/api/auth';
import type { guardianViewSchema } from '@mentorbridge/domain/api/guardian';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest, type Answer } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { OwnLanguagePicker } from '../../ui/own-language-picker.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { withElements } from '../../ui/with-elements.tsx';

/**
 * The page a parent's or guardian's mail links to (decision 019): whose account it is, what
 * MentorBridge keeps, and the answer: agree, refuse, or later withdraw (which deletes it). The
 * guardian chooses here the language of the page and of their mail (decision 061).
 */
export default function GuardianPage() {
  usePageTitle(uiText.guardianConsentTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const queryKey = ['guardian', token];
  const view = useQuery({
    queryKey,
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

  const saveLanguage = async (language: Locale) => {
    await apiRequest<Answer<typeof okSchema>>('/guardian/language', {
      method: 'POST',
      body: { token, language },
    });
    queryClient.setQueryData<Answer<typeof guardianViewSchema>>(
      queryKey,
      (saved) => saved && { ...saved, language },
    );
  };

  let body;
  if (!token || view.isError) body = <p role="alert">{uiText.guardianLinkInvalid}</p>;
  else if (view.isPending) body = <p role="status">{uiText.loading}</p>;
  else if (answer.isSuccess) {
    body = (
      <p role="status">
        {answer.variables === 'consent' ? uiText.consentGiven : uiText.consentRefused}
      </p>
    );
  } else {
    const refuseLabel =
      view.data.status === 'pending' ? uiText.guardianRefuse : uiText.guardianWithdraw;
    const { childEmail } = view.data;
    body = (
      <>
        <OwnLanguagePicker saved={view.data.language} save={saveLanguage} />
        <p>
          {withElements(uiText.guardianChildAccount, {
            email: <strong dir="auto">{childEmail}</strong>,
          })}
        </p>
        <p>{uiText.guardianWhatWeKeep}</p>
        <p>
          <Link to="/privacy">{uiText.guardianPrivacyLink}</Link>.
        </p>
        <p>
          {view.data.status === 'pending' ? uiText.guardianUntilYouAgree : uiText.guardianYouAgreed}
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
              {uiText.guardianAgree}
            </button>
          )}
          <ConfirmDialog
            question={uiText.guardianDeleteQuestion}
            confirmLabel={uiText.guardianDeleteConfirm}
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
      <h1>{uiText.guardianConsentTitle}</h1>
      {body}
    </section>
  );
}
