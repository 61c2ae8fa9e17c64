import { useId, type ReactNode } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';

export interface Choice {
  id: string;
  label: string;
}

/** Choices under a heading of their own; a group without a name is a plain list. */
export interface ChoiceGroup {
  name?: string;
  choices: readonly Choice[];
}

interface ChoiceFieldsetProps {
  legend: string;
  /** How many to choose, in the rules' words ("Choose 1 to 5 languages."). */
  hint: string;
  groups: readonly ChoiceGroup[];
  selected: readonly string[];
  /** The most that may be ticked: the rest are turned off at that, and the fieldset says why. */
  max: number;
  onToggle: (id: string, checked: boolean) => void;
  /** What a ticked choice shows under it; `labelId` names the choice, for what it describes. */
  renderChosen?: (choice: Choice, labelId: string) => ReactNode;
}

/**
 * Checkboxes in a fieldset, grouped or not, with a count of those ticked and a limit: at the
 * limit the others are turned off, as the sign-up's skill picker does, and a status line says so.
 */
export function ChoiceFieldset({
  legend,
  hint,
  groups,
  selected,
  max,
  onToggle,
  renderChosen,
}: ChoiceFieldsetProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const limitReached = selected.length >= max;

  const checkbox = (choice: Choice) => {
    const checked = selected.includes(choice.id);
    const labelId = `${baseId}-${choice.id}`;
    return (
      <div key={choice.id} className="choice">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={checked}
            disabled={!checked && limitReached}
            onChange={(event) => onToggle(choice.id, event.target.checked)}
          />
          <span id={labelId}>{choice.label}</span>
        </label>
        {checked && renderChosen?.(choice, labelId)}
      </div>
    );
  };

  return (
    <fieldset className="choice-fieldset" aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className="hint choice-hint">
        {hint} <span aria-live="polite">{uiText.choiceCount({ count: selected.length, max })}</span>
      </p>
      <p role="status" className="hint choice-limit">
        {limitReached ? uiText.choiceLimitReached({ max }) : ''}
      </p>
      {groups
        .filter((group) => !group.name)
        .map((group, index) => (
          <div key={index} className="choice-list">
            {group.choices.map(checkbox)}
          </div>
        ))}
      {groups.some((group) => group.name) && (
        <div className="choice-groups">
          {groups
            .filter((group) => group.name)
            .map((group) => (
              <fieldset key={group.name} className="choice-group">
                <legend>{group.name}</legend>
                {group.choices.map(checkbox)}
              </fieldset>
            ))}
        </div>
      )}
    </fieldset>
  );
}
