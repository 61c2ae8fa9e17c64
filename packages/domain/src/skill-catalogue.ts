/** The 12 expertise categories of docs/product.md, each with the skills a mentor may list. */
export const skillCatalogue = [
  {
    category: 'Software Development & IT',
    skills: [
      'Web Development',
      'Mobile App Development',
      'Game Development',
      'Python',
      'JavaScript',
      'Java',
      'C++',
      'Cloud Computing',
      'Cybersecurity',
      'Networking',
      'DevOps',
      'Databases',
      'IT Support',
      'Embedded Systems',
    ],
  },
  {
    category: 'Data Science, AI & Analytics',
    skills: [
      'Data Analysis',
      'Machine Learning',
      'Statistics',
      'Data Visualization',
      'SQL',
      'Artificial Intelligence',
      'Natural Language Processing',
      'Computer Vision',
      'Spreadsheets',
      'Business Intelligence',
    ],
  },
  {
    category: 'Design & Creative Arts',
    skills: [
      'Graphic Design',
      'UX/UI Design',
      'Illustration',
      'Photography',
      'Video Editing',
      'Animation',
      'Music Production',
      'Painting',
      'Fashion Design',
      'Interior Design',
      'Architecture',
      'Creative Writing',
    ],
  },
  {
    category: 'Marketing & Sales',
    skills: [
      'Digital Marketing',
      'Social Media Marketing',
      'Content Marketing',
      'Search Engine Optimization',
      'Branding',
      'Market Research',
      'Sales',
      'Copywriting',
      'Advertising',
      'Customer Relations',
    ],
  },
  {
    category: 'Business & Management',
    skills: [
      'Entrepreneurship',
      'Project Management',
      'Accounting',
      'Finance',
      'Investing',
      'Human Resources',
      'Operations',
      'Supply Chain',
      'Strategy',
      'Nonprofit Management',
      'Real Estate',
    ],
  },
  {
    category: 'Healthcare & Medical',
    skills: [
      'Nursing',
      'Medicine',
      'Pharmacy',
      'Dentistry',
      'Physical Therapy',
      'Nutrition',
      'Mental Health',
      'Public Health',
      'Emergency Medical Services',
      'Veterinary Medicine',
      'Sports Medicine',
    ],
  },
  {
    category: 'Education & Training',
    skills: [
      'Tutoring',
      'Teaching',
      'Curriculum Design',
      'Special Education',
      'Test Preparation',
      'College Admissions',
      'Study Skills',
      'Language Teaching',
      'Coaching',
      'E-Learning',
    ],
  },
  {
    category: 'Trades & Manual Skills',
    skills: [
      'Carpentry',
      'Electrical Work',
      'Plumbing',
      'Welding',
      'Auto Repair',
      'Construction',
      'HVAC',
      'Landscaping',
      'Culinary Arts',
      'Sewing',
    ],
  },
  {
    category: 'Communication & Media',
    skills: [
      'Public Speaking',
      'Journalism',
      'Writing',
      'Editing',
      'Podcasting',
      'Broadcasting',
      'Public Relations',
      'Translation',
      'Debate',
      'Film Making',
    ],
  },
  {
    category: 'Science & Research',
    skills: [
      'Biology',
      'Chemistry',
      'Physics',
      'Mathematics',
      'Environmental Science',
      'Astronomy',
      'Engineering',
      'Robotics',
      'Laboratory Research',
      'Psychology',
      'Neuroscience',
      'Geology',
    ],
  },
  {
    category: 'Legal & Public Service',
    skills: [
      'Law',
      'Paralegal Work',
      'Policy Making',
      'Government',
      'Law Enforcement',
      'Firefighting',
      'Military Service',
      'Social Work',
      'Community Organizing',
      'Diplomacy',
    ],
  },
  {
    category: 'Soft Skills & Personal Development',
    skills: [
      'Leadership',
      'Time Management',
      'Teamwork',
      'Critical Thinking',
      'Problem Solving',
      'Confidence Building',
      'Networking Skills',
      'Goal Setting',
      'Emotional Intelligence',
      'Resilience',
      'Career Planning',
    ],
  },
] as const satisfies readonly { category: string; skills: readonly string[] }[];

/** Every skill of the catalogue, in catalogue order. */
export const allSkills: readonly string[] = skillCatalogue.flatMap((entry) => entry.skills);

const knownSkills = new Set(allSkills);

/** Whether a skill name is one of the catalogue's, exactly as written there. */
export function isCatalogueSkill(skill: string): boolean {
  return knownSkills.has(skill);
}

/**
 * The catalogue skills that contain the typed text, in any case: the product's search matches any
 * part of a skill, whatever the case (docs/product.md, All Mentors). Mentors only hold catalogue
 * skills, so the server can search by these exact names with an index instead of scanning every
 * mentor's skills.
 */
export function skillsMatching(text: string): string[] {
  const wanted = text.trim().toLowerCase();
  return allSkills.filter((skill) => skill.toLowerCase().includes(wanted));
}
