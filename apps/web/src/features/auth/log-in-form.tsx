import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { connectionsPathFor } from '../../ui/connections-path.ts';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLogIn } from './api/log-in.ts';
import { authErrorNotice } from './auth-error.ts';

/**
 * Where to go after logging in: back to the page that asked for it (a link from a mail, say),
 * when it is a path of this site; `null` otherwise.
 */
function pageToReturnTo(next: string | null): string | null {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

/**
 * Log-in; a verified user returns to the page that sent them here, or lands on their
 * connections, as docs/product.md (Log-in) describes.
 */
export function LogInForm({ initialEmail }: { initialEmail: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const logIn = useLogIn();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    logIn.mutate(
      { email, password },
      {
        onSuccess: ({ user }) => {
          if (!user) return;
          notify({ kind: 'success', text: uiText.loggedIn });
          void navigate(pageToReturnTo(searchParams.get('next')) ?? connectionsPathFor(user.role));
        },
        onError: (error) => notify(authErrorNotice(error)),
      },
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={uiText.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={uiText.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <p className="hint">
        <Link to="/reset-password">{uiText.forgotPassword}</Link>
      </p>
      <p className="hint">{uiText.logInNeedsNoAge}</p>
      <button type="submit" className="button primary" disabled={logIn.isPending}>
        {logIn.isPending ? uiText.loggingIn : uiText.logInButton}
      </button>
    </form>
  );
}
