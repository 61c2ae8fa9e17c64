import type { PlainMessageId } from './i18n/catalogue.ts';
import { uiText } from './ui-text.ts';

/**
 * The life experiences a mentor can say they have been through, and a mentee can look for
 * (docs/product.md, "A mentor's story"). Each has a fixed `bit`: the server keeps a mentor's
 * experiences as one number with these bits set, so a bit is never reused or renumbered.
 *
 * `sensitive` experiences start hidden ("Show on my profile" off): health, identity and family
 * hardship are shared only when the mentor chooses to. A hidden experience still counts in
 * suggestions, and is never named to anyone else.
 */
export interface LifeExperience {
  id: string;
  label: string;
  bit: number;
  sensitive: boolean;
  /**
   * How a suggestion's "Why:" line names it in English, when it is shown: the English message of
   * `experienceReason`, which writes it in the reader's language.
   */
  reason: string;
}

export interface ExperienceGroup {
  group: string;
  experiences: readonly LifeExperience[];
}

type Entry = [id: string, label: string, bit: number, reason?: string, sensitive?: boolean];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function group(name: string, sensitive: boolean, entries: Entry[]): ExperienceGroup {
  return {
    group: name,
    experiences: entries.map(([id, label, bit, reason, ownSensitivity]) => ({
      id,
      label,
      bit,
      sensitive: ownSensitivity ?? sensitive,
      reason: reason ?? `also ${lowerFirst(label)}`,
    })),
  };
}

export const experienceCatalogue: readonly ExperienceGroup[] = [
  group('School and study paths', false, [
    ['first-in-family-university', 'First in my family to go to university', 0],
    [
      'apprenticeship-not-university',
      'Apprenticeship instead of university',
      1,
      'also did an apprenticeship instead of university',
    ],
    ['vocational-course', 'Took a vocational course (BTEC, T Level or similar)', 2],
    ['changed-schools', 'Changed schools more than once', 3],
    ['resat-exams', 'Resat exams', 4],
    ['gap-year', 'Took a gap year', 5],
    ['left-school-early', 'Left school early and came back to learning', 6],
    ['studied-abroad', 'Studied abroad', 7],
    ['back-to-study-as-adult', 'Went back to study as an adult', 8],
    ['home-schooled', 'Home-schooled', 9, 'also home-schooled'],
  ]),
  group('Family and home', false, [
    ['moved-country', 'Moved to a new country', 10],
    ['learned-language-at-school', 'Learned the language at school', 11],
    ['grew-up-rural', 'Grew up in a small town or the countryside', 12],
    ['big-family', 'Grew up in a big family', 13],
    ['looked-after-siblings', 'Helped bring up younger brothers or sisters', 14],
    // Family hardship: hidden until the mentor chooses to show it.
    ['young-carer', 'Young carer', 15, 'also a young carer', true],
    ['care-experienced', 'Grew up in care', 16, undefined, true],
    ['single-parent-family', 'Grew up with one parent', 17, undefined, true],
    ['little-money', 'Grew up with little money', 18, undefined, true],
    ['lost-a-parent', 'Lost a parent young', 19, undefined, true],
    ['parents-separated', 'Parents separated', 20, 'parents also separated', true],
  ]),
  group('Health and wellbeing', true, [
    ['anxiety', 'Lived with anxiety', 21],
    ['low-mood', 'Lived with depression or low mood', 22],
    ['dyslexia-adhd', 'Dyslexia or ADHD', 23, 'also has dyslexia or ADHD'],
    ['autistic', 'Autistic', 24, 'also autistic'],
    ['long-term-illness', 'Long-term illness', 25, 'also lived with a long-term illness'],
    ['disability', 'Physical disability', 26, 'also has a physical disability'],
    ['bullied', 'Was bullied at school', 27],
  ]),
  group('Identity and belonging', true, [
    ['lgbtq', 'LGBTQ+', 28, 'also LGBTQ+'],
    ['refugee-background', 'Refugee background', 29, 'also from a refugee background'],
    ['minority-faith', 'Practised a minority faith at school', 30],
    ['only-one-like-me', 'Often the only one like me in the room', 31],
  ]),
  group('Work and money', false, [
    ['worked-while-studying', 'Worked while studying', 32],
    ['changed-career', 'Changed career', 33],
    ['started-business', 'Started my own business', 34],
    ['first-job-without-degree', 'Got a good job without a degree', 35],
    ['found-work-again', 'Was out of work and found my way back', 36],
  ]),
  group('Interests and achievements', false, [
    ['sport', 'Competed in a sport', 37],
    ['music-arts', 'Music, drama or art outside school', 38],
    ['taught-myself-coding', 'Taught myself to code', 39],
    ['volunteering', 'Volunteered in my community', 40],
    ['scholarship', 'Won a scholarship or bursary', 41],
  ]),
];

export const allExperiences: readonly LifeExperience[] = experienceCatalogue.flatMap(
  (entry) => entry.experiences,
);

const experiencesById = new Map(allExperiences.map((experience) => [experience.id, experience]));

export function experienceById(id: string): LifeExperience | undefined {
  return experiencesById.get(id);
}

/** The number that holds a set of experiences, one bit each (see `bit`). */
export function experienceMask(ids: readonly string[]): number {
  return maskOf(ids.map((id) => experiencesById.get(id)?.bit));
}

/**
 * Bits as a number: below 2^53, exact in JavaScript and in a 64-bit integer column. Unknown ids
 * (undefined) are left out.
 */
export function maskOf(bits: readonly (number | undefined)[]): number {
  let mask = 0;
  for (const bit of bits) if (bit !== undefined) mask += 2 ** bit;
  return mask;
}

/**
 * Each experience's label in the reader's language (area `directory` of the catalogue), by its
 * id. The English message is the `label` above, which the server and the rules keep using.
 */
const experienceLabelIds: Readonly<Record<string, PlainMessageId>> = {
  'first-in-family-university': 'experienceFirstInFamilyUniversity',
  'apprenticeship-not-university': 'experienceApprenticeshipNotUniversity',
  'vocational-course': 'experienceVocationalCourse',
  'changed-schools': 'experienceChangedSchools',
  'resat-exams': 'experienceResatExams',
  'gap-year': 'experienceGapYear',
  'left-school-early': 'experienceLeftSchoolEarly',
  'studied-abroad': 'experienceStudiedAbroad',
  'back-to-study-as-adult': 'experienceBackToStudyAsAdult',
  'home-schooled': 'experienceHomeSchooled',
  'moved-country': 'experienceMovedCountry',
  'learned-language-at-school': 'experienceLearnedLanguageAtSchool',
  'grew-up-rural': 'experienceGrewUpRural',
  'big-family': 'experienceBigFamily',
  'looked-after-siblings': 'experienceLookedAfterSiblings',
  'young-carer': 'experienceYoungCarer',
  'care-experienced': 'experienceCareExperienced',
  'single-parent-family': 'experienceSingleParentFamily',
  'little-money': 'experienceLittleMoney',
  'lost-a-parent': 'experienceLostAParent',
  'parents-separated': 'experienceParentsSeparated',
  anxiety: 'experienceAnxiety',
  'low-mood': 'experienceLowMood',
  'dyslexia-adhd': 'experienceDyslexiaAdhd',
  autistic: 'experienceAutistic',
  'long-term-illness': 'experienceLongTermIllness',
  disability: 'experienceDisability',
  bullied: 'experienceBullied',
  lgbtq: 'experienceLgbtq',
  'refugee-background': 'experienceRefugeeBackground',
  'minority-faith': 'experienceMinorityFaith',
  'only-one-like-me': 'experienceOnlyOneLikeMe',
  'worked-while-studying': 'experienceWorkedWhileStudying',
  'changed-career': 'experienceChangedCareer',
  'started-business': 'experienceStartedBusiness',
  'first-job-without-degree': 'experienceFirstJobWithoutDegree',
  'found-work-again': 'experienceFoundWorkAgain',
  sport: 'experienceSport',
  'music-arts': 'experienceMusicArts',
  'taught-myself-coding': 'experienceTaughtMyselfCoding',
  volunteering: 'experienceVolunteering',
  scholarship: 'experienceScholarship',
};

/** Each group's name in the reader's language, by its English name (`group` above). */
const experienceGroupNameIds: Readonly<Record<string, PlainMessageId>> = {
  'School and study paths': 'experienceGroupSchoolAndStudy',
  'Family and home': 'experienceGroupFamilyAndHome',
  'Health and wellbeing': 'experienceGroupHealthAndWellbeing',
  'Identity and belonging': 'experienceGroupIdentityAndBelonging',
  'Work and money': 'experienceGroupWorkAndMoney',
  'Interests and achievements': 'experienceGroupInterestsAndAchievements',
};

/**
 * An experience as the reader's language names it, for the views; an id outside the catalogue
 * is shown as it is. Read while a view renders, never at a module's top level.
 */
export function experienceLabel(id: string): string {
  const messageId = experienceLabelIds[id];
  return messageId ? uiText[messageId] : (experienceById(id)?.label ?? id);
}

/** A group of experiences (`group` above) as the reader's language names it. */
export function experienceGroupName(group: string): string {
  const messageId = experienceGroupNameIds[group];
  return messageId ? uiText[messageId] : group;
}

/**
 * How a suggestion's "Why:" line names each experience in the reader's language (area
 * `directory`), by its id. The English message is the `reason` above.
 */
const experienceReasonIds: Readonly<Record<string, PlainMessageId>> = {
  'first-in-family-university': 'whyExperienceFirstInFamilyUniversity',
  'apprenticeship-not-university': 'whyExperienceApprenticeshipNotUniversity',
  'vocational-course': 'whyExperienceVocationalCourse',
  'changed-schools': 'whyExperienceChangedSchools',
  'resat-exams': 'whyExperienceResatExams',
  'gap-year': 'whyExperienceGapYear',
  'left-school-early': 'whyExperienceLeftSchoolEarly',
  'studied-abroad': 'whyExperienceStudiedAbroad',
  'back-to-study-as-adult': 'whyExperienceBackToStudyAsAdult',
  'home-schooled': 'whyExperienceHomeSchooled',
  'moved-country': 'whyExperienceMovedCountry',
  'learned-language-at-school': 'whyExperienceLearnedLanguageAtSchool',
  'grew-up-rural': 'whyExperienceGrewUpRural',
  'big-family': 'whyExperienceBigFamily',
  'looked-after-siblings': 'whyExperienceLookedAfterSiblings',
  'young-carer': 'whyExperienceYoungCarer',
  'care-experienced': 'whyExperienceCareExperienced',
  'single-parent-family': 'whyExperienceSingleParentFamily',
  'little-money': 'whyExperienceLittleMoney',
  'lost-a-parent': 'whyExperienceLostAParent',
  'parents-separated': 'whyExperienceParentsSeparated',
  anxiety: 'whyExperienceAnxiety',
  'low-mood': 'whyExperienceLowMood',
  'dyslexia-adhd': 'whyExperienceDyslexiaAdhd',
  autistic: 'whyExperienceAutistic',
  'long-term-illness': 'whyExperienceLongTermIllness',
  disability: 'whyExperienceDisability',
  bullied: 'whyExperienceBullied',
  lgbtq: 'whyExperienceLgbtq',
  'refugee-background': 'whyExperienceRefugeeBackground',
  'minority-faith': 'whyExperienceMinorityFaith',
  'only-one-like-me': 'whyExperienceOnlyOneLikeMe',
  'worked-while-studying': 'whyExperienceWorkedWhileStudying',
  'changed-career': 'whyExperienceChangedCareer',
  'started-business': 'whyExperienceStartedBusiness',
  'first-job-without-degree': 'whyExperienceFirstJobWithoutDegree',
  'found-work-again': 'whyExperienceFoundWorkAgain',
  sport: 'whyExperienceSport',
  'music-arts': 'whyExperienceMusicArts',
  'taught-myself-coding': 'whyExperienceTaughtMyselfCoding',
  volunteering: 'whyExperienceVolunteering',
  scholarship: 'whyExperienceScholarship',
};

/**
 * A shown experience as a suggestion's "Why:" line names it, in the reader's language; an id
 * outside the catalogue is shown as it is. Read while a view renders, never at a module's top
 * level.
 */
export function experienceReason(id: string): string {
  const messageId = experienceReasonIds[id];
  return messageId ? uiText[messageId] : (experienceById(id)?.reason ?? id);
}
