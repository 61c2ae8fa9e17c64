import { describe, expect, it } from 'vitest';
import { hasNarrowingFilters, mentorListSearch, noMentorFilters } from './mentor-filters.ts';

describe('the query string of the mentor directory', () => {
  it('is empty when nothing is chosen', () => {
    expect(mentorListSearch(noMentorFilters, null)).toBe('');
  });

  it('names only what is chosen, with "taking" as the server reads it', () => {
    const search = mentorListSearch({ ...noMentorFilters, goal: 'confidence', taking: true }, null);
    expect(search).toBe('?goal=confidence&taking=true');
  });

  it('carries every filter, the skill and the page, each read back as it was', () => {
    const search = mentorListSearch(
      {
        skill: 'C++ & data',
        experience: 'young-carer',
        goal: 'first-job',
        language: 'British Sign Language',
        taking: true,
      },
      'cursor/1',
    );
    expect(Object.fromEntries(new URLSearchParams(search.slice(1)))).toEqual({
      skill: 'C++ & data',
      experience: 'young-carer',
      goal: 'first-job',
      language: 'British Sign Language',
      taking: 'true',
      cursor: 'cursor/1',
    });
  });

  it('leaves "taking" out when the box is not ticked, so every mentor is listed', () => {
    expect(mentorListSearch({ ...noMentorFilters, skill: 'weld' }, null)).toBe('?skill=weld');
  });
});

describe('whether filters beyond the skill narrow the list', () => {
  it('is no for a skill search alone, yes for any filter', () => {
    expect(hasNarrowingFilters({ ...noMentorFilters, skill: 'weld' })).toBe(false);
    expect(hasNarrowingFilters({ ...noMentorFilters, language: 'Welsh' })).toBe(true);
    expect(hasNarrowingFilters({ ...noMentorFilters, taking: true })).toBe(true);
  });
});
