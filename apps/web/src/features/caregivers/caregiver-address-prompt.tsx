import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CaregiverAsk } from '@mentorbridge/domain/api/caregivers';
import { uiText } from '@mentorbridge/domain/ui-text';
import { apiRequest } from '../../lib/api-client.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';

const askKey = ['caregiver', 'ask'] as const;

/**
 * On a pupil's dashboard, while their programme asks pupils of 13 to 15 for a parent's or
 * carer's address and they gave none (decision 060): what the parent gets, and the field.
 */
export function CaregiverAddressPrompt() {
  const ask = useQuery({
    queryKey: askKey,
    queryFn: () => apiRequest<CaregiverAsk>('/caregiver/address'),
  });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const give = useMutation({
    mutationFn: () => apiRequest('/caregiver/address', { method: 'POST', body: { email } }),
    onSuccess: () => {
      notify({ kind: 'success', text: uiText.caregiverAddressSaved });
      return queryClient.invalidateQueries({ queryKey: askKey });
    },
    onError: (error) => setProblem(error.message),
  });
  const askedBy = ask.data?.askedBy;
  if (!askedBy) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    give.mutate();
  };
  return (
    <section className="caregiver-ask" aria-labelledby="caregiver-ask-heading">
      <h2 id="caregiver-ask-heading">{uiText.caregiverAskHeading}</h2>
      <p>{uiText.caregiverAddressNeeded({ programme: askedBy })}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={uiText.caregiverAddressLabel}
          type="email"
          value={email}
          onChange={setEmail}
        />
        <FormError problem={problem} />
        <button type="submit" className="button primary" disabled={give.isPending}>
          {uiText.saveCaregiverAddress}
        </button>
      </form>
    </section>
  );
}
