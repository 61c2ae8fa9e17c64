import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkPasswordReset } from '@mentorbridge/domain/account-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useResetPassword } from './api/password-reset.ts';

/** The new password chosen through a reset link's one-time token. */
export function NewPasswordForm({
  token,
  onLinkInvalid,
}: {
  token: string;
  onLinkInvalid: () => void;
}) {
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ruleProblem = checkPasswordReset(newPassword, confirmPassword);
    setProblem(ruleProblem);
    if (ruleProblem) return;
    reset.mutate(
      { token, newPassword, confirmPassword },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'password_reset_link_invalid') {
            onLinkInvalid();
          } else {
            setProblem(error.message);
          }
        },
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <>
        <p role="status">{uiText.passwordResetDone}</p>
        <Link className="button primary" to="/join?mode=log-in">
          {uiText.logInLink}
        </Link>
      </>
    );
  }
  return (
    <form className="stacked-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={uiText.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        hint={uiText.passwordHint}
        value={newPassword}
        onChange={setNewPassword}
      />
      <TextField
        label={uiText.confirmNewPasswordLabel}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <FormError problem={problem} />
      <button type="submit" className="button primary" disabled={reset.isPending}>
        {reset.isPending ? uiText.saving : uiText.setNewPassword}
      </button>
    </form>
  );
}
