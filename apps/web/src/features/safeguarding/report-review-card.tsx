import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportForReview } from '@mentorbridge/domain/api/safeguarding';
import { isReportReason, reportReasonNames } from '@mentorbridge/domain/safety/report-reasons';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { withElements } from '../../ui/with-elements.tsx';
import { useModerate } from './api/console-queries.ts';
import { describeParty } from './party-line.tsx';

/** One open report: who reported whom, why, the message; suspend the reported, or close it. */
export function ReportReviewCard({ report }: { report: ReportForReview }) {
  const notify = useNotify();
  const moderate = useModerate();
  const [text, setText] = useState('');
  const act = (action: 'close' | 'suspend') => {
    if (!text.trim()) {
      notify({ kind: 'error', text: uiText.reasonRequired });
      return;
    }
    const moderation =
      action === 'close'
        ? { action, reportId: report.id, text: text.trim() }
        : { action, userId: report.reported.id, text: text.trim() };
    moderate.mutate(moderation, {
      onSuccess: () => {
        setText('');
        notify({
          kind: 'success',
          text:
            action === 'close'
              ? uiText.reportClosed
              : uiText.personSuspended({ name: report.reported.name }),
        });
      },
      onError: (error) => notify({ kind: 'error', text: error.message }),
    });
  };
  return (
    <li className="review-card">
      <p className="party-line">
        {withElements(uiText.consoleReported, {
          reporter: <strong>{describeParty(report.reporter)}</strong>,
          reported: <strong>{describeParty(report.reported)}</strong>,
          when: (
            <time dateTime={new Date(report.createdAt).toISOString()}>
              {new Date(report.createdAt).toLocaleString()}
            </time>
          ),
        })}
      </p>
      <p>
        {uiText.consoleReportReason({
          reason: isReportReason(report.reason)
            ? uiText[reportReasonNames[report.reason]]
            : report.reason,
        })}
      </p>
      {report.details && (
        <blockquote className="review-text" dir="auto">
          {report.details}
        </blockquote>
      )}
      {report.messageText !== null && (
        <p>
          {withElements(uiText.consoleReportedMessage, {
            message: (
              <q className="review-quote" dir="auto">
                {report.messageText}
              </q>
            ),
          })}
        </p>
      )}
      <p>
        <Link to={`/safeguarding?tab=accounts&user=${encodeURIComponent(report.reported.id)}`}>
          {withElements(uiText.consoleLookUpPerson, {
            name: <span dir="auto">{report.reported.name}</span>,
          })}
        </Link>
      </p>
      <TextField
        label={uiText.reasonOrOutcomeLabel}
        value={text}
        onChange={setText}
        maxLength={500}
      />
      <div className="review-actions">
        <button
          type="button"
          className="button danger"
          disabled={moderate.isPending}
          onClick={() => act('suspend')}
        >
          {withElements(uiText.suspendPerson, {
            name: <span dir="auto">{report.reported.name}</span>,
          })}
        </button>
        <button
          type="button"
          className="button"
          disabled={moderate.isPending}
          onClick={() => act('close')}
        >
          {uiText.closeReport}
        </button>
      </div>
    </li>
  );
}
