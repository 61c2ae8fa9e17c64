import { useId } from 'react';
import type { StoryExperience } from '@mentorbridge/domain/api/mentor-story';
import { storyLimits } from '@mentorbridge/domain/story-limits';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ChoiceFieldset } from '../../ui/choice-fieldset.tsx';
import { CountedField } from '../../ui/counted-field.tsx';
import { experienceGroups } from './story-choices.ts';
import { changedExperience, toggledExperience } from './story-draft.ts';

/**
 * "Experiences" of a mentor's story: the catalogue by group, at most 8 ticked, and under each
 * ticked one its note and whether it is shown on the profile.
 */
export function StoryExperiencesFieldset({
  experiences,
  onChange,
}: {
  experiences: readonly StoryExperience[];
  onChange: (experiences: StoryExperience[]) => void;
}) {
  return (
    <ChoiceFieldset
      legend={uiText.experiencesLegend}
      hint={uiText.tooManyExperiences({ max: storyLimits.experiences })}
      groups={experienceGroups()}
      selected={experiences.map((experience) => experience.id)}
      max={storyLimits.experiences}
      onToggle={(id, checked) => onChange(toggledExperience(experiences, id, checked))}
      renderChosen={(choice, labelId) => {
        const experience = experiences.find((chosen) => chosen.id === choice.id);
        return (
          experience && (
            <ExperienceDetails
              experience={experience}
              label={choice.label}
              labelId={labelId}
              onChange={(change) => onChange(changedExperience(experiences, choice.id, change))}
            />
          )
        );
      }}
    />
  );
}

function ExperienceDetails({
  experience,
  label,
  labelId,
  onChange,
}: {
  experience: StoryExperience;
  label: string;
  /** The id of the experience's own label, which the "Show on my profile" box is about. */
  labelId: string;
  onChange: (change: Partial<Omit<StoryExperience, 'id'>>) => void;
}) {
  const hiddenHintId = useId();
  return (
    <div className="experience-details">
      {/* Named after the experience, as the server names it, since several notes may be open. */}
      <CountedField
        label={uiText.experienceNoteLabel}
        alsoLabelledBy={labelId}
        fieldName={uiText.experienceNoteFieldName({ label })}
        rows={3}
        value={experience.note}
        onChange={(note) => onChange({ note })}
        max={storyLimits.experienceNote}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={experience.shown}
          aria-describedby={experience.shown ? labelId : `${labelId} ${hiddenHintId}`}
          onChange={(event) => onChange({ shown: event.target.checked })}
        />
        {uiText.showOnMyProfile}
      </label>
      {!experience.shown && (
        <p id={hiddenHintId} className="hint hidden-experience-hint">
          {uiText.hiddenExperienceHint}
        </p>
      )}
    </div>
  );
}
