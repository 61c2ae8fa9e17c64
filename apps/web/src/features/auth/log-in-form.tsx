import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@mentorbridge/domain/messages';
import { connectionsPathFor } from '../../ui/connections-path.ts';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLogIn } from './api/log-in.ts';
import { authErrorNotice } from './auth-error.ts';

/** Log-in; a verified user lands on their connections, as the spec's redirect from home1 did. */
export function LogInForm({ initialEmail }: { initialEmail: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
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
          notify({ kind: 'success', text: messages.loggedIn });
          void navigate(connectionsPathFor(user.role));
        },
        onError: (error) => notify(authErrorNotice(error)),
      },
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <p className="hint">
        <Link to="/reset-password">{messages.forgotPassword}</Link>
      </p>
      <p className="hint">{messages.logInNeedsNoAge}</p>
      <button type="submit" className="button primary" disabled={logIn.isPending}>
        {logIn.isPending ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
}
