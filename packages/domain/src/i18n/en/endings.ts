import { ASK_AGAIN_AFTER_DAYS } from '../../constants.ts';

/**
 * The wording of a planned ending (decision 060): `End our mentoring`, the read-only chat after
 * it, the exit questions and a coordinator's reopening; docs/product.md quotes it.
 */
export const endings = {
  endMentoring: 'End our mentoring',
  endThisMentoring: 'End this mentoring',
  endDialogTitle: 'End our mentoring?',
  endDialogIntro:
    'The chat stays here to read, but neither of you can write or call in it any more. Nothing in it is deleted.',
  endReasonLegend: 'Why is it ending?',
  endReasonMissing: 'Choose why the mentoring is ending.',
  goodbyeLabel: 'A goodbye message (optional)',
  goodbyeHint: "It is delivered as the chat's last message.",
  worriedHint:
    'Our safeguarding team will be told and will look at it. You can add what worried you in a report from the chat.',
  endingInProgress: 'Ending...',
  mentoringEnded: 'Your mentoring has ended. Thank you for taking part.',
  mentoringEndedOn: 'This mentoring ended on {date}.',
  endedByOther: '{name} ended the mentoring.',
  endedByCoordinator: "Your programme's coordinator ended the mentoring.",
  endedByPlan: "It reached the programme's planned end.",
  endsOnNotice: 'Your mentoring is planned to end on {date}.',
  /** Refusals, as the server answers them. */
  chatEnded: 'This mentoring has ended: the chat can be read, but nothing new can be sent.',
  alreadyEnded: 'This mentoring has already ended.',
  notEnded: 'This mentoring has not ended.',
  endFailed: 'The mentoring could not be ended. Please try again.',
  goodbyeOutsideHours:
    "It is outside your programme's contact hours, so a goodbye would not reach them now. End the mentoring without one, or with it once the hours open.",
  goodbyeRefused:
    '{reason} The mentoring has not been ended: change the goodbye, or leave it empty.',
  askAgainTooSoon: `Your mentoring with {name} ended less than ${ASK_AGAIN_AFTER_DAYS} days ago. You can ask them again ${ASK_AGAIN_AFTER_DAYS} days after it ended.`,
  askAgainFrom: 'You can ask again from {date}.',
  /** The exit questions. */
  exitHeading: 'Before you go: three short questions',
  exitIntroProgramme: "Your programme's coordinators read your answers.",
  exitIntroAlone: 'Only you see your answers.',
  exitAnswer: 'Answer them',
  exitSave: 'Send my answers',
  exitThanks: 'Thank you for your answers.',
  exitAlreadyAnswered: 'You have answered these questions already.',
  exitHelpedMissing: 'Choose how much the mentoring helped, from 1 to 5.',
  /** A point of the 1 to 5 scale, as its button reads. */
  helpedScaleLabel: '{rating, select, 1 {1: not at all} 5 {5: a lot} other {{rating}}}',
  /** A coordinator's ending and reopening. */
  reopenMatch: 'Reopen this match',
  reopenReasonMissing: 'Say why, in a few words: it is kept in the audit log.',
  reopenReasonLabel: 'Why reopen it? The pair does not see this.',
  matchReopened: 'The match is open again.',
  endedOnShort: 'Ended on {date}',
  endingReminderSubject: 'Your mentoring with {name} ends in two weeks',
} as const;
