import { useState, type FormEvent } from 'react';
import type { MenteeAnswers } from '@mentorbridge/domain/api/mentor-story';
import { storyLimits } from '@mentorbridge/domain/story-limits';
import { checkAnswers } from '@mentorbridge/domain/story-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ChoiceFieldset } from '../../ui/choice-fieldset.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { useSaveAnswers } from './api/answers-query.ts';
import { saveFailureText } from './save-failure.ts';
import { SensitiveAgreement } from './sensitive-agreement.tsx';
import { experienceGroups, goalChoices, languageChoices } from './story-choices.ts';
import { answersForEditing, toggled } from './story-draft.ts';

const { menteeGoals, menteeExperiences, languages } = storyLimits;

/**
 * A mentee's answers: what they would like help with, who they would like to have been through
 * the same, and their languages. Checked by the rules before "Save my answers" sends them.
 */
export function FindMyMentorForm({ saved }: { saved: MenteeAnswers | null }) {
  const notify = useNotify();
  const save = useSaveAnswers();
  const [answers, setAnswers] = useState(() => answersForEditing(saved));
  const toggle =
    (part: 'goals' | 'experiences' | 'languages' | 'agreedToUse') =>
    (id: string, checked: boolean) =>
      setAnswers((current) => {
        const next = { ...current, [part]: toggled(current[part] ?? [], id, checked) };
        // An experience let go takes its agreement with it: ticked again, it is asked again.
        if (part === 'experiences' && !checked) {
          next.agreedToUse = toggled(current.agreedToUse ?? [], id, false);
        }
        return next;
      });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkAnswers(answers);
    if (problem) {
      notify({ kind: 'error', text: problem });
      return;
    }
    save.mutate(answers, {
      onSuccess: () => notify({ kind: 'success', text: uiText.answersSaved }),
      onError: (error) =>
        notify({ kind: 'error', text: saveFailureText(error, uiText.answersSaveFailed) }),
    });
  };

  return (
    <form className="story-form" noValidate onSubmit={handleSubmit}>
      <ChoiceFieldset
        legend={uiText.whatWouldYouLikeHelpWith}
        hint={uiText.goalsCount({ min: menteeGoals.min, max: menteeGoals.max })}
        groups={[{ choices: goalChoices() }]}
        selected={answers.goals}
        max={menteeGoals.max}
        onToggle={toggle('goals')}
      />
      <ChoiceFieldset
        legend={uiText.someoneWhoHasBeenThrough}
        hint={uiText.tooManyExperiences({ max: menteeExperiences.max })}
        groups={experienceGroups()}
        selected={answers.experiences}
        max={menteeExperiences.max}
        onToggle={toggle('experiences')}
        renderChosen={(choice, labelId) => (
          <SensitiveAgreement
            experienceId={choice.id}
            labelId={labelId}
            agreed={(answers.agreedToUse ?? []).includes(choice.id)}
            onChange={(checked) => toggle('agreedToUse')(choice.id, checked)}
          />
        )}
      />
      <ChoiceFieldset
        legend={uiText.languagesHeading}
        hint={uiText.languagesCount}
        groups={[{ choices: languageChoices() }]}
        selected={answers.languages}
        max={languages.max}
        onToggle={toggle('languages')}
      />
      <button type="submit" className="button primary" disabled={save.isPending}>
        {save.isPending ? uiText.dashboardSaving : uiText.saveMyAnswers}
      </button>
    </form>
  );
}
