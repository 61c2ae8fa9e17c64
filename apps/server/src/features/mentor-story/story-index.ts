import type { MentorStory } from '@mentorbridge/domain/api/mentor-story';
import { helpGoalById, skillCategoryBit, skillCategoryOf } from '@mentorbridge/domain/help-goals';
import { languageBit } from '@mentorbridge/domain/languages';
import { experienceById, maskOf } from '@mentorbridge/domain/life-experiences';
import type { StoryIndex } from './repository.ts';

/**
 * What search and suggestions read of a story. The searchable text holds only what the profile
 * shows: a hidden experience, or its note, must never make a mentor findable by it.
 */
export function indexStory(story: MentorStory, skills: readonly string[]): StoryIndex {
  const shown = story.experiences.filter((experience) => experience.shown);
  return {
    experienceMask: maskOf(story.experiences.map((entry) => experienceById(entry.id)?.bit)),
    shownExperienceMask: maskOf(shown.map((entry) => experienceById(entry.id)?.bit)),
    goalMask: maskOf(story.goals.map((id) => helpGoalById(id)?.bit)),
    languageMask: maskOf(story.languages.map(languageBit)),
    categoryMask: maskOf([
      ...new Set(
        skills.map((skill) => {
          const category = skillCategoryOf(skill);
          return category === undefined ? undefined : skillCategoryBit(category);
        }),
      ),
    ]),
    searchText: [
      story.headline,
      story.about,
      ...shown.flatMap((experience) => [
        experienceById(experience.id)?.label ?? '',
        experience.note,
      ]),
    ]
      .filter((text) => text !== '')
      .join('\n'),
  };
}
