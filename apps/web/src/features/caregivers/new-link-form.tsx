import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../lib/api-client.ts';
import { TextField } from '../../ui/text-field.tsx';

/** `Need a new link?`: by the address our mails come to; the same answer whether it is known. */
export function NewLinkForm() {
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: () => apiRequest('/caregiver/new-link', { method: 'POST', body: { email } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '') send.mutate();
  };
  return (
    <section className="caregiver-new-link" aria-labelledby="new-link-heading">
      <h2 id="new-link-heading">{uiText.newLinkHeading}</h2>
      <form onSubmit={submit}>
        <TextField
          label={uiText.caregiverEmailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          hint={uiText.newLinkHint}
        />
        <button type="submit" className="button" disabled={send.isPending}>
          {uiText.sendNewLink}
        </button>
        {send.isSuccess && <p role="status">{uiText.newLinkSent}</p>}
        {send.isError && <p role="alert">{send.error.message}</p>}
      </form>
    </section>
  );
}
