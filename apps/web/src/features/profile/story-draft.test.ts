import { describe, expect, it } from 'vitest';
import type { MentorStory } from '@mentorbridge/domain/api/mentor-story';
import {
  answersForEditing,
  changedExperience,
  newStoryExperience,
  storyForEditing,
  toggled,
  toggledExperience,
} from './story-draft.ts';

const emptyStory: MentorStory = {
  headline: '',
  about: '',
  experiences: [],
  languages: [],
  goals: [],
};

describe('what the forms start from', () => {
  it('presets English on a story that names no language yet', () => {
    expect(storyForEditing(emptyStory).languages).toEqual(['English']);
  });

  it("keeps a story's own languages, English or not", () => {
    expect(storyForEditing({ ...emptyStory, languages: ['Welsh'] }).languages).toEqual(['Welsh']);
  });

  it('gives a mentee who never answered nothing chosen but English', () => {
    expect(answersForEditing(null)).toEqual({
      goals: [],
      experiences: [],
      agreedToUse: [],
      languages: ['English'],
    });
  });

  it("keeps a mentee's saved answers as they are", () => {
    const saved = {
      goals: ['confidence'],
      experiences: ['young-carer'],
      agreedToUse: ['young-carer'],
      languages: ['Polish'],
    };
    expect(answersForEditing(saved)).toEqual(saved);
  });
});

describe('ticking an experience on a story', () => {
  it('shows an everyday experience on the profile from the start', () => {
    expect(newStoryExperience('gap-year')).toEqual({ id: 'gap-year', note: '', shown: true });
  });

  it.each(['young-carer', 'anxiety', 'lgbtq', 'care-experienced'])(
    'keeps the sensitive %s off the profile until the mentor chooses to show it',
    (id) => {
      expect(newStoryExperience(id).shown).toBe(false);
    },
  );

  it('adds it once, and takes it out with its note when unticked', () => {
    const once = toggledExperience([], 'gap-year', true);
    expect(toggledExperience(once, 'gap-year', true)).toEqual(once);
    const noted = changedExperience(once, 'gap-year', { note: 'A year in Ghana' });
    expect(noted).toEqual([{ id: 'gap-year', note: 'A year in Ghana', shown: true }]);
    expect(toggledExperience(noted, 'gap-year', false)).toEqual([]);
  });

  it('changes only the experience named', () => {
    const two = toggledExperience(toggledExperience([], 'gap-year', true), 'anxiety', true);
    expect(changedExperience(two, 'anxiety', { shown: true })).toEqual([
      { id: 'gap-year', note: '', shown: true },
      { id: 'anxiety', note: '', shown: true },
    ]);
  });
});

describe('a tick in a list of choices', () => {
  it('adds at the end, never twice, and removes', () => {
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
