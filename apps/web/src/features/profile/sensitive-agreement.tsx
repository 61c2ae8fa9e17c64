import { experienceById } from '@mentorbridge/domain/life-experiences';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * Under a sensitive experience a mentee ticked (health, identity, family hardship): its own "Use
 * this to find me a mentor", with why. It counts only when ticked, as the server checks too
 * (explicit consent for special category data). Nothing for any other experience.
 */
export function SensitiveAgreement({
  experienceId,
  labelId,
  agreed,
  onChange,
}: {
  experienceId: string;
  /** The experience's own label, so each agreement is told apart by a screen reader. */
  labelId: string;
  agreed: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!experienceById(experienceId)?.sensitive) return null;
  const agreeId = `${labelId}-agree`;
  const reasonId = `${labelId}-reason`;
  return (
    <div className="experience-details">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={agreed}
          aria-labelledby={`${agreeId} ${labelId}`}
          aria-describedby={reasonId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span id={agreeId}>{uiText.useToFindMyMentor}</span>
      </label>
      <p id={reasonId} className="hint">
        {uiText.sensitiveUseReason}
      </p>
    </div>
  );
}
