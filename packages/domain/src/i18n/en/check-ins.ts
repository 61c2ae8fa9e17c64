/**
 * The wording of check-ins (decision 060): "How is it going?" in the chat and on the dashboard,
 * its mail, and the coordinator's console. Written for a 12-year-old on a small phone.
 */
export const checkIns = {
  checkInQuestion: 'How is it going with {name}?',
  checkInHint: '1 is badly, 5 is really well.',
  /** A rating's name for a screen reader, 1 to 5. */
  checkInRatingName: '{rating, select, 1 {1, badly} 5 {5, really well} other {{rating}}}',
  checkInLineLabel: 'Anything to add? (optional)',
  checkInSend: 'Send my answer',
  checkInThanks: 'Thank you. Your answer is saved.',
  checkInReadByProgramme: "Your programme's coordinators read your answer. {name} does not.",
  checkInReadByNobody: 'Only you see your answer.',
  nothingToCheckIn: 'There is no check-in to answer now.',
  checkInAnswered: 'You have answered this check-in already.',
  checkInsOff: 'Check-ins are off for this chat.',
  checkInsSwitchLabel: 'Remind us to check in',
  checkInsSwitchHint:
    'Twice in the first month, then monthly, you are both asked how it is going. Only you see your own answers.',
  checkInsOnlyOutsideProgrammes: "Your programme's check-ins are on for every pair.",
  checkInsDueHeading: 'Check-ins',
  /** The console. */
  checkInsToLookAt: 'Check-ins to look at',
  checkInOverdueSince: 'Overdue since {date}',
  checkInLooked: 'Looked at',
  checkInLookedDone: 'Marked as looked at.',
  /** A flagged check-in line, as the safeguarding console lists it with flagged messages. */
  flaggedCheckIn: 'Check-in, rated {rating} of 5: {line}',
} as const;
