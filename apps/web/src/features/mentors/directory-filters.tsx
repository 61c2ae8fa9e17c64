import { goalLabel, helpGoals } from '@mentorbridge/domain/help-goals';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import {
  type Language,
  languageCatalogue,
  languageName,
  mentoringLanguageOf,
} from '@mentorbridge/domain/languages';
import {
  experienceCatalogue,
  experienceGroupName,
  experienceLabel,
} from '@mentorbridge/domain/life-experiences';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { MentorFilters } from './api/mentor-filters.ts';

/**
 * The languages of the language filter, the page's own first (a Spanish page offers Spanish
 * first), then the catalogue's order.
 */
export function languageChoices(pageLanguage: Locale): Language[] {
  const first = mentoringLanguageOf[pageLanguage];
  return [first, ...languageCatalogue.filter((language) => language !== first)];
}

/**
 * The filters beside "Search by skill": one experience, one goal, one language (the page's
 * first, never chosen for the reader), and whether the mentor takes requests now. Each takes
 * effect at once; the empty option means any.
 */
export function DirectoryFilters({
  filters,
  pageLanguage,
  onChange,
}: {
  filters: MentorFilters;
  /** The language the page is in. */
  pageLanguage: Locale;
  onChange: (change: Partial<MentorFilters>) => void;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor="filter-experience">{uiText.filterExperience}</label>
        <select
          id="filter-experience"
          value={filters.experience}
          onChange={(event) => onChange({ experience: event.target.value })}
        >
          <option value="">{uiText.anyExperience}</option>
          {experienceCatalogue.map(({ group, experiences }) => (
            <optgroup key={group} label={experienceGroupName(group)}>
              {experiences.map(({ id }) => (
                <option key={id} value={id}>
                  {experienceLabel(id)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-goal">{uiText.canHelpWith}</label>
        <select
          id="filter-goal"
          value={filters.goal}
          onChange={(event) => onChange({ goal: event.target.value })}
        >
          <option value="">{uiText.anyGoal}</option>
          {helpGoals.map(({ id }) => (
            <option key={id} value={id}>
              {goalLabel(id)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-language">{uiText.languageLabel}</label>
        <select
          id="filter-language"
          value={filters.language}
          onChange={(event) => onChange({ language: event.target.value })}
        >
          <option value="">{uiText.anyLanguage}</option>
          {languageChoices(pageLanguage).map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox filter-taking">
        <input
          type="checkbox"
          checked={filters.taking}
          onChange={(event) => onChange({ taking: event.target.checked })}
        />
        {uiText.mentorTakingRequests}
      </label>
    </>
  );
}
