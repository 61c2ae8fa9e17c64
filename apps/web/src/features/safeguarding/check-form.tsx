import { type FormEvent, useState } from 'react';
import type { CheckEntryBody, VettingRecordBody } from '@mentorbridge/domain/api/vetting';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import {
  type CheckKind,
  checkKinds,
  REFERENCES_REQUIRED,
} from '@mentorbridge/domain/vetting-rules';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useRecordCheck } from './api/mentor-checks-queries.ts';

/** Each kind of check, named in the reader's language; the value kept is the kind's own. */
export const checkKindNames: Record<CheckKind, PlainMessageId> = {
  'Enhanced DBS with barred list': 'checkKindEnhancedDbs',
  'DBS Update Service': 'checkKindDbsUpdate',
  'US background check (fingerprint)': 'checkKindUsBackground',
  'Other national check': 'checkKindOtherNational',
};

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
          notify({ kind: 'success', text: uiText.checkRecorded });
          onSaved();
        },
      },
    );
  };
  return (
    <form className="check-form" onSubmit={submit} aria-label={uiText.checkFormLabel}>
      <div className="field">
        <label htmlFor={`${mentorId}-kind`}>{uiText.checkKindLabel}</label>
        <select
          id={`${mentorId}-kind`}
          value={draft.kind}
          onChange={(event) => set('kind')(event.target.value)}
        >
          <option value="">{uiText.checkKindNotBack}</option>
          {checkKinds.map((kind) => (
            <option key={kind} value={kind}>
              {uiText[checkKindNames[kind]]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={uiText.checkReferenceNumber}
        value={draft.reference}
        onChange={set('reference')}
        maxLength={100}
      />
      <TextField
        label={uiText.checkIssuedOn}
        type="date"
        value={draft.issuedOn}
        onChange={set('issuedOn')}
      />
      <TextField
        label={uiText.checkSeenOn}
        type="date"
        value={draft.seenOn}
        onChange={set('seenOn')}
      />
      <TextField
        label={uiText.checkExpiresOn}
        type="date"
        value={draft.expiresOn}
        onChange={set('expiresOn')}
        hint={uiText.checkExpiresHint}
      />
      <div className="field">
        <label htmlFor={`${mentorId}-references`}>{uiText.checkReferencesReceived}</label>
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
        label={uiText.checkReferencesOn}
        type="date"
        value={draft.referencesOn}
        onChange={set('referencesOn')}
      />
      <TextField
        label={uiText.checkInterviewedOn}
        type="date"
        value={draft.interviewedOn}
        onChange={set('interviewedOn')}
      />
      <TextField
        label={uiText.checkTrainedOn}
        type="date"
        value={draft.trainedOn}
        onChange={set('trainedOn')}
        hint={uiText.checkTrainedHint}
      />
      {save.isError && (
        <p role="alert" className="form-error">
          {save.error.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {save.isPending ? uiText.checkSaving : uiText.saveCheckRecord}
        </button>
      </div>
    </form>
  );
}
