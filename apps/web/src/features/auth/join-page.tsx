import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { connectionsPathFor } from '../../ui/connections-path.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { withElements } from '../../ui/with-elements.tsx';
import { useSessionUser } from '../session/index.ts';
import { LogInForm } from './log-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type Mode = 'sign-up' | 'log-in';

/** home2: create an account or log back in. */
export default function JoinPage() {
  usePageTitle(uiText.joinOrLogIn);
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(
    searchParams.get('mode') === 'log-in' ? 'log-in' : 'sign-up',
  );
  const [email, setEmail] = useState('');
  // Changing the key remounts the form: age, role step and skills start over, the dice roll anew.
  const [formKey, setFormKey] = useState(0);

  const switchTo = (next: Mode) => {
    setMode(next);
    setFormKey((key) => key + 1);
  };

  return (
    <section className="page narrow join">
      <h1>{uiText.welcomeTitle}</h1>
      <p className="lead">{uiText.welcomePrompt}</p>
      {user && (
        <p className="signed-in-note">
          {withElements(uiText.loggedInAs, { email: <bdi>{user.email}</bdi> })}{' '}
          <Link to={connectionsPathFor(user.role)}>{uiText.goToConnections}</Link>
        </p>
      )}
      <div className="mode-switch" role="group" aria-label={uiText.joinModeQuestion}>
        <button
          type="button"
          className="button mode"
          aria-pressed={mode === 'sign-up'}
          onClick={() => switchTo('sign-up')}
        >
          {uiText.createAnAccount}
        </button>
        <button
          type="button"
          className="button mode"
          aria-pressed={mode === 'log-in'}
          onClick={() => switchTo('log-in')}
        >
          {uiText.logBackIn}
        </button>
      </div>
      {mode === 'sign-up' ? (
        <SignUpForm
          key={formKey}
          onSignedUp={(newEmail) => {
            setEmail(newEmail);
            switchTo('log-in');
          }}
        />
      ) : (
        <LogInForm key={formKey} initialEmail={email} />
      )}
      <p className="hint join-footer">{uiText.checkInbox}</p>
    </section>
  );
}
