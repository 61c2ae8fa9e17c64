import { useState, type FormEvent } from 'react';
import type { MentoringState } from '@mentorbridge/domain/api/notifications';
import {
  DEFAULT_MENTEE_CAPACITY,
  MAX_MENTEE_CAPACITY,
  MIN_MENTEE_CAPACITY,
} from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { useMentoring, useSaveMentoring } from './api/mentoring.ts';
import { settingsNotice } from '../../ui/settings-notice.ts';

const capacities = Array.from(
  { length: MAX_MENTEE_CAPACITY - MIN_MENTEE_CAPACITY + 1 },
  (_, index) => MIN_MENTEE_CAPACITY + index,
);

/** Settings, Mentoring (mentors): how many mentees they take, and a pause on new requests. */
export default function MentoringPage() {
  usePageTitle(uiText.mentoringTitle);
  const mentoring = useMentoring();
  return (
    <section>
      <h1>{uiText.mentoringTitle}</h1>
      <p>{uiText.mentoringIntro}</p>
      {mentoring.isPending ? (
        <p role="status">{uiText.loading}</p>
      ) : mentoring.isError ? (
        <p role="alert">{mentoring.error.message}</p>
      ) : (
        <MentoringForm saved={mentoring.data} />
      )}
    </section>
  );
}

function MentoringForm({ saved }: { saved: MentoringState }) {
  const notify = useNotify();
  const save = useSaveMentoring();
  const [capacity, setCapacity] = useState(saved.capacity);
  const [paused, setPaused] = useState(saved.paused);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { capacity, paused },
      {
        onSuccess: () => notify(settingsNotice('success', uiText.mentoringSaved)),
        onError: () => notify(settingsNotice('error', uiText.mentoringFailed)),
      },
    );
  };

  return (
    <form className="stacked-form" onSubmit={handleSubmit}>
      <p>{uiText.menteesNow({ count: saved.mentees })}</p>
      <div className="field">
        <label htmlFor="mentee-capacity">{uiText.menteeCapacityLabel}</label>
        <select
          id="mentee-capacity"
          value={capacity}
          aria-describedby="mentee-capacity-hint"
          onChange={(event) => setCapacity(Number(event.target.value))}
        >
          {capacities.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <span className="hint" id="mentee-capacity-hint">
          {uiText.menteeCapacityHint({
            min: MIN_MENTEE_CAPACITY,
            max: MAX_MENTEE_CAPACITY,
            preset: DEFAULT_MENTEE_CAPACITY,
          })}
        </span>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={paused}
          onChange={(event) => setPaused(event.target.checked)}
        />
        {uiText.mentorPaused}
      </label>
      <button type="submit" className="button primary" disabled={save.isPending}>
        {save.isPending ? uiText.saving : uiText.saveButton}
      </button>
    </form>
  );
}
