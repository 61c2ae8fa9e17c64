/**
 * The matching benchmark's people, made from a fixed seed so every run and both databases get
 * the same ones: mentors with full stories (headline, about text, experiences with notes, some
 * hidden, languages, goals, skills, capacity, some paused or unverified) and mentees with answers.
 */
import type { MenteeAnswers, MentorStory } from '@mentorbridge/domain/api/mentor-story';
import { helpGoalById, helpGoals } from '@mentorbridge/domain/help-goals';
import { languageCatalogue } from '@mentorbridge/domain/languages';
import { allExperiences, experienceById } from '@mentorbridge/domain/life-experiences';
import { skillCatalogue } from '@mentorbridge/domain/skill-catalogue';
import { storyLimits } from '@mentorbridge/domain/story-limits';
import {
  abroad,
  anyNote,
  cities,
  hobbies,
  list,
  notes,
  type Role,
  roles,
  tags,
} from './corpus-words.ts';
import { pick, pickWeighted, type Random, takeDistinct } from './random.ts';

export interface BenchMentor {
  id: string;
  story: MentorStory;
  skills: string[];
  capacity: number;
  paused: boolean;
  verified: boolean;
  /** Mentees they have accepted already, each one of the `settled` mentees. */
  acceptedFrom: string[];
  createdAt: number;
}

export interface BenchMentee {
  id: string;
  answers: MenteeAnswers;
}

/** How often each experience, goal and language comes up: common ones weigh more. */
const commonExperiences = new Set(
  list(
    'first-in-family-university, worked-while-studying, changed-career, moved-country, anxiety, resat-exams, gap-year, big-family, grew-up-rural, sport, music-arts, volunteering, little-money, parents-separated, dyslexia-adhd, apprenticeship-not-university',
  ),
);
const experienceWeights = allExperiences.map((experience) => ({
  value: experience.id,
  weight: commonExperiences.has(experience.id) ? 3 : 1,
}));
const menteeGoalWeights: Record<string, number> = {
  'applying-to-university': 5,
  'exam-stress': 5,
  'choosing-subjects': 4,
  'first-job': 4,
  'career-in-tech': 3,
  confidence: 3,
  'career-in-health': 2,
  'creative-career': 2,
  'study-habits': 2,
  'finding-apprenticeship': 2,
};
const goalIds = helpGoals.map((goal) => goal.id);
const menteeGoals = goalIds.map((value) => ({ value, weight: menteeGoalWeights[value] ?? 1 }));
const commonLanguages = new Set(
  list('Polish, Urdu, Punjabi, Arabic, Bengali, Spanish, French, Romanian'),
);
const otherLanguages = languageCatalogue
  .filter((language) => language !== 'English')
  .map((language) => ({
    value: language,
    weight: commonLanguages.has(language) ? 6 : 1,
  }));

const skillsByCategory = new Map<string, readonly string[]>(
  skillCatalogue.map((entry) => [entry.category, entry.skills]),
);
const allSkillNames = skillCatalogue.flatMap((entry) => entry.skills);

/** A UUID-shaped id from the seeded source, so both databases hold the same people. */
function idFrom(random: Random): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function languagesOf(random: Random): string[] {
  const count = pickWeighted(random, [
    { value: 1, weight: 6 },
    { value: 2, weight: 3 },
    { value: 3, weight: 1 },
  ]);
  const english = random() < 0.95;
  const others = takeDistinct(random, otherLanguages, english ? count - 1 : count);
  return english ? ['English', ...others] : others;
}

function aboutOf(random: Random, job: Role, story: Omit<MentorStory, 'about'>): string {
  const shown = new Set(story.experiences.filter((entry) => entry.shown).map((entry) => entry.id));
  const city = pick(random, cities);
  const sentences: string[] = [];
  if (shown.has('first-in-family-university')) {
    sentences.push(
      'I was the first in my family to go to university, so I know how confusing applications can be.',
    );
  }
  if (shown.has('apprenticeship-not-university')) {
    sentences.push(`I did an apprenticeship in ${job.subject} instead of going to university.`);
  } else if (random() < 0.7) {
    sentences.push(`I studied ${job.subject} at university in ${pick(random, cities)}.`);
  }
  if (shown.has('moved-country')) {
    sentences.push(
      `I moved to the UK from ${pick(random, abroad)} when I was ${10 + Math.floor(random() * 8)}.`,
    );
  }
  sentences.push(
    `Now I work as a ${lower(job.title)} at ${pick(random, job.workplaces)} in ${city}.`,
  );
  if (shown.has('changed-career') || random() < 0.3) {
    sentences.push(
      `Before that I spent ${2 + Math.floor(random() * 9)} years as a ${lower(pick(random, roles).title)}.`,
    );
  }
  const goals = story.goals.map((id) => lower(helpGoalById(id)?.label ?? id));
  if (goals.length > 0) {
    sentences.push(`I am happy to help with ${goals.slice(0, 2).join(' and ')}.`);
  }
  if (story.languages.length > 1 || story.languages[0] !== 'English') {
    sentences.push(
      `I grew up speaking ${story.languages.find((language) => language !== 'English')} at home.`,
    );
  }
  if (random() < 0.6) sentences.push(`Outside work I ${pick(random, hobbies)}.`);
  let about = '';
  for (const sentence of sentences) {
    const longer = about === '' ? sentence : `${about} ${sentence}`;
    if (longer.length > storyLimits.about) break;
    about = longer;
  }
  return about;
}

function headlineOf(random: Random, job: Role): string {
  const options = [
    `${job.title} at ${pick(random, job.workplaces)}`,
    `${job.title} · ${2 + Math.floor(random() * 20)} years in ${job.subject}`,
    `${job.title}, ${pick(random, tags)}`,
    `From ${lower(pick(random, roles).title)} to ${lower(job.title)}`,
  ];
  return (
    options.filter((text) => text.length <= storyLimits.headline)[Math.floor(random() * 3)] ??
    job.title
  );
}

function mentorFrom(random: Random, index: number, settled: readonly string[]): BenchMentor {
  const job = pick(random, roles);
  const experienceIds = takeDistinct(random, experienceWeights, 2 + Math.floor(random() * 4));
  const experiences = experienceIds.map((id) => {
    const sensitive = experienceById(id)?.sensitive ?? false;
    const written = notes[id];
    return {
      id,
      // Sensitive experiences start hidden; a third of mentors choose to show them.
      shown: sensitive ? random() < 0.35 : random() < 0.9,
      note: random() < 0.7 ? pick(random, written && random() < 0.8 ? written : anyNote) : '',
    };
  });
  const goalCount = 1 + Math.floor(random() * 6);
  // Their job's goals first, in a random order, then any others: 1 to 6 in all.
  const goals = [
    ...new Set([
      ...(experienceIds.includes('moved-country') && random() < 0.5
        ? ['settling-in-new-country']
        : []),
      ...takeDistinct(random, job.goals, job.goals.length),
      ...takeDistinct(random, goalIds, storyLimits.mentorGoals.max),
    ]),
  ].slice(0, goalCount);
  const partial = {
    headline: headlineOf(random, job),
    experiences,
    languages: languagesOf(random),
    goals,
  };
  const own = skillsByCategory.get(job.category) ?? allSkillNames;
  const skillCount = 1 + Math.floor(random() * 5);
  const skills = [
    ...new Set(
      Array.from({ length: skillCount }, () => pick(random, random() < 0.8 ? own : allSkillNames)),
    ),
  ];
  const capacity = pickWeighted(random, [
    { value: 1, weight: 20 },
    { value: 2, weight: 25 },
    { value: 3, weight: 30 },
    { value: 4, weight: 15 },
    { value: 5, weight: 10 },
  ]);
  // A quarter already mentor someone; some of them are full.
  const accepted = random() < 0.25 ? 1 + Math.floor(random() * capacity) : 0;
  return {
    id: idFrom(random),
    story: { ...partial, about: aboutOf(random, job, partial) },
    skills,
    capacity,
    paused: random() < 0.08,
    verified: random() < 0.95,
    acceptedFrom: takeDistinct(random, settled, accepted),
    createdAt: 1_700_000_000_000 + index * 60_000,
  };
}

function answersFrom(random: Random): MenteeAnswers {
  const goals = takeDistinct(random, menteeGoals, 1 + Math.floor(random() * 3));
  const experiences = takeDistinct(
    random,
    experienceWeights,
    pickWeighted(random, [
      { value: 0, weight: 25 },
      { value: 1, weight: 35 },
      { value: 2, weight: 25 },
      { value: 3, weight: 15 },
    ]),
  );
  const languages =
    random() < 0.9
      ? ['English', ...(random() < 0.2 ? takeDistinct(random, otherLanguages, 1) : [])]
      : takeDistinct(random, otherLanguages, 1 + Math.floor(random() * 2));
  return { goals, experiences, languages };
}

export interface World {
  mentors: BenchMentor[];
  /** Mentees with answers who ask for suggestions in the benchmark. */
  askers: BenchMentee[];
  /** Mentees already mentored by someone (their accepted requests make places scarce). */
  settled: BenchMentee[];
}

export function makeWorld(random: Random, mentors: number, askers: number): World {
  const settled = Array.from({ length: Math.max(50, Math.ceil(mentors / 50)) }, () => ({
    id: idFrom(random),
    answers: answersFrom(random),
  }));
  const settledIds = settled.map((mentee) => mentee.id);
  return {
    settled,
    mentors: Array.from({ length: mentors }, (_, index) => mentorFrom(random, index, settledIds)),
    askers: Array.from({ length: askers }, () => ({
      id: idFrom(random),
      answers: answersFrom(random),
    })),
  };
}

/** What a mentor's profile shows: headline, about, and shown experiences with their notes. */
export function visibleText(mentor: BenchMentor): string {
  return [
    mentor.story.headline,
    mentor.story.about,
    ...mentor.story.experiences
      .filter((entry) => entry.shown)
      .flatMap((entry) => [experienceById(entry.id)?.label ?? '', entry.note]),
  ]
    .join('\n')
    .toLowerCase();
}

/** Whether a mentor may be suggested at all: verified, not paused, with a free place. */
export const freePlacesOf = (mentor: BenchMentor) =>
  mentor.verified && !mentor.paused ? mentor.capacity - mentor.acceptedFrom.length : 0;
