import { useState, type FormEvent } from 'react';
import type {
  NotificationKind,
  NotificationPreferences,
} from '@mentorbridge/domain/api/notifications';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { DeviceNotificationsSwitch } from '../push/index.ts';
import { useSessionUser } from '../session/index.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notifications.ts';
import { settingsNotice } from '../../ui/settings-notice.ts';

/** Each kind of mail as the user reads it: mentors get requests, mentees get answers. */
const choices: {
  kind: NotificationKind;
  label: string;
  hint: string;
  for?: 'mentor' | 'mentee';
}[] = [
  {
    kind: 'requests',
    label: 'Requests',
    hint: 'When a mentee asks you, cancels, or is still waiting for your answer.',
    for: 'mentor',
  },
  {
    kind: 'answers',
    label: 'Answers to my requests',
    hint: 'When a mentor accepts or rejects your request, or it ends without an answer.',
    for: 'mentee',
  },
  {
    kind: 'unread',
    label: 'Messages I have not read',
    hint: 'When a message waits 15 minutes and you are not on MentorBridge. At most one email per chat every 6 hours, never with the message in it.',
  },
  {
    kind: 'mentoring',
    label: 'My mentoring',
    hint: 'Two weeks before your mentoring is planned to end, and when it ends.',
  },
];

/**
 * Settings, Notifications: notifications on this device, then which notification mails the user
 * gets (all on until they choose). The notifications follow the same choices as the mails.
 */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const preferences = useNotificationPreferences();
  return (
    <section>
      <h1>Notifications</h1>
      <section aria-labelledby="device-notifications-heading">
        <h2 id="device-notifications-heading">On this device</h2>
        <DeviceNotificationsSwitch />
      </section>
      <section aria-labelledby="email-choices-heading">
        <h2 id="email-choices-heading">Emails</h2>
        <p>We email you when something happens while you are away. Choose which emails you get.</p>
        {preferences.isPending ? (
          <p role="status">Loading...</p>
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
        <legend>Email me about</legend>
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
                {label}
              </label>
              <p className="hint" id={`email-hint-${kind}`}>
                {hint}
              </p>
            </div>
          ))}
      </fieldset>
      <button type="submit" className="button primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
