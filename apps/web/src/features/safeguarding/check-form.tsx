import { type FormEvent, useState } from 'react';
import type { CheckEntryBody, VettingRecordBody } from '@mentorbridge/domain/api/vetting';
import { checkKinds, REFERENCES_REQUIRED } from '@mentorbridge/domain/vetting-rules';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useRecordCheck } from './api/mentor-checks-queries.ts';

type Draft = Record<Exclude<keyof CheckEntryBody, 'references'>, string> & { references: number };

const draftOf = (record: VettingRecordBody | null): Draft => ({
  kind: record?.kind ?? '',
  reference: record?.reference ?? '',
  issuedOn: record?.issuedOn ?? '',
  seenOn: record?.seenOn ?? '',
  expiresOn: record?.expiresOn ?? '',
  references: record?.references ?? 0,
  referencesOn: record?.referencesOn ?? '',
  interviewedOn: record?.interviewedOn ?? '',
  trainedOn: record?.trainedOn ?? '',
});

/**
 * One mentor's record as a lead enters it. The check's fields go together (leave them all empty
 * until it comes back); the server says what is wrong in words, and nothing is kept until right.
 */
export function CheckForm({
  mentorId,
  record,
  onSaved,
}: {
  mentorId: string;
  record: VettingRecordBody | null;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const save = useRecordCheck(mentorId);
  const [draft, setDraft] = useState(() => draftOf(record));
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const dayOrNull = (day: string) => (day === '' ? null : day);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...draft,
        referencesOn: dayOrNull(draft.referencesOn),
        interviewedOn: dayOrNull(draft.interviewedOn),
        trainedOn: dayOrNull(draft.trainedOn),
      },
      {
        onSuccess: () => {
          notify({ kind: 'success', text: 'Recorded, and written to the audit log.' });
          onSaved();
        },
      },
    );
  };
  return (
    <form className="check-form" onSubmit={submit} aria-label="Safeguarding record">
      <div className="field">
        <label htmlFor={`${mentorId}-kind`}>Kind of check</label>
        <select
          id={`${mentorId}-kind`}
          value={draft.kind}
          onChange={(event) => set('kind')(event.target.value)}
        >
          <option value="">Not back yet</option>
          {checkKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Reference number"
        value={draft.reference}
        onChange={set('reference')}
        maxLength={100}
      />
      <TextField label="Issued on" type="date" value={draft.issuedOn} onChange={set('issuedOn')} />
      <TextField label="Seen on" type="date" value={draft.seenOn} onChange={set('seenOn')} />
      <TextField
        label="Expires on"
        type="date"
        value={draft.expiresOn}
        onChange={set('expiresOn')}
        hint="At most 3 years after it was issued."
      />
      <div className="field">
        <label htmlFor={`${mentorId}-references`}>References received</label>
        <select
          id={`${mentorId}-references`}
          value={draft.references}
          onChange={(event) =>
            setDraft((previous) => ({ ...previous, references: Number(event.target.value) }))
          }
        >
          {Array.from({ length: REFERENCES_REQUIRED + 1 }, (_, count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="References received on"
        type="date"
        value={draft.referencesOn}
        onChange={set('referencesOn')}
      />
      <TextField
        label="Interviewed on"
        type="date"
        value={draft.interviewedOn}
        onChange={set('interviewedOn')}
      />
      <TextField
        label="Trained on"
        type="date"
        value={draft.trainedOn}
        onChange={set('trainedOn')}
        hint="Training given in person; the course in the app records its own date."
      />
      {save.isError && (
        <p role="alert" className="form-error">
          {save.error.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save the record'}
        </button>
      </div>
    </form>
  );
}
