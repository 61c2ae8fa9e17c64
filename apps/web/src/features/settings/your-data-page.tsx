import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { downloadMyData } from './api/download-my-data.ts';
import { settingsErrorNotice, settingsNotice } from '../../ui/settings-notice.ts';
import { uiText } from '@mentorbridge/domain/ui-text';

/** settings/data: a copy of everything MentorBridge holds about the user, as one file. */
export default function YourDataPage() {
  usePageTitle(uiText.yourDataTitle);
  const notify = useNotify();
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => notify(settingsNotice('success', uiText.dataDownloaded)),
    onError: (error) => notify(settingsErrorNotice(error)),
  });

  return (
    <section>
      <h1>{uiText.yourDataTitle}</h1>
      <p>{uiText.yourDataWhat}</p>
      <p className="hint">{uiText.yourDataLeftOut}</p>
      <button
        type="button"
        className="button primary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? uiText.preparingCopy : uiText.downloadMyData}
      </button>
      {download.isPending && (
        <p role="status" className="hint">
          {uiText.gatheringData}
        </p>
      )}
    </section>
  );
}
