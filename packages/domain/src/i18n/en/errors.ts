/**
 * Ours: the wording the API's errors share (rate limits, sessions, outages).
 */
export const errors = {
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  tooManyFailedLogInsToday:
    'Too many failed log-ins from this network today. Please try again tomorrow, or from another network.',
  tooManySignUpsToday:
    'Too many accounts were created from this network today. Please try again tomorrow.',
  notSignedIn: 'Please log in first.',
  pushServiceRefused:
    "This browser's notification service is not one MentorBridge can send to. Try another browser.",
  forbiddenOrigin: 'This request came from another site and was refused.',
  invalidRequest: 'The request was not valid.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  unavailable: 'MentorBridge cannot reach its data right now. Please try again in a moment.',
} as const;
