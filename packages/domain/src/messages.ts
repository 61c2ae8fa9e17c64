/**
 * Every user-facing sentence, quoted exactly as the spec gives it where it gives one.
 * Sentences the spec does not give are ours and say so.
 */
export const messages = {
  loadingDashboard: 'Loading your dashboard...',
  noAccount: 'No account found. Please create an account to view items on this page.',
  logInToManageProfile: 'Please log in to manage your profile.',
  logInToViewMenteeConnections: 'Please log in to view your mentee connections.',
  logInToSeeConnections: 'Please log in to see your connections.',

  welcomePrompt: 'Create an account or log in to continue.',
  logInNeedsNoAge: 'Age and skills are not required for logging in.',
  checkInbox:
    'After signing up, check your inbox (and your spam folder) for the verification email.',
  skillPickerLabel: 'Max 5. Min 1',

  invalidSignUpFields: 'Please enter a valid age, email, and a password of at least 6 characters.',
  tooYoung: 'Sorry, you must be at least 11 years old to sign up.',
  incorrectCaptcha: 'Incorrect captcha. Please try again.',
  ageOutOfRange: 'Please provide a valid age between 11 and 90.',
  storedAgeOutOfRange: 'Please provide a valid age (11–90).',
  mentorNeedsSkill: 'As a mentor, you need at least 1 area of expertise.',
  tooManySkills: 'You can select a maximum of 5 skills.',
  /** Ours: the spec's form never lets a role go unchosen. */
  chooseRole: 'Please choose whether you join as a mentor or a mentee.',
  /** Ours: a skill outside the catalogue can only come from a bypassed form. */
  unknownSkill: 'Please choose your skills from the list.',
  /** Ours: bounds the cost of hashing. */
  passwordTooLong: 'Your password must be at most 128 characters.',
  /** Ours: the captcha expired or was already used. */
  captchaExpired: 'That captcha has expired. Please answer the new one.',

  emailNotVerified:
    'Your email address is not verified. Please check your inbox for a verification email.',
  /** Ours: one answer for a wrong password and an unknown email, so accounts cannot be probed. */
  wrongCredentials: 'Incorrect email or password.',
  loggedIn: 'You have been logged in.',
  signedUp: (role: string, email: string) =>
    `Signed up as a ${role}. A verification email has been sent to ${email}. Please verify your email before logging in.`,

  /** Ours: the verification page. */
  emailVerified: 'Your email address is verified. You can log in now.',
  verificationLinkInvalid:
    'This verification link has expired or was already used. Log in to get a new one.',

  /** Ours: shared error wording for the API. */
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  notSignedIn: 'Please log in first.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  invalidRequest: 'The request was not valid.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
