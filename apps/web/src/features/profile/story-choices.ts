import { helpGoals } from '@mentorbridge/domain/help-goals';
import { languageCatalogue } from '@mentorbridge/domain/languages';
import { experienceCatalogue } from '@mentorbridge/domain/life-experiences';
import type { Choice, ChoiceGroup } from '../../ui/choice-fieldset.tsx';

/** The catalogues as the forms' checkboxes list them. */
export const languageChoices: readonly Choice[] = languageCatalogue.map((language) => ({
  id: language,
  label: language,
}));

export const goalChoices: readonly Choice[] = helpGoals.map(({ id, label }) => ({ id, label }));

export const experienceGroups: readonly ChoiceGroup[] = experienceCatalogue.map((entry) => ({
  name: entry.group,
  choices: entry.experiences.map(({ id, label }) => ({ id, label })),
}));
