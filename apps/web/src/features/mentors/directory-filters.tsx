import { helpGoals } from '@mentorbridge/domain/help-goals';
import { languageCatalogue } from '@mentorbridge/domain/languages';
import { experienceCatalogue } from '@mentorbridge/domain/life-experiences';
import type { MentorFilters } from './api/mentor-filters.ts';

/**
 * The filters beside "Search by skill": one experience, one goal, one language, and whether the
 * mentor takes requests now. Each takes effect at once; the empty option means any.
 */
export function DirectoryFilters({
  filters,
  onChange,
}: {
  filters: MentorFilters;
  onChange: (change: Partial<MentorFilters>) => void;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor="filter-experience">Experience</label>
        <select
          id="filter-experience"
          value={filters.experience}
          onChange={(event) => onChange({ experience: event.target.value })}
        >
          <option value="">Any experience</option>
          {experienceCatalogue.map(({ group, experiences }) => (
            <optgroup key={group} label={group}>
              {experiences.map(({ id, label }) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-goal">Can help with</label>
        <select
          id="filter-goal"
          value={filters.goal}
          onChange={(event) => onChange({ goal: event.target.value })}
        >
          <option value="">Anything</option>
          {helpGoals.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-language">Language</label>
        <select
          id="filter-language"
          value={filters.language}
          onChange={(event) => onChange({ language: event.target.value })}
        >
          <option value="">Any language</option>
          {languageCatalogue.map((language) => (
            <option key={language} value={language}>
              {language}
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
        Taking requests
      </label>
    </>
  );
}
