import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportForReview } from '@mentorbridge/domain/api/safeguarding';
import { activateEnglish } from '@mentorbridge/domain/i18n/activate-english';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import { renderView } from '../../test-support/rendered-view.tsx';
import { ReportReviewCard } from './report-review-card.tsx';

const report = (reason: string): ReportForReview => ({
  id: 'report-1',
  reason,
  details: '',
  createdAt: 1,
  reporter: { id: 'pupil-1', name: 'Kit Young', role: 'mentee', ageBand: '13–15' },
  reported: { id: 'mentor-1', name: 'Cara Gate', role: 'mentor', ageBand: '26+' },
  chatId: null,
  messageText: null,
});

describe('a report, as a lead reviews it', () => {
  afterEach(() => activateEnglish());

  it('names its reason in the lead’s language, and keeps a reason it does not know as sent', () => {
    i18n.loadAndActivate({ locale: 'es', messages: compileCatalogue(catalogues.es) });
    const known = renderView(<ReportReviewCard report={report('Asked for personal details')} />);
    expect(known.text).toContain(
      i18n._('consoleReportReason', { reason: i18n._('reportReasonPersonalDetails') }),
    );
    expect(known.text).not.toContain('Asked for personal details');
    const unknown = renderView(<ReportReviewCard report={report('An older reason')} />);
    expect(unknown.text).toContain(i18n._('consoleReportReason', { reason: 'An older reason' }));
  });
});
