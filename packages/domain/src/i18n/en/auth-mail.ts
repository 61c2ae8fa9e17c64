/**
 * The mail of an account's own address: verifying it, a second sign-up with it, a password
 * reset. Each is written in the language of the account it goes to.
 */
export const authMail = {
  verifyMailSubject: 'Verify your email for MentorBridge',
  verifyMailWelcome: 'Welcome to MentorBridge!',
  verifyMailOpenLink: 'Open this link to verify your email address. It works once, for 24 hours:',
  verifyMailLinkText: 'Verify my email address',
  verifyMailNotYou: 'If you did not sign up, you can ignore this email.',

  registeredMailSubject: 'You already have a MentorBridge account',
  registeredMailSomeone:
    'Someone, probably you, tried to sign up to MentorBridge with this email address.',
  registeredMailNoNewAccount: 'You already have an account, so no new one was made.',
  registeredMailLogInHere: 'Log in here:',
  registeredMailLogInLink: 'Log in',
  registeredMailNotYou: 'If it was not you, you can ignore this email: nothing changed.',

  resetMailSubject: 'Reset your MentorBridge password',
  resetMailSomeone:
    'Someone, probably you, asked to reset the password of your MentorBridge account.',
  resetMailOpenLink: 'Open this link to choose a new password. It works once, for 1 hour:',
  resetMailNotYou:
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
} as const;
