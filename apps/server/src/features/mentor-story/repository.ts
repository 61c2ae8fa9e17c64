import type { Kysely } from 'kysely';
import type { MenteeAnswers, MentorStory } from '@mentorbridge/domain/api/mentor-story';
import { experienceById } from '@mentorbridge/domain/life-experiences';
import type { Database } from '../../db/schema.ts';

/** A story's lists as numbers with a bit per catalogue entry, and its searchable text. */
export interface StoryIndex {
  experienceMask: number;
  shownExperienceMask: number;
  goalMask: number;
  languageMask: number;
  categoryMask: number;
  searchText: string;
}

/** A mentor's saved story; null before they first save one. */
export async function findStory(db: Kysely<Database>, userId: string): Promise<MentorStory | null> {
  const profile = await db
    .selectFrom('mentor_profiles')
    .select(['headline', 'about'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) return null;
  const [experiences, goals, languages] = await Promise.all([
    db
      .selectFrom('mentor_experiences')
      .select(['experience', 'note', 'shown'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute(),
    db.selectFrom('mentor_goals').select('goal').where('user_id', '=', userId).execute(),
    db.selectFrom('mentor_languages').select('language').where('user_id', '=', userId).execute(),
  ]);
  return {
    headline: profile.headline,
    about: profile.about,
    experiences: experiences.map((row) => ({
      id: row.experience,
      note: row.note,
      shown: row.shown === 1,
    })),
    goals: goals.map((row) => row.goal),
    languages: languages.map((row) => row.language),
  };
}

/**
 * Replaces a mentor's story in one transaction: its lists, its bits and its searchable text,
 * which the full-text index follows by trigger, so search never sees half a story.
 */
export async function replaceStory(
  db: Kysely<Database>,
  userId: string,
  story: MentorStory,
  index: StoryIndex,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const values = {
      headline: story.headline,
      about: story.about,
      experience_mask: index.experienceMask,
      shown_experience_mask: index.shownExperienceMask,
      goal_mask: index.goalMask,
      language_mask: index.languageMask,
      category_mask: index.categoryMask,
      search_text: index.searchText,
      updated_at: now,
    };
    await trx
      .insertInto('mentor_profiles')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    for (const table of ['mentor_experiences', 'mentor_goals', 'mentor_languages'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    if (story.experiences.length > 0) {
      await trx
        .insertInto('mentor_experiences')
        .values(
          story.experiences.map((experience, position) => ({
            user_id: userId,
            experience: experience.id,
            note: experience.note,
            shown: experience.shown ? 1 : 0,
            position,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('mentor_goals')
      .values(story.goals.map((goal) => ({ user_id: userId, goal })))
      .execute();
    await trx
      .insertInto('mentor_languages')
      .values(story.languages.map((language) => ({ user_id: userId, language })))
      .execute();
  });
}

/** The skills a mentor signed up with: their categories count in suggestions. */
export async function findSkills(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('mentor_skills')
    .select('skill')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.skill);
}

const parseIds = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

/** A mentee's answers; null before they first save them. */
export async function findAnswers(
  db: Kysely<Database>,
  userId: string,
): Promise<MenteeAnswers | null> {
  const row = await db
    .selectFrom('mentee_answers')
    .select(['goals', 'experiences', 'languages'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const experiences = parseIds(row.experiences);
  return {
    goals: parseIds(row.goals),
    experiences,
    // Only what was agreed is ever saved (checkAnswers): every sensitive one kept was ticked.
    agreedToUse: experiences.filter((id) => experienceById(id)?.sensitive),
    languages: parseIds(row.languages),
  };
}

export async function replaceAnswers(
  db: Kysely<Database>,
  userId: string,
  answers: MenteeAnswers,
  now: number,
): Promise<void> {
  const values = {
    goals: JSON.stringify(answers.goals),
    experiences: JSON.stringify(answers.experiences),
    languages: JSON.stringify(answers.languages),
    updated_at: now,
  };
  await db
    .insertInto('mentee_answers')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
