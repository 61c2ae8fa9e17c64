import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportForReview } from '@mentorbridge/domain/api/safeguarding';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useModerate } from './api/console-queries.ts';

const describe = (party: ReportForReview['reporter']) =>
  `${party.name} (${party.role}, ${party.ageBand})`;

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
          text: action === 'close' ? 'Report closed.' : `${report.reported.name} is suspended.`,
        });
      },
      onError: (error) => notify({ kind: 'error', text: error.message }),
    });
  };
  return (
    <li className="review-card">
      <p className="party-line">
        <strong>{describe(report.reporter)}</strong> reported{' '}
        <strong>{describe(report.reported)}</strong>,{' '}
        <time dateTime={new Date(report.createdAt).toISOString()}>
          {new Date(report.createdAt).toLocaleString()}
        </time>
      </p>
      <p>Reason: {report.reason}</p>
      {report.details && <blockquote className="review-text">{report.details}</blockquote>}
      {report.messageText !== null && (
        <p>
          The message: <q className="review-quote">{report.messageText}</q>
        </p>
      )}
      <p>
        <Link to={`/safeguarding?tab=accounts&user=${encodeURIComponent(report.reported.id)}`}>
          Look up {report.reported.name}
        </Link>
      </p>
      <TextField
        label="Reason or outcome (for the audit log)"
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
          Suspend {report.reported.name}
        </button>
        <button
          type="button"
          className="button"
          disabled={moderate.isPending}
          onClick={() => act('close')}
        >
          Close report
        </button>
      </div>
    </li>
  );
}
