/** The demo accounts the README names: deterministic, so every fresh start has the same ones. */

export const DEMO_PASSWORD = 'try-mentorbridge';

export interface DemoAccount {
  email: string;
  fullName: string;
  role: 'mentor' | 'mentee';
  age: number;
  skills: string[];
}

export const demoMentee: DemoAccount = {
  email: 'demo.mentee@example.com',
  fullName: 'Maya Demo',
  role: 'mentee',
  age: 15,
  skills: [],
};

/** A second mentee, whose request waits for the demo mentor's answer. */
export const demoWaitingMentee: DemoAccount = {
  email: 'demo.mentee2@example.com',
  fullName: 'Leo Demo',
  role: 'mentee',
  age: 16,
  skills: [],
};

export const demoMentor: DemoAccount = {
  email: 'demo.mentor@example.com',
  fullName: 'Daniel Demo',
  role: 'mentor',
  age: 41,
  skills: ['Web Development', 'Python', 'Career Planning'],
};

const mentor = (fullName: string, age: number, skills: string[]): DemoAccount => ({
  email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
  fullName,
  role: 'mentor',
  age,
  skills,
});

/** Verified mentors spread over every category of the catalogue. */
export const demoMentors: DemoAccount[] = [
  mentor('Priya Raman', 34, ['Mobile App Development', 'JavaScript', 'Cloud Computing']),
  mentor('Tom Becker', 52, ['Cybersecurity', 'Networking', 'IT Support']),
  mentor('Aisha Bello', 29, ['Machine Learning', 'Data Analysis', 'Statistics']),
  mentor('Luis Ortega', 45, ['SQL', 'Business Intelligence', 'Data Visualization']),
  mentor('Hannah Kim', 31, ['Graphic Design', 'UX/UI Design', 'Illustration']),
  mentor('Marcus Green', 58, ['Photography', 'Film Making', 'Video Editing']),
  mentor('Sofia Rossi', 38, ['Digital Marketing', 'Branding', 'Copywriting']),
  mentor('James Okafor', 47, ['Sales', 'Customer Relations', 'Public Speaking']),
  mentor('Emily Chen', 36, ['Entrepreneurship', 'Finance', 'Strategy']),
  mentor('Robert Walsh', 63, ['Accounting', 'Investing', 'Nonprofit Management']),
  mentor('Grace Mensah', 42, ['Nursing', 'Public Health', 'Mental Health']),
  mentor('Omar Haddad', 39, ['Medicine', 'Sports Medicine', 'Nutrition']),
  mentor('Laura Schmidt', 50, ['Teaching', 'College Admissions', 'Study Skills']),
  mentor('Kenji Watanabe', 27, ['Tutoring', 'Test Preparation', 'Language Teaching']),
  mentor('Carlos Mendes', 55, ['Carpentry', 'Construction', 'Electrical Work']),
  mentor('Fatima Zahra', 33, ['Culinary Arts', 'Sewing', 'Entrepreneurship']),
  mentor('Noah Williams', 44, ['Journalism', 'Writing', 'Podcasting']),
  mentor('Elena Petrova', 37, ['Translation', 'Debate', 'Public Relations']),
  mentor('David Levi', 61, ['Physics', 'Mathematics', 'Astronomy']),
  mentor('Mei Lin', 30, ['Biology', 'Laboratory Research', 'Neuroscience']),
  mentor('Sarah Johnson', 48, ['Law', 'Policy Making', 'Government']),
  mentor('Ahmed Karim', 53, ['Social Work', 'Community Organizing', 'Firefighting']),
  mentor('Olivia Brown', 35, ['Leadership', 'Time Management', 'Confidence Building']),
  mentor('Ben Carter', 28, ['Resilience', 'Goal Setting', 'Game Development']),
];

/**
 * Hillside Academy's coordinator (a checked adult, so the console names her pupils); she runs
 * the demo programme and is nobody's mentor.
 */
export const demoCoordinator: DemoAccount = {
  email: 'demo.coordinator@example.com',
  fullName: 'Helen Demo',
  role: 'mentor',
  age: 46,
  skills: ['Teaching'],
};

const pupil = (fullName: string, age: number): DemoAccount => ({
  ...mentor(fullName, age, []),
  role: 'mentee',
});

/** The eight pupils of Hillside Academy's programme, let in by its class code. */
export const demoPupils: DemoAccount[] = [
  pupil('Amara Okoye', 14),
  pupil('Ben Foster', 15),
  pupil('Chloe Park', 14),
  pupil('Dev Patel', 15),
  pupil('Ella Novak', 14),
  pupil('Finn Murphy', 15),
  pupil('Grace Liu', 14),
  pupil('Hamza Ali', 15),
];
