/** Why someone reports: a short list a 12-year-old can choose from, and "something else". */
export const REPORT_REASONS = [
  'Made me feel uncomfortable',
  'Asked for personal details',
  'Asked to talk somewhere else or to meet',
  'Unkind, bullying or threatening',
  'Sexual or not appropriate',
  'Spam or a scam',
  'Something else',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Longest free text a report may carry. */
export const MAX_REPORT_DETAILS = 1_000;
