import { useState, type FormEvent } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { isPlausibleEmail, normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useRequestPasswordReset } from './api/password-reset.ts';

/** Asks for a reset link; says the same thing whether or not the address has an account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPlausibleEmail(normalizeEmail(email))) {
      setProblem(uiText.enterValidEmail);
      return;
    }
    setProblem(null);
    request.mutate(email, { onError: (error) => setProblem(error.message) });
  };

  if (request.isSuccess) {
    return <p role="status">{uiText.passwordResetMailSent}</p>;
  }
  return (
    <form className="stacked-form" noValidate onSubmit={handleSubmit}>
      <p>{uiText.forgotPasswordIntro}</p>
      <TextField
        label={uiText.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <FormError problem={problem} />
      <button type="submit" className="button primary" disabled={request.isPending}>
        {request.isPending ? uiText.sending : uiText.sendResetLink}
      </button>
    </form>
  );
}
