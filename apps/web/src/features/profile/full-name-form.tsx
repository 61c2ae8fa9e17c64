import { useState, type FormEvent } from 'react';
import { checkFullName } from '@mentorbridge/domain/account-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSaveFullName } from './api/save-full-name.ts';

/** The "Full Name" field with "Save Name"; the name is checked here and again by the server. */
export function FullNameForm({ fullName }: { fullName: string }) {
  const notify = useNotify();
  const save = useSaveFullName();
  const [value, setValue] = useState(fullName);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkFullName(value);
    if (problem) {
      notify({ kind: 'error', text: problem });
      return;
    }
    save.mutate(
      { fullName: value },
      {
        onSuccess: (saved) => {
          setValue(saved.fullName);
          notify({ kind: 'success', text: uiText.fullNameSaved });
        },
        onError: (error) =>
          notify({
            kind: 'error',
            // The server's own sentence when it refused the name; the product's notice otherwise.
            text:
              error instanceof ApiRequestError && error.code === 'invalid_full_name'
                ? error.message
                : uiText.fullNameSaveFailed,
          }),
      },
    );
  };

  return (
    <form className="stacked-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={uiText.fullNameLabel}
        autoComplete="name"
        value={value}
        onChange={setValue}
        maxLength={200}
      />
      <button type="submit" className="button primary" disabled={save.isPending}>
        {save.isPending ? uiText.dashboardSaving : uiText.saveName}
      </button>
    </form>
  );
}
