import { useState, type FormEvent } from 'react';
import type {
  NotificationKind,
  NotificationPreferences,
} from '@mentorbridge/domain/api/notifications';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { DeviceNotificationsSwitch } from '../push/index.ts';
import { useSessionUser } from '../session/index.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notifications.ts';
import { settingsNotice } from '../../ui/settings-notice.ts';

/**
 * Each kind of mail as the user reads it: mentors get requests, mentees get answers. Its words
 * by their messages' ids, written as the page renders, in the reader's language.
 */
const choices: {
  kind: NotificationKind;
  label: PlainMessageId;
  hint: PlainMessageId;
  for?: 'mentor' | 'mentee';
}[] = [
  { kind: 'requests', label: 'emailRequestsLabel', hint: 'emailRequestsHint', for: 'mentor' },
  { kind: 'answers', label: 'emailAnswersLabel', hint: 'emailAnswersHint', for: 'mentee' },
  { kind: 'unread', label: 'emailUnreadLabel', hint: 'emailUnreadHint' },
  { kind: 'mentoring', label: 'emailMentoringLabel', hint: 'emailMentoringHint' },
];

/**
 * Settings, Notifications: notifications on this device, then which notification mails the user
 * gets (all on until they choose). The notifications follow the same choices as the mails.
 */
export default function NotificationsPage() {
  usePageTitle(uiText.notificationsTitle);
  const preferences = useNotificationPreferences();
  return (
    <section>
      <h1>{uiText.notificationsTitle}</h1>
      <section aria-labelledby="device-notifications-heading">
        <h2 id="device-notifications-heading">{uiText.onThisDevice}</h2>
        <DeviceNotificationsSwitch />
      </section>
      <section aria-labelledby="email-choices-heading">
        <h2 id="email-choices-heading">{uiText.emailsHeading}</h2>
        <p>{uiText.emailsIntro}</p>
        {preferences.isPending ? (
          <p role="status">{uiText.loading}</p>
        ) : preferences.isError ? (
          <p role="alert">{preferences.error.message}</p>
        ) : (
          <PreferencesForm saved={preferences.data} />
        )}
      </section>
    </section>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const role = useSessionUser()?.role;
  const notify = useNotify();
  const save = useSaveNotificationPreferences();
  const [chosen, setChosen] = useState(saved);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: () => notify(settingsNotice('success', uiText.notificationsSaved)),
      onError: () => notify(settingsNotice('error', uiText.notificationsFailed)),
    });
  };

  return (
    <form className="stacked-form" onSubmit={handleSubmit}>
      <fieldset>
        <legend>{uiText.emailMeAbout}</legend>
        {choices
          .filter((choice) => !choice.for || choice.for === role)
          .map(({ kind, label, hint }) => (
            <div key={kind} className="checkbox-with-hint">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen[kind]}
                  aria-describedby={`email-hint-${kind}`}
                  onChange={(event) =>
                    setChosen((current) => ({ ...current, [kind]: event.target.checked }))
                  }
                />
                {uiText[label]}
              </label>
              <p className="hint" id={`email-hint-${kind}`}>
                {uiText[hint]}
              </p>
            </div>
          ))}
      </fieldset>
      <button type="submit" className="button primary" disabled={save.isPending}>
        {save.isPending ? uiText.saving : uiText.saveButton}
      </button>
    </form>
  );
}
