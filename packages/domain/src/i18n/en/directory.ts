/**
 * The mentor directory (All Mentors, its filters, the mentor cards, a mentor's page, the request
 * button, "Suggested for you") and the dashboard (greeting, picture, full name, a mentor's story,
 * a mentee's "Find my mentor" answers), and the phrases of a suggestion's "Why:" line. The names
 * of the choice lists those views show are an area of their own (choice-names.ts).
 */
export const directory = {
  /** The name of the search area of All Mentors, read by screen readers. */
  mentorsSearchLabel: 'Mentors',
  /** The skill search box: its label and the grey text inside it. */
  searchBySkill: 'Search by skill',
  /** Loads the next page of mentors. */
  showMoreMentors: 'Show more mentors',

  /** The directory's filters: one experience, one goal, one language. */
  filterExperience: 'Experience',
  /** The empty option of the experience filter: no filter. */
  anyExperience: 'Any experience',
  /** The goal filter's label, and a mentor page's section of what they can help with. */
  canHelpWith: 'Can help with',
  /** The empty option of the "Can help with" filter: no filter. */
  anyGoal: 'Anything',
  /** The empty option of the language filter: no filter. */
  anyLanguage: 'Any language',

  /** A mentor card: the list of their skills, for a screen reader. */
  skillsOf: 'Skills of {name}',
  viewProfile: 'View profile',
  /** The "View profile" link, for a screen reader: whose profile. */
  viewProfileOf: 'View profile of {name}',
  /** The button that opens the report form about a mentor (to the safeguarding team). */
  reportMentor: 'Report',
  /** The same button, for a screen reader: whom it reports. */
  reportMentorNamed: 'Report {name}',

  /** The button a student uses to ask a mentor; the asterisk points to a note under it. */
  requestMentorButton: 'Request Mentor*',
  /** The request button, turned off, once a request was sent: where it stands. */
  requestStatePending: 'Request pending',
  requestStateAccepted: 'Connected',
  requestStateRejected: 'Request declined',
  /** The mentoring ended less than 14 days ago; the two cannot ask each other again yet. */
  requestStateEnded: 'Mentoring ended',
  /** A mentor's page: the box for words sent with the request. */
  requestMessageLabel: 'Add a message (optional)',
  /** That box's name inside "{field} can be at most {max} characters." */
  requestMessageFieldName: 'Message',
  /** Above the words the student sent with their request. */
  yourRequestMessage: 'Your message:',

  /** A mentor's page, the title while it cannot be loaded. */
  mentorPageTitle: 'Mentor',
  /** Shown to a mentor on their own page. */
  editMyProfile: 'Edit my profile',
  /** A section of a mentor's page, and the field of the story form. */
  aboutMe: 'About me',
  /** A section of a mentor's page: their life experiences, each with their own note. */
  whatIveBeenThrough: "What I've been through",
  skillsHeading: 'Skills',
  /** A section of a mentor's page, and the languages field of both forms. */
  languagesHeading: 'Languages',
  /** A mentor's page: the list of their languages, for a screen reader. */
  languagesOf: 'Languages of {name}',
  /** A mentor's page: the list of what they can help with, for a screen reader. */
  whatNameCanHelpWith: 'What {name} can help with',
  /**
   * A mentor's page: how soon they usually answer a request, from the middle of their past
   * answer times. `within` is a code: hour, fewHours, day, threeDays, week, twoWeeks.
   */
  usuallyRepliesWithin:
    '{within, select, hour {Usually replies within an hour} fewHours {Usually replies within a few hours} day {Usually replies within a day} threeDays {Usually replies within 3 days} week {Usually replies within a week} other {Usually replies within 2 weeks}}',
  backToAllMentors: 'Back to All Mentors',

  /** All Mentors, for a student: mentors who match their private answers. */
  suggestedForYou: 'Suggested for you',
  /** The dashboard section of a student's private answers, and links to it. */
  findMyMentor: 'Find my mentor',
  editMyAnswers: 'Edit my answers',
  /** Under a student's "Find my mentor" answers: the way to All Mentors. */
  seeSuggestedMentors: 'See the mentors suggested for you',

  /** The dashboard: the small line above the greeting, and the page title. */
  mentorDashboard: 'Mentor dashboard',
  menteeDashboard: 'Mentee dashboard',
  dashboardTitle: 'Dashboard',
  welcomeName: 'Welcome, {name}!',
  welcome: 'Welcome!',
  addFullNamePrompt: 'Add your full name below, so the people you talk to know who you are.',
  /** Before the connection's state: Online, Offline or Unknown. */
  connectionStatusLabel: 'Status:',
  fullNameLabel: 'Full Name',
  saveName: 'Save Name',
  /** On a form's button while it saves. */
  dashboardSaving: 'Saving…',
  newProfilePicture: 'New profile picture',
  pictureFormats: 'JPEG, PNG, WebP or GIF, up to 5 MB.',
  uploadPicture: 'Upload Picture',
  /** On the upload button while it uploads. */
  uploadingPicture: 'Uploading…',
  /** The upload's progress bar, for a screen reader. */
  uploadProgress: 'Upload progress',
  percentUploaded: '{percent}% uploaded',
  /** `reason` is a whole sentence: why the picture was refused. */
  pictureUploadFailedBecause: 'Failed to upload profile picture. {reason}',

  /** A mentor's dashboard: the story that students read. */
  profileHeading: 'Profile',
  headlineLabel: 'Headline',
  experiencesLegend: 'Experiences',
  /** Under a ticked experience: the mentor's own words about it. */
  experienceNoteLabel: 'Note (optional)',
  /** That note's name inside "{field} can be at most {max} characters." */
  experienceNoteFieldName: 'Note on "{label}"',
  /** Under a ticked experience: whether students see it on the mentor's page. */
  showOnMyProfile: 'Show on my profile',
  /** The story form's list of what the mentor can help with (the mentor reads it). */
  storyCanHelpWith: 'Can help with',
  saveProfile: 'Save profile',
  /** A student's "Find my mentor" form. */
  whatWouldYouLikeHelpWith: 'What would you like help with?',
  /** Above the list of life experiences: a mentor who has been through the same. */
  someoneWhoHasBeenThrough: 'Someone who has been through…',
  saveMyAnswers: 'Save my answers',

  /*
   * "Suggested for you": the line under each suggested mentor that says what the student shares
   * with them, the strongest three at most, each phrase written by one of the messages below.
   */
  /** `reasons` are those phrases, joined by " · ". */
  whyLine: 'Why: {reasons}',
  /** `goal` is one of the goals above, its first letter made small ("applying to university"). */
  whyGoal: 'can help with {goal}',
  /** `category` is a field of the skill catalogue, which is not translated ("Healthcare & Medical"). */
  whySkills: 'skills in {category}',
  /** `language` is one of the language names above, one the student speaks too. */
  whyLanguage: 'speaks {language}',
  /*
   * A life experience the mentor has been through and the student looks for: said to the student
   * about the mentor, who has been through it "also". The English keeps the words of the
   * experience's own label, even its "my".
   */
  whyExperienceFirstInFamilyUniversity: 'also first in my family to go to university',
  whyExperienceApprenticeshipNotUniversity: 'also did an apprenticeship instead of university',
  whyExperienceVocationalCourse: 'also took a vocational course (BTEC, T Level or similar)',
  whyExperienceChangedSchools: 'also changed schools more than once',
  whyExperienceResatExams: 'also resat exams',
  whyExperienceGapYear: 'also took a gap year',
  whyExperienceLeftSchoolEarly: 'also left school early and came back to learning',
  whyExperienceStudiedAbroad: 'also studied abroad',
  whyExperienceBackToStudyAsAdult: 'also went back to study as an adult',
  whyExperienceHomeSchooled: 'also home-schooled',
  whyExperienceMovedCountry: 'also moved to a new country',
  whyExperienceLearnedLanguageAtSchool: 'also learned the language at school',
  whyExperienceGrewUpRural: 'also grew up in a small town or the countryside',
  whyExperienceBigFamily: 'also grew up in a big family',
  whyExperienceLookedAfterSiblings: 'also helped bring up younger brothers or sisters',
  whyExperienceYoungCarer: 'also a young carer',
  whyExperienceCareExperienced: 'also grew up in care',
  whyExperienceSingleParentFamily: 'also grew up with one parent',
  whyExperienceLittleMoney: 'also grew up with little money',
  whyExperienceLostAParent: 'also lost a parent young',
  /** The mentor's parents separated, as the student's did. */
  whyExperienceParentsSeparated: 'parents also separated',
  whyExperienceAnxiety: 'also lived with anxiety',
  whyExperienceLowMood: 'also lived with depression or low mood',
  whyExperienceDyslexiaAdhd: 'also has dyslexia or ADHD',
  whyExperienceAutistic: 'also autistic',
  whyExperienceLongTermIllness: 'also lived with a long-term illness',
  whyExperienceDisability: 'also has a physical disability',
  whyExperienceBullied: 'also was bullied at school',
  whyExperienceLgbtq: 'also LGBTQ+',
  whyExperienceRefugeeBackground: 'also from a refugee background',
  whyExperienceMinorityFaith: 'also practised a minority faith at school',
  whyExperienceOnlyOneLikeMe: 'also often the only one like me in the room',
  whyExperienceWorkedWhileStudying: 'also worked while studying',
  whyExperienceChangedCareer: 'also changed career',
  whyExperienceStartedBusiness: 'also started my own business',
  whyExperienceFirstJobWithoutDegree: 'also got a good job without a degree',
  whyExperienceFoundWorkAgain: 'also was out of work and found my way back',
  whyExperienceSport: 'also competed in a sport',
  whyExperienceMusicArts: 'also music, drama or art outside school',
  whyExperienceTaughtMyselfCoding: 'also taught myself to code',
  whyExperienceVolunteering: 'also volunteered in my community',
  whyExperienceScholarship: 'also won a scholarship or bursary',
} as const;
