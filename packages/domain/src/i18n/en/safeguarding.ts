/**
 * The safeguarding leads' console (reports, held and flagged messages, accounts, mentor checks,
 * the audit log) and a mentor's own safeguarding check on their dashboard.
 */
export const safeguarding = {
  /** The safeguarding console (decision 019), read by safeguarding leads alone. */
  safeguardingTitle: 'Safeguarding',
  consoleLead: 'Everything you open or decide here is written to the audit log.',
  consoleTabsLabel: 'Safeguarding console',
  /** The console's tabs; "Reports" is also the heading of an account's reports. */
  consoleTabReports: 'Reports',
  consoleTabHeld: 'Held messages',
  consoleTabFlags: 'Flagged messages',
  consoleTabPauses: 'Paused by parents',
  consoleTabAccounts: 'Accounts',
  consoleTabChecks: 'Mentor checks',
  consoleTabAudit: 'Audit log',
  loadingReports: 'Loading reports...',
  noOpenReports: 'No reports are open.',
  loadingHeldMessages: 'Loading held messages...',
  noHeldMessages: 'No messages are waiting for review.',
  loadingFlaggedMessages: 'Loading flagged messages...',
  noFlaggedMessages: 'No messages are flagged.',
  /** `signals`: the kinds of warning sign found, a list of the signal names below. */
  flagSignals: 'Signals: {signals}',
  /** The warning signs a message's words can show (short names, as the console lists them). */
  signalSecrecy: 'secrecy',
  signalOtherApp: 'other-app',
  signalMeeting: 'meeting',
  signalGifts: 'gifts',
  signalSelfHarm: 'self-harm',
  loadingAuditLog: 'Loading the audit log...',
  auditLogCaption: 'Audit log, newest first',
  /** The audit log's columns. */
  auditWhen: 'When',
  auditLead: 'Lead',
  auditAction: 'Action',
  auditSubject: 'Subject',
  auditReason: 'Reason',
  /** A person as a lead sees them: "Cara (mentor, 26+)"; `ageBand` is like "13–15" or "26+". */
  consoleParty:
    '{name} ({role, select, mentor {mentor} mentee {mentee} other {{role}}}, {ageBand})',
  /** A held or flagged message: who sent it to whom, and when (`when`: a date and time). */
  consoleFromTo: 'From {sender} to {recipient}, {when}',
  reportClosed: 'Report closed.',
  personSuspended: '{name} is suspended.',
  /** An open report: who reported whom, and when (`when`: a date and time). */
  consoleReported: '{reporter} reported {reported}, {when}',
  /** `reason`: the reason the reporter chose. */
  consoleReportReason: 'Reason: {reason}',
  /** `message`: the reported message, quoted. */
  consoleReportedMessage: 'The message: {message}',
  consoleLookUpPerson: 'Look up {name}',
  reasonOrOutcomeLabel: 'Reason or outcome (for the audit log)',
  suspendPerson: 'Suspend {name}',
  closeReport: 'Close report',
  doneAndAudited: 'Done, and written to the audit log.',
  lookupEmailLabel: 'Email address',
  lookUp: 'Look up',
  lookingUp: 'Looking up...',
  accountOf: 'Account of {name}',
  /** `date`: the day the account was made. */
  accountSummary:
    '{role, select, mentor {mentor} mentee {mentee} other {{role}}}, {ageBand}, {email}. Joined {date}.',
  accountStateSuspended: 'Suspended.',
  accountStateActive: 'Active.',
  lookupConnectionsHeading: 'Connections',
  noneListed: 'None.',
  /** One of the account's connections: the other person, and where their request stands. */
  lookupConnection:
    '{name} ({role, select, mentor {mentor} mentee {mentee} other {{role}}}, {ageBand}): {status, select, pending {pending} accepted {accepted} rejected {rejected} other {{status}}}',
  /** One report the account made, or one about it; `reason` is the reason chosen. */
  lookupReport:
    '{side, select, made {Made} other {About them}}: {reason} ({status, select, open {open} closed {closed} other {{status}}})',
  warningReasonLabel: 'Reason, or the warning to send (for the audit log)',
  liftSuspension: 'Lift suspension',
  suspendAccount: 'Suspend',
  sendWarning: 'Send warning',
  messageReleased: 'Message released.',
  messageRemoved: 'Message removed.',
  /** A held message with a picture and no words. */
  heldNoText: '(no text)',
  /** `reasons`: the kinds of contact details found, a list of the names below. */
  heldFor: 'Held for: {reasons}',
  heldReasonPhone: 'phone',
  heldReasonEmail: 'email',
  heldReasonLink: 'link',
  heldReasonHandle: 'handle',
  heldReasonAddress: 'address',
  auditReasonLabel: 'Reason (for the audit log)',
  releaseHeld: 'Release',
  removeHeld: 'Remove',
  showHeldPicture: 'Show the picture',
  showHeldPictureAudited: '(opening it is written to the audit log)',
  heldPictureAlt: 'The picture sent with this held message',
  noParentPauses: 'No mentoring is paused by a parent or carer.',
  /** A mentoring a parent paused: the child, the mentor, and the day. */
  parentPauseLine: '{child} with {mentor}, paused on {date}',

  /** The console's "Mentor checks": every mentor's safeguarding record. */
  mentorChecksIntro:
    'Record what you have seen: the kind of check, its number and dates, references, interview and training. Never upload or keep a copy of a certificate or an identity document.',
  checkFilterLabel: 'Show',
  checkFilterAll: 'All mentors',
  /** A filter, and a record's state. */
  checkStateNotChecked: 'Not checked',
  checkStateValid: 'Valid',
  checkFilterExpiring: 'Expiring within 30 days',
  checkStateExpired: 'Expired',
  checkStateSuspended: 'Suspended',
  downloadCheckRecords: 'Download all records (CSV)',
  loadingMentorChecks: 'Loading mentor checks...',
  noMentorsMatch: 'No mentors match.',
  /** `count`: how many mentors are shown, the first by name. */
  mentorChecksMore:
    'Only the first {count} by name are shown: choose a narrower filter, or download the CSV for all of them.',
  /** `days`: the days left until it no longer counts. */
  checkStatusValid: 'Valid until {date} ({days} days left)',
  checkStatusExpired: 'Expired on {date}',
  /** `steps`: a list of the step names below. */
  checkStatusNotChecked: 'Not checked: missing {steps}',
  checkStepCheck: 'check',
  checkStepReferences: 'references',
  checkStepInterview: 'interview',
  checkStepTraining: 'training',
  /** `reason`: the lead's words. */
  suspensionReason: 'Reason for the suspension: {reason}',
  /** `kind`: the kind of check (below); `reference`: its number; `recordedBy`: a lead's email. */
  checkRecordLine: '{kind}, number {reference}; recorded by {recordedBy}',
  closeCheckForm: 'Close the form',
  recordMentorCheck: "Record {name}'s check",
  checkRecorded: 'Recorded, and written to the audit log.',
  checkFormLabel: 'Safeguarding record',
  checkKindLabel: 'Kind of check',
  checkKindNotBack: 'Not back yet',
  /** The kinds of criminal-record check a lead records: DBS is England and Wales's service. */
  checkKindEnhancedDbs: 'Enhanced DBS with barred list',
  checkKindDbsUpdate: 'DBS Update Service',
  checkKindUsBackground: 'US background check (fingerprint)',
  checkKindOtherNational: 'Other national check',
  checkReferenceNumber: 'Reference number',
  checkIssuedOn: 'Issued on',
  checkSeenOn: 'Seen on',
  checkExpiresOn: 'Expires on',
  checkExpiresHint: 'At most 3 years after it was issued.',
  checkReferencesReceived: 'References received',
  checkReferencesOn: 'References received on',
  checkInterviewedOn: 'Interviewed on',
  checkTrainedOn: 'Trained on',
  checkTrainedHint: 'Training given in person; the course in the app records its own date.',
  checkSaving: 'Saving...',
  saveCheckRecord: 'Save the record',
  /**
   * What is wrong with a check as a lead entered it (vetting-rules.ts). `field` names the day:
   * issued, seen, referencesOn, interviewed or trained. `kinds` lists the kinds in English, as
   * the record keeps them.
   */
  checkDayNotADay:
    'The {field, select, issued {issued} seen {seen} referencesOn {references received} interviewed {interviewed} trained {trained} other {{field}}} date must be a day written YYYY-MM-DD.',
  checkDayInFuture:
    'The {field, select, issued {issued} seen {seen} referencesOn {references received} interviewed {interviewed} trained {trained} other {{field}}} date is in the future.',
  checkKindUnknown: 'Unknown kind of check: choose one of {kinds}.',
  checkNeedsReference: 'The check needs its reference number.',
  checkExpiryNotADay: 'The expiry date must be a day written YYYY-MM-DD.',
  checkExpiryPassed: 'The expiry date has passed: record a new check instead.',
  checkTooLong: 'A check counts for at most {years} years after it was issued.',
  checkSeenBeforeIssued: 'The check cannot have been seen before it was issued.',
  checkReferencesRange:
    'References received must be 0 to {max}: enter {max} when {max} or more came back.',
  /** A lead suspends a mentor's record, or lifts the suspension, always with a reason. */
  whyLiftSuspension: "Why lift {name}'s suspension?",
  whySuspendRecord: "Why suspend {name}'s record?",
  liftTheSuspension: 'Lift the suspension',
  suspendAtOnce: 'Suspend at once',

  /** A mentor's own "Safeguarding check" on their dashboard: what is still missing. */
  stillNeeded: 'Still needed:',
  missingStepCheck:
    'a criminal-record check (such as an enhanced DBS check), seen by a safeguarding lead',
  missingStepReferences: 'two references',
  missingStepInterview: 'an interview with a safeguarding lead',
  missingStepTraining: 'the safeguarding training below',
} as const;
