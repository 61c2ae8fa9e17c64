// A planned ending of a mentoring (decision 060): `End our mentoring`, the read-only chat's
// notice and the exit questions.
export { EndMentoringDialog } from './end-mentoring-dialog.tsx';
export { EndedNotice } from './ended-notice.tsx';
export { ExitQuestions } from './exit-questions.tsx';
