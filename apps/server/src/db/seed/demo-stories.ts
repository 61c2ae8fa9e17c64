import type { MenteeAnswers, MentorStory } from '@mentorbridge/domain/api/mentor-story';

/**
 * The demo mentors' stories and the demo mentee's answers, so a newcomer sees "Suggested for
 * you" full, with reasons, at first log-in. Some experiences are kept for matching only (hidden),
 * as real mentors keep health or family matters.
 */
type Experience = [id: string, note?: string, shown?: boolean];

const story = (
  headline: string,
  about: string,
  experiences: Experience[],
  languages: string[],
  goals: string[],
): MentorStory => ({
  headline,
  about,
  experiences: experiences.map(([id, note = '', shown = true]) => ({ id, note, shown })),
  languages,
  goals,
});

/** Kept for suggestions only: never shown on the profile or named in a reason. */
const hidden = (id: string): Experience => [id, '', false];

export const demoStories: Record<string, MentorStory> = {
  'demo.mentor@example.com': story(
    'Web developer who learned to code from library books',
    'I build websites for small charities. Nobody in my family worked with computers, so I know how it feels to start from zero.',
    [
      ['taught-myself-coding', 'Library books and a very old laptop.'],
      ['first-in-family-university'],
      hidden('dyslexia-adhd'),
    ],
    ['English'],
    ['career-in-tech', 'choosing-subjects', 'study-habits'],
  ),
  'priya.raman@example.com': story(
    'App developer, moved from Chennai at 14',
    'I learned English at school after we moved, then built my first app at sixteen. Happy to talk about settling in and getting into tech.',
    [
      ['moved-country', 'We moved when I was 14.'],
      ['learned-language-at-school', 'Tamil at home, English at school.'],
      ['first-in-family-university'],
      hidden('anxiety'),
    ],
    ['English', 'Tamil'],
    ['career-in-tech', 'confidence', 'settling-in-new-country'],
  ),
  'tom.becker@example.com': story(
    'Cybersecurity lead who started with an apprenticeship',
    'I left school at 16 for an IT apprenticeship and never looked back. Ask me anything about apprenticeships and security.',
    [
      ['apprenticeship-not-university', 'Level 3 IT apprenticeship.'],
      ['first-job-without-degree'],
      hidden('bullied'),
    ],
    ['English', 'German'],
    ['finding-apprenticeship', 'career-in-tech', 'first-job'],
  ),
  'aisha.bello@example.com': story(
    'Data scientist, first in my family to go to university',
    'Maths was my favourite subject, and I was nervous about university forms. I now work on health data.',
    [
      ['first-in-family-university', 'My parents were proud and a little confused.'],
      ['scholarship', 'A bursary paid my rent.'],
      hidden('anxiety'),
    ],
    ['English', 'Yoruba'],
    ['applying-to-university', 'career-in-tech', 'exam-stress'],
  ),
  'luis.ortega@example.com': story(
    'Data analyst who changed career at 35',
    'I was a chef before I learned SQL at evening classes. It is never too late to change direction.',
    [
      ['changed-career', 'From kitchens to spreadsheets.'],
      ['back-to-study-as-adult'],
      ['moved-country'],
    ],
    ['English', 'Spanish'],
    ['career-in-tech', 'money-and-work'],
  ),
  'hannah.kim@example.com': story(
    'Designer who learned English at school',
    'I design apps people use every day. I moved to the UK at 12 and learned English in class, so I know how lonely that can be.',
    [
      ['learned-language-at-school', 'Korean at home.'],
      ['moved-country'],
      ['music-arts', 'I drew comics every lunch break.'],
      hidden('anxiety'),
    ],
    ['English', 'Korean'],
    ['creative-career', 'confidence', 'choosing-subjects'],
  ),
  'marcus.green@example.com': story(
    'Photographer and filmmaker for 30 years',
    'I started with a borrowed camera and a part-time job. I can help you build a portfolio.',
    [['worked-while-studying'], ['music-arts'], hidden('dyslexia-adhd')],
    ['English'],
    ['creative-career', 'first-job'],
  ),
  'sofia.rossi@example.com': story(
    'Marketing manager who started her own agency',
    'I grew up above my parents’ shop and started my own agency at 30. I like helping people find their voice.',
    [['started-business'], ['moved-country', 'From Milan to Manchester.'], ['big-family']],
    ['English', 'Italian'],
    ['starting-business', 'confidence', 'creative-career'],
  ),
  'james.okafor@example.com': story(
    'Sales director who was the shy kid',
    'I was the quietest in my class. Speaking in front of people is a skill, and I can help you practise it.',
    [
      ['first-in-family-university'],
      ['sport', 'County basketball.'],
      hidden('single-parent-family'),
    ],
    ['English'],
    ['confidence', 'first-job'],
  ),
  'emily.chen@example.com': story(
    'Founder of a small food business',
    'I started selling dumplings at a market stall and now run a small company. Ask me about money and starting out.',
    [
      ['started-business', 'A stall, then a shop.'],
      ['learned-language-at-school'],
      hidden('little-money'),
    ],
    ['English', 'Mandarin', 'Cantonese'],
    ['starting-business', 'money-and-work'],
  ),
  'robert.walsh@example.com': story(
    'Retired accountant and charity treasurer',
    'Forty years of numbers. I volunteer with young people and love helping with budgets and first jobs.',
    [['volunteering'], ['first-job-without-degree']],
    ['English'],
    ['money-and-work', 'first-job'],
  ),
  'grace.mensah@example.com': story(
    'Nurse and mental health first aider',
    'I have worked on wards for twenty years. I know exams can feel huge; I resat mine and still became a nurse.',
    [['resat-exams', 'I resat chemistry twice.'], ['moved-country'], hidden('young-carer')],
    ['English', 'Twi'],
    ['career-in-health', 'exam-stress', 'confidence'],
  ),
  'omar.haddad@example.com': story(
    'Doctor, first in my family to go to university',
    'I grew up speaking Arabic at home and studied medicine. Happy to talk about applying for medicine and the work itself.',
    [
      ['first-in-family-university', 'Medicine, after a year of resits.'],
      ['learned-language-at-school'],
      ['resat-exams'],
      hidden('refugee-background'),
    ],
    ['English', 'Arabic'],
    ['career-in-health', 'applying-to-university', 'exam-stress'],
  ),
  'laura.schmidt@example.com': story(
    'Teacher and university admissions adviser',
    'I have helped hundreds of students choose subjects and apply to university. No question is too small.',
    [['first-in-family-university'], ['studied-abroad', 'A year in Vienna.'], hidden('anxiety')],
    ['English', 'German'],
    ['choosing-subjects', 'applying-to-university', 'study-habits'],
  ),
  'kenji.watanabe@example.com': story(
    'Tutor who found studying hard at first',
    'I was diagnosed with ADHD at university. I now help students find study habits that work for their brain.',
    [['dyslexia-adhd', 'Diagnosed at 19.'], ['gap-year'], ['learned-language-at-school']],
    ['English', 'Japanese'],
    ['study-habits', 'exam-stress', 'choosing-subjects'],
  ),
  'carlos.mendes@example.com': story(
    'Master carpenter who trained on the job',
    'I did an apprenticeship at 16 and now run a building firm. A trade is a great career.',
    [['apprenticeship-not-university'], ['moved-country', 'From Porto.'], ['started-business']],
    ['English', 'Portuguese', 'Spanish'],
    ['finding-apprenticeship', 'starting-business', 'first-job'],
  ),
  'fatima.zahra@example.com': story(
    'Caterer and dressmaker with her own business',
    'I left school early, came back to learning later, and built two small businesses.',
    [
      ['left-school-early'],
      ['back-to-study-as-adult'],
      ['started-business'],
      hidden('young-carer'),
    ],
    ['English', 'Arabic', 'French'],
    ['starting-business', 'confidence'],
  ),
  'noah.williams@example.com': story(
    'Journalist and podcaster',
    'I write about schools and young people. Writing got me through a tough time as a teenager.',
    [['changed-schools', 'Four schools in six years.'], ['music-arts'], hidden('low-mood')],
    ['English', 'Welsh'],
    ['creative-career', 'moving-school', 'confidence'],
  ),
  'elena.petrova@example.com': story(
    'Translator and debate coach',
    'I moved to a new country at 15 and learned the language at school. Now I translate for a living.',
    [
      ['moved-country'],
      ['learned-language-at-school', 'Russian at home, English at school.'],
      ['studied-abroad'],
    ],
    ['English', 'Russian', 'Spanish'],
    ['settling-in-new-country', 'confidence', 'choosing-subjects'],
  ),
  'david.levi@example.com': story(
    'Physicist who loves explaining things',
    'I research stars and teach first-year students. Science is for everyone, not only the top of the class.',
    [['first-in-family-university'], ['resat-exams']],
    ['English', 'Hungarian'],
    ['career-in-science', 'applying-to-university', 'study-habits'],
  ),
  'mei.lin@example.com': story(
    'Lab scientist studying the brain',
    'I run experiments on how memory works. I came to science late, through a vocational course.',
    [
      ['vocational-course', 'A BTEC in applied science.'],
      ['first-in-family-university'],
      hidden('autistic'),
    ],
    ['English', 'Mandarin'],
    ['career-in-science', 'study-habits', 'applying-to-university'],
  ),
  'sarah.johnson@example.com': story(
    'Lawyer who grew up in a small town',
    'I was the first from my town to study law. I can help with applications, work experience and confidence.',
    [['grew-up-rural'], ['first-in-family-university'], hidden('parents-separated')],
    ['English'],
    ['career-in-law-public-service', 'applying-to-university', 'confidence'],
  ),
  'ahmed.karim@example.com': story(
    'Social worker and former firefighter',
    'I changed career after ten years in the fire service. I know how it feels when things at home are hard.',
    [['changed-career'], ['volunteering'], hidden('care-experienced'), hidden('young-carer')],
    ['English', 'Urdu', 'Punjabi'],
    ['career-in-law-public-service', 'confidence', 'moving-school'],
  ),
  'olivia.brown@example.com': story(
    'Leadership coach who used to hate speaking up',
    'I help people find their confidence. I changed schools a lot, so I know how it feels to be new.',
    [['changed-schools'], ['sport', 'Hockey kept me sane.'], hidden('anxiety')],
    ['English', 'French'],
    ['confidence', 'moving-school', 'exam-stress'],
  ),
  'ben.carter@example.com': story(
    'Game developer who taught himself to code',
    'I made my first game at 13 in my bedroom. I did not go to university, and I now work at a games studio.',
    [['taught-myself-coding'], ['first-job-without-degree'], hidden('dyslexia-adhd')],
    ['English'],
    ['career-in-tech', 'creative-career', 'confidence'],
  ),
};

/** Maya's answers under "Find my mentor". */
export const demoMenteeAnswers: MenteeAnswers = {
  goals: ['career-in-tech', 'confidence', 'choosing-subjects'],
  experiences: ['learned-language-at-school', 'first-in-family-university', 'anxiety'],
  agreedToUse: ['anxiety'],
  languages: ['English', 'Spanish'],
};
