import './caregiver-page.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CaregiverPage as PageFacts } from '@mentorbridge/domain/api/caregivers';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../lib/api-client.ts';
import { OwnLanguagePicker } from '../../ui/own-language-picker.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { CaregiverMatchCard } from './caregiver-match-card.tsx';
import { NewLinkForm } from './new-link-form.tsx';

/**
 * A parent's or carer's page (decision 060), opened by the link in their newest mail, with no
 * account: who their child talks to on MentorBridge and how often, never what they say; a pause
 * for each mentoring, and a child under 13's new match to approve. Made for a phone.
 */
export default function CaregiverPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const queryKey = ['caregiver', token];
  const page = useQuery({
    queryKey,
    queryFn: () => apiRequest<PageFacts>('/caregiver/page', { method: 'POST', body: { token } }),
    enabled: token !== '',
    retry: false,
  });
  const act = useMutation({
    mutationFn: ({
      requestId,
      move,
    }: {
      requestId: string;
      move: 'pause' | 'approve' | 'refuse';
    }) =>
      apiRequest(`/caregiver/matches/${encodeURIComponent(requestId)}/${move}`, {
        method: 'POST',
        body: { token },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const video = useMutation({
    mutationFn: (agreed: boolean) =>
      apiRequest('/caregiver/video', { method: 'POST', body: { token, agreed } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const saveLanguage = async (language: Locale) => {
    await apiRequest('/caregiver/language', { method: 'POST', body: { token, language } });
    queryClient.setQueryData<PageFacts>(queryKey, (saved) => saved && { ...saved, language });
  };
  usePageTitle(
    page.data
      ? uiText.caregiverPageTitle({ child: page.data.childName })
      : uiText.caregiverPageTitleNoName,
  );

  return (
    <section className="page narrow caregiver-page">
      <h1>
        {page.data
          ? uiText.caregiverPageTitle({ child: page.data.childName })
          : uiText.caregiverPageTitleNoName}
      </h1>
      {!token || page.isError ? (
        <p role="alert">{uiText.caregiverLinkInvalid}</p>
      ) : page.isPending ? (
        <p role="status">{uiText.loading}</p>
      ) : (
        <>
          <p>{uiText.caregiverPageIntro}</p>
          <OwnLanguagePicker saved={page.data.language} save={saveLanguage} />
          {act.isError && <p role="alert">{act.error.message}</p>}
          {page.data.matches.length === 0 ? (
            <p>{uiText.caregiverNoMatches}</p>
          ) : (
            <ul className="caregiver-matches">
              {page.data.matches.map((match) => (
                <CaregiverMatchCard
                  key={match.requestId}
                  match={match}
                  childName={page.data.childName}
                  busy={act.isPending}
                  onMove={(move) => act.mutate({ requestId: match.requestId, move })}
                />
              ))}
            </ul>
          )}
          {page.data.videoCalls.asked && (
            <section aria-labelledby="video-heading">
              <h2 id="video-heading">{uiText.videoHeading}</h2>
              <p>
                {page.data.videoCalls.agreed
                  ? uiText.videoAgreed
                  : uiText.videoAsk({ child: page.data.childName })}
              </p>
              {video.isError && <p role="alert">{video.error.message}</p>}
              <button
                type="button"
                className={page.data.videoCalls.agreed ? 'button' : 'button primary'}
                disabled={video.isPending}
                onClick={() => video.mutate(!page.data.videoCalls.agreed)}
              >
                {page.data.videoCalls.agreed ? uiText.videoStop : uiText.videoAgree}
              </button>
            </section>
          )}
        </>
      )}
      <NewLinkForm />
    </section>
  );
}
