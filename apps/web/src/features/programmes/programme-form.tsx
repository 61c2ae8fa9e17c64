import { type FormEvent, useId, useMemo, useState } from 'react';
import type { Programme, ProgrammeBody } from '@mentorbridge/domain/api/programmes';
import { CHECK_IN_CADENCES, DEFAULT_CADENCE, isCadence } from '@mentorbridge/domain/check-in-rules';
import { DEFAULT_CONTACT_FROM, DEFAULT_CONTACT_UNTIL } from '@mentorbridge/domain/contact-hours';
import { PROGRAMME_AGES, programmeProblems } from '@mentorbridge/domain/programme-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import {
  DEFAULT_VIDEO_POLICY,
  isVideoPolicy,
  VIDEO_POLICIES,
} from '@mentorbridge/domain/video-policy';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { browserTimeZone, timeZoneChoices } from './time-zones.ts';

interface ProgrammeFormProps {
  /** The programme being changed; none for a new one. */
  programme?: Programme;
  submitLabel: string;
  /** Sends the settings; resolves once saved, rejects with the server's words. */
  onSave: (body: ProgrammeBody) => Promise<unknown>;
  onCancel: () => void;
}

const blank = (): ProgrammeBody => ({
  name: '',
  startsOn: '',
  endsOn: '',
  timeZone: browserTimeZone(),
  minAge: PROGRAMME_AGES.min,
  maxAge: 18,
  pupilsSeeOnlyItsMentors: true,
  coordinatorApprovesMatches: true,
  checkInCadence: DEFAULT_CADENCE,
  asksCaregiver: false,
  contactFrom: DEFAULT_CONTACT_FROM,
  contactUntil: DEFAULT_CONTACT_UNTIL,
  videoPolicy: DEFAULT_VIDEO_POLICY,
});

/**
 * A programme's settings: name, dates, time zone, ages, the two protections, both on by
 * default, and how often its pairs check in. The same rules as the server's check the settings before they are sent.
 */
export function ProgrammeForm({ programme, submitLabel, onSave, onCancel }: ProgrammeFormProps) {
  const [settings, setSettings] = useState<ProgrammeBody>(() => programme ?? blank());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneChoices(settings.timeZone), [settings.timeZone]);
  const zoneId = useId();
  const cadenceId = useId();
  const videoId = useId();
  const cadenceHintId = useId();
  const set = (change: Partial<ProgrammeBody>) => setSettings((now) => ({ ...now, ...change }));
  const age = (text: string) => (text === '' ? Number.NaN : Number(text));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = programmeProblems(settings);
    if (problems.length > 0) {
      setProblem(problems.join(' '));
      return;
    }
    setProblem(null);
    setSaving(true);
    onSave(settings)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setSaving(false));
  };

  return (
    <form className="stacked-form programme-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={uiText.programmeNameLabel}
        value={settings.name}
        onChange={(name) => set({ name })}
        required
      />
      <div className="programme-form-row">
        <TextField
          label={uiText.programmeStartsOnLabel}
          type="date"
          value={settings.startsOn}
          onChange={(startsOn) => set({ startsOn })}
          required
        />
        <TextField
          label={uiText.programmePlannedEndLabel}
          type="date"
          value={settings.endsOn}
          onChange={(endsOn) => set({ endsOn })}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={zoneId}>{uiText.timeZoneLabel}</label>
        <select
          id={zoneId}
          value={settings.timeZone}
          onChange={(event) => set({ timeZone: event.target.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <div className="programme-form-row">
        <TextField
          label={uiText.youngestPupilLabel}
          type="number"
          inputMode="numeric"
          min={PROGRAMME_AGES.min}
          max={PROGRAMME_AGES.max}
          value={Number.isNaN(settings.minAge) ? '' : String(settings.minAge)}
          onChange={(text) => set({ minAge: age(text) })}
        />
        <TextField
          label={uiText.oldestPupilLabel}
          type="number"
          inputMode="numeric"
          min={PROGRAMME_AGES.min}
          max={PROGRAMME_AGES.max}
          value={Number.isNaN(settings.maxAge) ? '' : String(settings.maxAge)}
          onChange={(text) => set({ maxAge: age(text) })}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.pupilsSeeOnlyItsMentors}
          onChange={(event) => set({ pupilsSeeOnlyItsMentors: event.target.checked })}
        />
        {uiText.pupilsSeeOnlyItsMentorsLabel}
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.coordinatorApprovesMatches}
          onChange={(event) => set({ coordinatorApprovesMatches: event.target.checked })}
        />
        {uiText.coordinatorApprovesMatchesLabel}
      </label>
      <div className="programme-form-row">
        <TextField
          label={uiText.contactHoursFromLabel}
          type="time"
          value={settings.contactFrom}
          onChange={(contactFrom) => set({ contactFrom })}
          hint={uiText.contactHoursFromHint}
        />
        <TextField
          label={uiText.contactHoursUntilLabel}
          type="time"
          value={settings.contactUntil}
          onChange={(contactUntil) => set({ contactUntil })}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.asksCaregiver}
          onChange={(event) => set({ asksCaregiver: event.target.checked })}
        />
        {uiText.asksCaregiverLabel}
      </label>
      <div className="field">
        <label htmlFor={videoId}>{uiText.videoPolicyLabel}</label>
        <select
          id={videoId}
          value={settings.videoPolicy}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isVideoPolicy(chosen)) set({ videoPolicy: chosen });
          }}
        >
          {VIDEO_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {uiText.videoPolicyName({ policy })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={cadenceId}>{uiText.checkInCadenceLabel}</label>
        <select
          id={cadenceId}
          value={settings.checkInCadence}
          aria-describedby={cadenceHintId}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isCadence(chosen)) set({ checkInCadence: chosen });
          }}
        >
          {CHECK_IN_CADENCES.map((cadence) => (
            <option key={cadence} value={cadence}>
              {uiText.checkInCadenceName({ cadence })}
            </option>
          ))}
        </select>
        <span id={cadenceHintId} className="hint">
          {uiText.checkInCadenceHint}
        </span>
      </div>
      <FormError problem={problem} />
      <div className="button-row">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? uiText.savingProgramme : submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {uiText.consoleCancel}
        </button>
      </div>
    </form>
  );
}
