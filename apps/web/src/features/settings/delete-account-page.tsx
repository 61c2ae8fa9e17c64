import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkAccountDeletion } from '@mentorbridge/domain/account-rules';
import { DELETE_ACCOUNT_CONFIRMATION_WORD } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useDeleteAccount } from './api/delete-account.ts';
import { settingsErrorNotice, settingsNotice } from '../../ui/settings-notice.ts';

/** settings/delete: password and the word REMOVE; then the app is signed out on the home page. */
export default function DeleteAccountPage() {
  usePageTitle('Delete Account');
  const notify = useNotify();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkAccountDeletion({ password, confirmation });
    if (problem) {
      notify(settingsNotice('error', problem));
      return;
    }
    deleteAccount.mutate(
      { password, confirmation },
      {
        onSuccess: () => {
          notify(settingsNotice('success', uiText.accountDeleted));
          void navigate('/', { replace: true });
        },
        onError: (error) => notify(settingsErrorNotice(error)),
      },
    );
  };

  return (
    <section>
      <h1>Delete Account</h1>
      <p>
        This deletes your account for good: your profile and picture, your notes, your connection
        requests and your chats. It cannot be undone.
      </p>
      <p className="hint">
        Reports you made about someone else stay with our safeguarding team, without your name, so
        they can still keep others safe.
      </p>
      <form className="stacked-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          label={`Type ${DELETE_ACCOUNT_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          onChange={setConfirmation}
        />
        <button type="submit" className="button danger" disabled={deleteAccount.isPending}>
          {deleteAccount.isPending ? 'Deleting…' : 'Delete Account'}
        </button>
      </form>
    </section>
  );
}
