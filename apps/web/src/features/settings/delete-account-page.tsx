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
  usePageTitle(uiText.deleteAccount);
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
      <h1>{uiText.deleteAccount}</h1>
      <p>{uiText.deleteAccountWhat}</p>
      <p className="hint">{uiText.deleteAccountReportsStay}</p>
      <form className="stacked-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={uiText.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          label={uiText.typeWordToConfirm({ word: DELETE_ACCOUNT_CONFIRMATION_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          onChange={setConfirmation}
        />
        <button type="submit" className="button danger" disabled={deleteAccount.isPending}>
          {deleteAccount.isPending ? uiText.deletingAccount : uiText.deleteAccount}
        </button>
      </form>
    </section>
  );
}
