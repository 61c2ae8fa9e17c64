import { useState, type FormEvent } from 'react';
import { checkPasswordChange } from '@mentorbridge/domain/account-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useChangePassword } from './api/change-password.ts';
import { settingsErrorNotice, settingsNotice } from '../../ui/settings-notice.ts';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** settings/password: the three fields, checked here and again (with the current password) by the server. */
export default function ChangePasswordPage() {
  usePageTitle('Change Password');
  const notify = useNotify();
  const changePassword = useChangePassword();
  const [form, setForm] = useState(emptyForm);
  const field = (name: keyof typeof emptyForm) => ({
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkPasswordChange(form);
    if (problem) {
      notify(settingsNotice('error', problem));
      return;
    }
    changePassword.mutate(form, {
      onSuccess: () => {
        setForm(emptyForm);
        notify(settingsNotice('success', uiText.passwordChanged));
      },
      onError: (error) => notify(settingsErrorNotice(error)),
    });
  };

  return (
    <section>
      <h1>Change Password</h1>
      <p>Changing your password signs you out on every other device.</p>
      <form className="stacked-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...field('newPassword')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <button type="submit" className="button primary" disabled={changePassword.isPending}>
          {changePassword.isPending ? 'Changing…' : 'Change Password'}
        </button>
      </form>
    </section>
  );
}
