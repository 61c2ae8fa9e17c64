/**
 * The names of the choice lists the directory and the dashboard show: the life experiences
 * and their groups, what a mentor can help with, and the mentoring languages. Ticked on forms,
 * chosen in the directory's filters, shown on a mentor's page.
 */
export const choiceNames = {
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
} as const;
