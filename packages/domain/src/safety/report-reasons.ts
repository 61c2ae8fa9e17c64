import type { PlainMessageId } from '../i18n/catalogue.ts';

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

export const isReportReason = (reason: string): reason is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason);

/**
 * Each reason's words in the catalogue: the reason itself (its English) is what a report
 * records, and the reporter and the leads each read it in their own language.
 */
export const reportReasonNames: Record<ReportReason, PlainMessageId> = {
  'Made me feel uncomfortable': 'reportReasonUncomfortable',
  'Asked for personal details': 'reportReasonPersonalDetails',
  'Asked to talk somewhere else or to meet': 'reportReasonTalkElsewhere',
  'Unkind, bullying or threatening': 'reportReasonBullying',
  'Sexual or not appropriate': 'reportReasonSexual',
  'Spam or a scam': 'reportReasonSpam',
  'Something else': 'reportReasonOther',
};

/** Longest free text a report may carry. */
export const MAX_REPORT_DETAILS = 1_000;
