import { goalLabel, helpGoals } from '@mentorbridge/domain/help-goals';
import { languageCatalogue, languageName } from '@mentorbridge/domain/languages';
import {
  experienceCatalogue,
  experienceGroupName,
  experienceLabel,
} from '@mentorbridge/domain/life-experiences';
import type { Choice, ChoiceGroup } from '../../ui/choice-fieldset.tsx';

/*
 * The catalogues as the forms' checkboxes list them: the ids the server keeps, named in the
 * reader's language. Functions, read while a form renders, so they follow the active language.
 */

export const languageChoices = (): readonly Choice[] =>
  languageCatalogue.map((language) => ({ id: language, label: languageName(language) }));

export const goalChoices = (): readonly Choice[] =>
  helpGoals.map(({ id }) => ({ id, label: goalLabel(id) }));

export const experienceGroups = (): readonly ChoiceGroup[] =>
  experienceCatalogue.map((entry) => ({
    name: experienceGroupName(entry.group),
    choices: entry.experiences.map(({ id }) => ({ id, label: experienceLabel(id) })),
  }));
