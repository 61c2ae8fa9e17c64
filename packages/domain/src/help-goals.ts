import type { PlainMessageId } from './i18n/catalogue.ts';
import { skillCatalogue } from './skill-catalogue.ts';
import { uiText } from './ui-text.ts';

type SkillCategory = (typeof skillCatalogue)[number]['category'];

/**
 * What a mentor can help with and a mentee wants help with (docs/product.md). Each goal has a
 * fixed `bit` (kept as one number per mentor, never renumbered) and the skill categories whose
 * mentors know most about it: a mentor with a skill there is a closer match.
 */
export interface HelpGoal {
  id: string;
  label: string;
  bit: number;
  categories: readonly SkillCategory[];
}

const goal = (
  id: string,
  label: string,
  bit: number,
  categories: readonly SkillCategory[],
): HelpGoal => ({ id, label, bit, categories });

export const helpGoals: readonly HelpGoal[] = [
  goal('choosing-subjects', 'Choosing subjects', 0, ['Education & Training']),
  goal('exam-stress', 'Exam stress', 1, [
    'Education & Training',
    'Soft Skills & Personal Development',
  ]),
  goal('applying-to-university', 'Applying to university', 2, ['Education & Training']),
  goal('finding-apprenticeship', 'Finding an apprenticeship', 3, [
    'Trades & Manual Skills',
    'Business & Management',
  ]),
  goal('first-job', 'A first job', 4, ['Business & Management', 'Marketing & Sales']),
  goal('starting-business', 'Starting a business', 5, [
    'Business & Management',
    'Marketing & Sales',
  ]),
  goal('confidence', 'Confidence', 6, [
    'Soft Skills & Personal Development',
    'Communication & Media',
  ]),
  goal('moving-school', 'Moving to a new school', 7, ['Education & Training']),
  goal('study-habits', 'Study habits and organisation', 8, [
    'Education & Training',
    'Soft Skills & Personal Development',
  ]),
  goal('career-in-tech', 'A career in technology', 9, [
    'Software Development & IT',
    'Data Science, AI & Analytics',
  ]),
  goal('career-in-health', 'A career in health or care', 10, ['Healthcare & Medical']),
  goal('creative-career', 'A creative career', 11, [
    'Design & Creative Arts',
    'Communication & Media',
  ]),
  goal('career-in-science', 'A career in science', 12, ['Science & Research']),
  goal('career-in-law-public-service', 'A career in law or public service', 13, [
    'Legal & Public Service',
  ]),
  goal('settling-in-new-country', 'Settling in a new country', 14, []),
  goal('money-and-work', 'Money, part-time work and budgeting', 15, ['Business & Management']),
];

const goalsById = new Map(helpGoals.map((entry) => [entry.id, entry]));

export function helpGoalById(id: string): HelpGoal | undefined {
  return goalsById.get(id);
}

/**
 * Each goal's label in the reader's language (area `directory` of the catalogue), by its id. The
 * English message is the `label` above, which the server and the rules keep using.
 */
const goalLabelIds: Readonly<Record<string, PlainMessageId>> = {
  'choosing-subjects': 'goalChoosingSubjects',
  'exam-stress': 'goalExamStress',
  'applying-to-university': 'goalApplyingToUniversity',
  'finding-apprenticeship': 'goalFindingApprenticeship',
  'first-job': 'goalFirstJob',
  'starting-business': 'goalStartingBusiness',
  confidence: 'goalConfidence',
  'moving-school': 'goalMovingSchool',
  'study-habits': 'goalStudyHabits',
  'career-in-tech': 'goalCareerInTech',
  'career-in-health': 'goalCareerInHealth',
  'creative-career': 'goalCreativeCareer',
  'career-in-science': 'goalCareerInScience',
  'career-in-law-public-service': 'goalCareerInLawPublicService',
  'settling-in-new-country': 'goalSettlingInNewCountry',
  'money-and-work': 'goalMoneyAndWork',
};

/**
 * A goal as the reader's language names it, for the views; an id outside the catalogue is shown
 * as it is. Read while a view renders, never at a module's top level.
 */
export function goalLabel(id: string): string {
  const messageId = goalLabelIds[id];
  return messageId ? uiText[messageId] : (helpGoalById(id)?.label ?? id);
}

const goalsByLabel = new Map(helpGoals.map((entry) => [entry.label, entry]));

/**
 * A goal's English `label` (as a mentor's page receives what they can help with) in the
 * reader's language; a label outside the catalogue is shown as it is.
 */
export function goalLabelOfEnglish(label: string): string {
  const found = goalsByLabel.get(label);
  return found ? goalLabel(found.id) : label;
}

/** The skill category of each catalogue skill. */
const categoryOfSkill = new Map<string, SkillCategory>(
  skillCatalogue.flatMap((entry) => entry.skills.map((skill) => [skill, entry.category] as const)),
);

export function skillCategoryOf(skill: string): SkillCategory | undefined {
  return categoryOfSkill.get(skill);
}

/** The fixed bit of each skill category: its place in the catalogue, which only ever grows. */
export function skillCategoryBit(category: string): number | undefined {
  const index = skillCatalogue.findIndex((entry) => entry.category === category);
  return index === -1 ? undefined : index;
}
