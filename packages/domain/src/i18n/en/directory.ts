/**
 * The mentor directory (All Mentors, its filters, the mentor cards, a mentor's page, the request
 * button, "Suggested for you") and the dashboard (greeting, picture, full name, a mentor's story,
 * a mentee's "Find my mentor" answers). Then the names of the choice lists those views show: the
 * life experiences and their groups, what a mentor can help with, and the mentoring languages.
 * Last, the phrases of a suggestion's "Why:" line.
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
   * The life experiences a mentor has been through and a student looks for, by group. Written
   * as the mentor says them about themselves ("my family"); a student reads them as the
   * mentor's. Ticked on forms, chosen in the directory's filter, shown on a mentor's page.
   */
  experienceGroupSchoolAndStudy: 'School and study paths',
  experienceFirstInFamilyUniversity: 'First in my family to go to university',
  experienceApprenticeshipNotUniversity: 'Apprenticeship instead of university',
  /** BTEC and T Level are English vocational qualifications. */
  experienceVocationalCourse: 'Took a vocational course (BTEC, T Level or similar)',
  experienceChangedSchools: 'Changed schools more than once',
  /** Took the same exams again. */
  experienceResatExams: 'Resat exams',
  /** A year off between school and university or work. */
  experienceGapYear: 'Took a gap year',
  experienceLeftSchoolEarly: 'Left school early and came back to learning',
  experienceStudiedAbroad: 'Studied abroad',
  experienceBackToStudyAsAdult: 'Went back to study as an adult',
  experienceHomeSchooled: 'Home-schooled',

  experienceGroupFamilyAndHome: 'Family and home',
  experienceMovedCountry: 'Moved to a new country',
  experienceLearnedLanguageAtSchool: 'Learned the language at school',
  experienceGrewUpRural: 'Grew up in a small town or the countryside',
  experienceBigFamily: 'Grew up in a big family',
  experienceLookedAfterSiblings: 'Helped bring up younger brothers or sisters',
  /** A child who looks after someone at home (a parent, brother or sister) who is ill or disabled. */
  experienceYoungCarer: 'Young carer',
  /** Lived in foster care or a children's home, not with their parents. */
  experienceCareExperienced: 'Grew up in care',
  experienceSingleParentFamily: 'Grew up with one parent',
  experienceLittleMoney: 'Grew up with little money',
  experienceLostAParent: 'Lost a parent young',
  experienceParentsSeparated: 'Parents separated',

  experienceGroupHealthAndWellbeing: 'Health and wellbeing',
  experienceAnxiety: 'Lived with anxiety',
  experienceLowMood: 'Lived with depression or low mood',
  experienceDyslexiaAdhd: 'Dyslexia or ADHD',
  experienceAutistic: 'Autistic',
  experienceLongTermIllness: 'Long-term illness',
  experienceDisability: 'Physical disability',
  experienceBullied: 'Was bullied at school',

  experienceGroupIdentityAndBelonging: 'Identity and belonging',
  experienceLgbtq: 'LGBTQ+',
  experienceRefugeeBackground: 'Refugee background',
  experienceMinorityFaith: 'Practised a minority faith at school',
  experienceOnlyOneLikeMe: 'Often the only one like me in the room',

  experienceGroupWorkAndMoney: 'Work and money',
  experienceWorkedWhileStudying: 'Worked while studying',
  experienceChangedCareer: 'Changed career',
  experienceStartedBusiness: 'Started my own business',
  experienceFirstJobWithoutDegree: 'Got a good job without a degree',
  experienceFoundWorkAgain: 'Was out of work and found my way back',

  experienceGroupInterestsAndAchievements: 'Interests and achievements',
  experienceSport: 'Competed in a sport',
  experienceMusicArts: 'Music, drama or art outside school',
  experienceTaughtMyselfCoding: 'Taught myself to code',
  experienceVolunteering: 'Volunteered in my community',
  /** Money given to pay for studies. */
  experienceScholarship: 'Won a scholarship or bursary',

  /*
   * What a mentor can help with and a student wants help with: ticked on both forms, chosen in
   * the directory's filter, listed on a mentor's page under "Can help with".
   */
  goalChoosingSubjects: 'Choosing subjects',
  goalExamStress: 'Exam stress',
  goalApplyingToUniversity: 'Applying to university',
  goalFindingApprenticeship: 'Finding an apprenticeship',
  goalFirstJob: 'A first job',
  goalStartingBusiness: 'Starting a business',
  goalConfidence: 'Confidence',
  goalMovingSchool: 'Moving to a new school',
  goalStudyHabits: 'Study habits and organisation',
  goalCareerInTech: 'A career in technology',
  goalCareerInHealth: 'A career in health or care',
  goalCreativeCareer: 'A creative career',
  goalCareerInScience: 'A career in science',
  goalCareerInLawPublicService: 'A career in law or public service',
  goalSettlingInNewCountry: 'Settling in a new country',
  goalMoneyAndWork: 'Money, part-time work and budgeting',

  /*
   * The languages a mentor mentors in and a student asks for, named in the reader's language:
   * ticked on both forms, chosen in the directory's filter, listed on a mentor's page.
   */
  languageNameEnglish: 'English',
  languageNameArabic: 'Arabic',
  languageNameBengali: 'Bengali',
  languageNameBritishSignLanguage: 'British Sign Language',
  /** Chinese as spoken in Hong Kong and Guangdong. */
  languageNameCantonese: 'Cantonese',
  languageNameDutch: 'Dutch',
  /** Persian. */
  languageNameFarsi: 'Farsi',
  languageNameFrench: 'French',
  languageNameGerman: 'German',
  languageNameGreek: 'Greek',
  languageNameGujarati: 'Gujarati',
  languageNameHindi: 'Hindi',
  languageNameHungarian: 'Hungarian',
  languageNameItalian: 'Italian',
  languageNameJapanese: 'Japanese',
  languageNameKorean: 'Korean',
  languageNameKurdish: 'Kurdish',
  languageNameLithuanian: 'Lithuanian',
  languageNameMalayalam: 'Malayalam',
  /** Standard Chinese. */
  languageNameMandarin: 'Mandarin',
  languageNameNepali: 'Nepali',
  languageNamePashto: 'Pashto',
  languageNamePolish: 'Polish',
  languageNamePortuguese: 'Portuguese',
  languageNamePunjabi: 'Punjabi',
  languageNameRomanian: 'Romanian',
  languageNameRussian: 'Russian',
  languageNameSomali: 'Somali',
  languageNameSpanish: 'Spanish',
  languageNameSwahili: 'Swahili',
  languageNameTagalog: 'Tagalog',
  languageNameTamil: 'Tamil',
  languageNameTigrinya: 'Tigrinya',
  languageNameTurkish: 'Turkish',
  /** A language of Ghana. */
  languageNameTwi: 'Twi',
  languageNameUkrainian: 'Ukrainian',
  languageNameUrdu: 'Urdu',
  languageNameVietnamese: 'Vietnamese',
  languageNameWelsh: 'Welsh',
  languageNameYoruba: 'Yoruba',

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
