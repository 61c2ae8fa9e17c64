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
  usePageTitle(uiText.changePassword);
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
      <h1>{uiText.changePassword}</h1>
      <p>{uiText.changePasswordIntro}</p>
      <form className="stacked-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={uiText.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label={uiText.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          hint={uiText.passwordHint}
          {...field('newPassword')}
        />
        <TextField
          label={uiText.confirmNewPasswordLabel}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <button type="submit" className="button primary" disabled={changePassword.isPending}>
          {changePassword.isPending ? uiText.changingPassword : uiText.changePassword}
        </button>
      </form>
    </section>
  );
}
