import * as Collapsible from '@radix-ui/react-collapsible';
import { useState } from 'react';
import { MAX_SKILLS_PER_MENTOR } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { isSkillLimitReached } from '@mentorbridge/domain/sign-up-rules';
import { skillCatalogue } from '@mentorbridge/domain/skill-catalogue';

interface SkillPickerProps {
  selected: readonly string[];
  onChange: (skills: string[]) => void;
}

/** The collapsible expertise picker: 12 categories, at most 5 skills, the rest disabled at 5. */
export function SkillPicker({ selected, onChange }: SkillPickerProps) {
  const [open, setOpen] = useState(true);
  const limitReached = isSkillLimitReached(selected.length);

  const toggle = (skill: string, checked: boolean) => {
    onChange(checked ? [...selected, skill] : selected.filter((chosen) => chosen !== skill));
  };

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="skill-picker">
      <div className="skill-picker-header">
        <Collapsible.Trigger className="button secondary">
          {open ? uiText.hideExpertise : uiText.showExpertise}
        </Collapsible.Trigger>
        <span id="skill-picker-label" className="skill-picker-label">
          {uiText.skillPickerLabel}
        </span>
        <span className="skill-count" aria-live="polite">
          {uiText.choiceCount({ count: selected.length, max: MAX_SKILLS_PER_MENTOR })}
        </span>
      </div>
      {limitReached && (
        <p className="hint" role="status">
          {uiText.tooManySkills}
        </p>
      )}
      <Collapsible.Content className="skill-categories" aria-labelledby="skill-picker-label">
        {skillCatalogue.map(({ category, skills }) => (
          <fieldset key={category} className="skill-category">
            <legend>{category}</legend>
            {skills.map((skill) => {
              const checked = selected.includes(skill);
              return (
                <label key={skill} className="checkbox">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && limitReached}
                    onChange={(event) => toggle(skill, event.target.checked)}
                  />
                  {skill}
                </label>
              );
            })}
          </fieldset>
        ))}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
