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
  usePageTitle('Mentoring');
  const mentoring = useMentoring();
  return (
    <section>
      <h1>Mentoring</h1>
      <p>
        Mentees see whether you take new requests. When you have as many mentees as you take, or you
        pause, your Request Mentor* button is turned off and says why.
      </p>
      {mentoring.isPending ? (
        <p role="status">Loading...</p>
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
      <p>
        You have {saved.mentees} {saved.mentees === 1 ? 'mentee' : 'mentees'} now.
      </p>
      <div className="field">
        <label htmlFor="mentee-capacity">Mentees I take at once</label>
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
          From {MIN_MENTEE_CAPACITY} to {MAX_MENTEE_CAPACITY}; {DEFAULT_MENTEE_CAPACITY} until you
          choose. Taking fewer than you have ends no connection.
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
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
