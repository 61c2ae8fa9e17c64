/**
 * The words the matching benchmark's people are made of: jobs, places, hobbies and what mentors
 * write about their experiences. `corpus.ts` puts them together.
 */

/** A job a mentor does: its skill category, what they studied, where they work, goals. */
export interface Role {
  title: string;
  category: string;
  subject: string;
  workplaces: string[];
  goals: string[];
}

/** title | skill category | subject | workplaces | goals they help with most */
export const roles: Role[] = `
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

export const list = (text: string) => text.split(', ');
export const cities = list(
  'London, Manchester, Birmingham, Leeds, Glasgow, Cardiff, Bristol, Leicester, Belfast, Newcastle, Sheffield, Nottingham, Liverpool, Swansea, Norwich, Plymouth',
);
export const abroad = list(
  'Lagos, Warsaw, Karachi, Dhaka, Lisbon, Bucharest, Nairobi, Kabul, Madrid, Hong Kong, Mogadishu, Kerala',
);
export const hobbies = list(
  'play five-a-side football, run a coding club for teenagers, sing in a choir, volunteer at a food bank, paint and draw, cook for my big family, climb at the local wall, play the guitar in a band, coach a netball team, grow vegetables on an allotment, read a lot of science fiction, go hiking with my dog',
);
export const tags = list(
  'first in my family to go to university, ex-apprentice, career changer, self-taught coder, mum of two, former young carer, proud Northerner, still learning every day',
);

/** What a mentor may write about an experience; sensitive ones are personal. */
export const notes: Record<string, string[]> = {
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
export const anyNote = [
  'Happy to talk about this if it helps.',
  'It shaped the person I am today.',
  'Ask me about it, I remember how it felt.',
];
