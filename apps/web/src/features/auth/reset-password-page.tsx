import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { FormError } from '../../ui/form-error.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/**
 * Ours (decision 014): "Forgot password?" leads here to ask for a link; the mailed link leads here
 * with its token to choose the new password. A dead link offers to ask for a new one.
 */
export default function ResetPasswordPage() {
  usePageTitle(uiText.resetYourPassword);
  const [searchParams] = useSearchParams();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const token = searchParams.get('token');
  return (
    <section className="page narrow">
      <h1>{token ? uiText.resetMailLinkText : uiText.resetYourPassword}</h1>
      <FormError problem={linkInvalid ? uiText.passwordResetLinkInvalid : null} />
      {token && !linkInvalid ? (
        <NewPasswordForm token={token} onLinkInvalid={() => setLinkInvalid(true)} />
      ) : (
        <ForgotPasswordForm />
      )}
    </section>
  );
}
