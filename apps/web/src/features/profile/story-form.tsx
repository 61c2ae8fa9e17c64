import { useState, type FormEvent } from 'react';
import type { MentorStory } from '@mentorbridge/domain/api/mentor-story';
import { storyLimits } from '@mentorbridge/domain/story-limits';
import { checkStory, normalizeStory } from '@mentorbridge/domain/story-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ChoiceFieldset } from '../../ui/choice-fieldset.tsx';
import { CountedField } from '../../ui/counted-field.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useSaveStory } from './api/story-query.ts';
import { saveFailureText } from './save-failure.ts';
import { goalChoices, languageChoices } from './story-choices.ts';
import { StoryExperiencesFieldset } from './story-experiences.tsx';
import { storyForEditing, toggled } from './story-draft.ts';

const { mentorGoals } = storyLimits;

/**
 * A mentor's story: headline, about, experiences, languages and what they can help with,
 * checked by the story rules before "Save profile" sends it (the server checks it again, and
 * its words too).
 */
export function StoryForm({ saved }: { saved: MentorStory }) {
  const notify = useNotify();
  const save = useSaveStory();
  const [story, setStory] = useState(() => storyForEditing(saved));
  const change = (part: Partial<MentorStory>) => setStory((current) => ({ ...current, ...part }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ready = normalizeStory(story);
    const problem = checkStory(ready);
    if (problem) {
      notify({ kind: 'error', text: problem });
      return;
    }
    save.mutate(ready, {
      onSuccess: (savedStory) => {
        setStory(storyForEditing(savedStory));
        notify({ kind: 'success', text: uiText.profileSaved });
      },
      onError: (error) =>
        notify({ kind: 'error', text: saveFailureText(error, uiText.profileSaveFailed) }),
    });
  };

  return (
    <form className="story-form" noValidate onSubmit={handleSubmit}>
      <CountedField
        label={uiText.headlineLabel}
        value={story.headline}
        onChange={(headline) => change({ headline })}
        max={storyLimits.headline}
      />
      <CountedField
        label={uiText.aboutMe}
        rows={6}
        value={story.about}
        onChange={(about) => change({ about })}
        max={storyLimits.about}
      />
      <StoryExperiencesFieldset
        experiences={story.experiences}
        onChange={(experiences) => change({ experiences })}
      />
      <ChoiceFieldset
        legend={uiText.languagesHeading}
        hint={uiText.languagesCount}
        groups={[{ choices: languageChoices() }]}
        selected={story.languages}
        max={storyLimits.languages.max}
        onToggle={(id, checked) => change({ languages: toggled(story.languages, id, checked) })}
      />
      <ChoiceFieldset
        legend={uiText.storyCanHelpWith}
        hint={uiText.goalsCount({ min: mentorGoals.min, max: mentorGoals.max })}
        groups={[{ choices: goalChoices() }]}
        selected={story.goals}
        max={mentorGoals.max}
        onToggle={(id, checked) => change({ goals: toggled(story.goals, id, checked) })}
      />
      <button type="submit" className="button primary" disabled={save.isPending}>
        {save.isPending ? uiText.dashboardSaving : uiText.saveProfile}
      </button>
    </form>
  );
}
