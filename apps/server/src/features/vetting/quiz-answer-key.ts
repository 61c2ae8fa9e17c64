import type { QuizAnswerKey } from '@mentorbridge/domain/safeguarding-training';

/**
 * Which option of each training question is right, by the question's id. It lives here, in the
 * server, and nowhere the browser loads: a mentor who could read it would pass without reading
 * a lesson (the questions themselves are the domain's, safeguarding-training.ts).
 */
export const quizAnswerKey: QuizAnswerKey = {
  'mentor-role': 1,
  'other-app': 2,
  'contact-details-held': 0,
  'allowed-kindness': 3,
  'asked-for-secret': 0,
  'after-disclosure': 2,
  'immediate-danger': 1,
  'call-space': 3,
  'call-inappropriate': 2,
  ending: 1,
};
