/**
 * The views the phone journeys open to check their layout (nothing sideways, nothing cut off),
 * in Chromium, in the other engines and in a pseudo-language: the ones a visitor opens, then the
 * ones the demo mentee opens, with their data. An open chat and a mentor's page are reached by
 * their links after these.
 */
export const visitorPhoneViews = ['/', '/join', '/safety', '/privacy'];

export const menteePhoneViews = [
  '/connections/mentee',
  '/mentors',
  '/mentee',
  '/chat',
  '/notes',
  '/settings/password',
  '/settings/notifications',
];

/** The demo mentee the README names, who has a mentor, a chat with a picture and notes. */
export const demoMentee = { email: 'demo.mentee@example.com', password: 'try-mentorbridge' };
