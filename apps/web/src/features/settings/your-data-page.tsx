import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { downloadMyData } from './api/download-my-data.ts';
import { settingsErrorNotice, settingsNotice } from '../../ui/settings-notice.ts';

/** settings/data: a copy of everything MentorBridge holds about the user, as one file. */
export default function YourDataPage() {
  usePageTitle('Your data');
  const notify = useNotify();
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => notify(settingsNotice('success', 'Your data is downloaded.')),
    onError: (error) => notify(settingsErrorNotice(error)),
  });

  return (
    <section>
      <h1>Your data</h1>
      <p>
        Download a copy of everything MentorBridge keeps about you: your account and profile, your
        picture, your story or answers, your notes, your requests, every message in your chats with
        the pictures you sent, reports you made and the choices you set. It is one file you can open
        in any text editor.
      </p>
      <p className="hint">
        It leaves out what belongs to other people, such as pictures they sent you, and what our
        safeguarding team keeps about a report. The file says what it leaves out, and why. A parent
        or carer can ask us for a child&apos;s copy.
      </p>
      <button
        type="button"
        className="button primary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing your copy…' : 'Download my data'}
      </button>
      {download.isPending && (
        <p role="status" className="hint">
          Gathering everything, this takes a few seconds.
        </p>
      )}
    </section>
  );
}
