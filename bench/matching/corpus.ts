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

/** A job a mentor does: its skill category, what they studied, where they work, goals. */
interface Role {
  title: string;
  category: string;
  subject: string;
  workplaces: string[];
  goals: string[];
}

/** title | skill category | subject | workplaces | goals they help with most */
const roles: Role[] = `
Software engineer | Software Development & IT | computer science | a fintech start-up; a games studio; a bank; the council | career-in-tech first-job
Web developer | Software Development & IT | web design | a digital agency; an online shop; a charity | career-in-tech starting-business
Cybersecurity analyst | Software Development & IT | computing | a telecoms company; the civil service | career-in-tech career-in-law-public-service
Data analyst | Data Science, AI & Analytics | mathematics | a supermarket chain; the NHS; a football club | career-in-tech career-in-science
Machine learning engineer | Data Science, AI & Analytics | statistics | a research lab; a health start-up | career-in-tech applying-to-university
Graphic designer | Design & Creative Arts | illustration | a design studio; a publisher; my own studio | creative-career starting-business
Architect | Design & Creative Arts | architecture | a small practice; a housing association | creative-career applying-to-university
Marketing manager | Marketing & Sales | business studies | a fashion brand; a travel company | first-job confidence
Sales lead | Marketing & Sales | economics | a software company; a car dealership | first-job money-and-work
Accountant | Business & Management | accounting | a high street firm; a hospital trust | money-and-work finding-apprenticeship
Project manager | Business & Management | engineering | a building firm; a rail operator | first-job study-habits
Nurse | Healthcare & Medical | nursing | a children's ward; an A&E department; a GP surgery | career-in-health exam-stress
Paramedic | Healthcare & Medical | paramedic science | the ambulance service | career-in-health confidence
Pharmacist | Healthcare & Medical | pharmacy | a community pharmacy; a hospital | career-in-health career-in-science
Teacher | Education & Training | English literature | a secondary school; a sixth form college | choosing-subjects study-habits exam-stress
Learning support assistant | Education & Training | psychology | a primary school; a further education college | moving-school study-habits
Electrician | Trades & Manual Skills | electrical installation | a family firm; a housing repairs team | finding-apprenticeship money-and-work
Carpenter | Trades & Manual Skills | carpentry and joinery | a restoration company; my own business | finding-apprenticeship starting-business
Chef | Trades & Manual Skills | catering | a hotel kitchen; a busy restaurant | first-job starting-business
Journalist | Communication & Media | journalism | a local newspaper; a radio station | creative-career confidence
Video producer | Communication & Media | film studies | a production company; a YouTube channel | creative-career first-job
Research scientist | Science & Research | biology | a university lab; a vaccine company | career-in-science applying-to-university
Civil engineer | Science & Research | civil engineering | a bridge builder; the water board | career-in-science finding-apprenticeship
Solicitor | Legal & Public Service | law | a legal aid practice; a city firm | career-in-law-public-service applying-to-university
Social worker | Legal & Public Service | social work | a children's services team; a youth charity | career-in-law-public-service confidence
Police officer | Legal & Public Service | criminology | the police | career-in-law-public-service first-job
Youth worker | Soft Skills & Personal Development | youth and community work | a youth club; a sports charity | confidence moving-school
Careers adviser | Soft Skills & Personal Development | education | a careers service; a sixth form college | choosing-subjects applying-to-university first-job
`
  .trim()
  .split('\n')
  .map((line) => {
    const [title = '', category = '', subject = '', workplaces = '', goals = ''] =
      line.split(' | ');
    return {
      title,
      category,
      subject,
      workplaces: workplaces.split('; '),
      goals: goals.split(' '),
    };
  });

const list = (text: string) => text.split(', ');
const cities = list(
  'London, Manchester, Birmingham, Leeds, Glasgow, Cardiff, Bristol, Leicester, Belfast, Newcastle, Sheffield, Nottingham, Liverpool, Swansea, Norwich, Plymouth',
);
const abroad = list(
  'Lagos, Warsaw, Karachi, Dhaka, Lisbon, Bucharest, Nairobi, Kabul, Madrid, Hong Kong, Mogadishu, Kerala',
);
const hobbies = list(
  'play five-a-side football, run a coding club for teenagers, sing in a choir, volunteer at a food bank, paint and draw, cook for my big family, climb at the local wall, play the guitar in a band, coach a netball team, grow vegetables on an allotment, read a lot of science fiction, go hiking with my dog',
);
const tags = list(
  'first in my family to go to university, ex-apprentice, career changer, self-taught coder, mum of two, former young carer, proud Northerner, still learning every day',
);

/** What a mentor may write about an experience; sensitive ones are personal. */
const notes: Record<string, string[]> = {
  'first-in-family-university': [
    'Nobody at home knew how UCAS worked, so I learned it all from YouTube and a kind teacher.',
    'I felt out of place in first year and found my people in the second.',
  ],
  'apprenticeship-not-university': [
    'Earning while learning suited me far better than lectures would have.',
    'My apprenticeship took four years and paid for my first car.',
  ],
  'vocational-course': [
    'My BTEC taught me practical skills that employers asked about in every interview.',
  ],
  'resat-exams': [
    'I failed maths twice before passing; it is not the end of the world.',
    'Resitting taught me how to revise properly.',
  ],
  'gap-year': ['I worked in a warehouse and travelled for a few months before university.'],
  'studied-abroad': ['A year abroad taught me more about myself than any lecture.'],
  'moved-country': [
    'We arrived when I was twelve and I had to learn English fast.',
    'Starting over in a new country is hard, and it gets easier.',
  ],
  'grew-up-rural': ['Two buses to get to college every morning, so I learned to study on the go.'],
  'worked-while-studying': [
    'I worked weekends in a supermarket all through sixth form and university.',
  ],
  'changed-career': ['I retrained in my thirties; it is never too late to change direction.'],
  'started-business': ['My business failed the first time and worked the second.'],
  'taught-myself-coding': [
    'Free online courses and a lot of evenings got me my first developer job.',
  ],
  sport: ['I played county level hockey and learned discipline from early training.'],
  volunteering: ['Volunteering gave me confidence and my first reference.'],
  scholarship: ['A bursary paid my rent in my first year, so always apply for them.'],
  anxiety: [
    'Exams made my anxiety much worse; a counsellor and small routines helped me through.',
    'Panic attacks before presentations were normal for me, and I still give them now.',
  ],
  'low-mood': ['A hard year at college taught me to ask for help early.'],
  'dyslexia-adhd': ['I was diagnosed at university and extra time in exams changed everything.'],
  'young-carer': ['I looked after my mum through my GCSEs and learned to plan every hour.'],
  'care-experienced': [
    'I lived with three foster families and a good social worker kept me going.',
  ],
  'little-money': [
    'Free school meals, hand-me-down uniform and a library card that I used every week.',
  ],
  'lost-a-parent': ['My dad died when I was fourteen and school was where I kept going.'],
  'parents-separated': ['Two homes and two sets of rules taught me to be organised.'],
  bullied: ['Secondary school was lonely for a while; things got better in sixth form.'],
  lgbtq: ['Coming out at college was scary and the best thing I did.'],
  'refugee-background': ['My family fled when I was small and rebuilt everything here.'],
};
const anyNote = [
  'Happy to talk about this if it helps.',
  'It shaped the person I am today.',
  'Ask me about it, I remember how it felt.',
];

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
