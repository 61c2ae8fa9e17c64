import './safeguarding.css';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import type { SignalKind } from '@mentorbridge/domain/safety/signals';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { withElements } from '../../ui/with-elements.tsx';
import { useSessionUser } from '../session/index.ts';
import { AccountLookup } from './account-lookup.tsx';
import {
  useAuditLog,
  useHeldForReview,
  useOpenReports,
  useSafetyFlags,
} from './api/console-queries.ts';
import { CaregiverPausesTab } from './caregiver-pauses-tab.tsx';
import { HeldReviewCard } from './held-review-card.tsx';
import { listText } from './list-text.ts';
import { MentorChecksTab } from './mentor-checks-tab.tsx';
import { PartyLine } from './party-line.tsx';
import { ReportReviewCard } from './report-review-card.tsx';

const tabs = [
  { value: 'reports', label: 'consoleTabReports' },
  { value: 'held', label: 'consoleTabHeld' },
  { value: 'flags', label: 'consoleTabFlags' },
  { value: 'pauses', label: 'consoleTabPauses' },
  { value: 'accounts', label: 'consoleTabAccounts' },
  { value: 'checks', label: 'consoleTabChecks' },
  { value: 'audit', label: 'consoleTabAudit' },
] as const satisfies readonly { value: string; label: PlainMessageId }[];

/** The warning signs a flagged message's words show, by the code the server sends. */
const signalNames: Record<SignalKind, PlainMessageId> = {
  secrecy: 'signalSecrecy',
  'other-app': 'signalOtherApp',
  meeting: 'signalMeeting',
  gifts: 'signalGifts',
  'self-harm': 'signalSelfHarm',
};

/**
 * The safeguarding console (decision 019), for leads alone: open reports, messages held for review,
 * messages flagged for grooming or self-harm signals, mentorings a parent paused, account look-up with suspend, lift and
 * warn, mentors' safeguarding records ("Mentor checks"), and the audit log of every lead's
 * actions.
 */
export default function SafeguardingPage() {
  usePageTitle(uiText.safeguardingTitle);
  const user = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!user) return null;
  if (!user.isLead) {
    return (
      <section className="page narrow">
        <h1>{uiText.safeguardingTitle}</h1>
        <p role="alert">{uiText.leadsOnly}</p>
      </section>
    );
  }
  const current = tabs.find((tab) => tab.value === searchParams.get('tab'))?.value ?? 'reports';
  return (
    <section className="page safeguarding-page">
      <h1>{uiText.safeguardingTitle}</h1>
      <p className="lead">{uiText.consoleLead}</p>
      <Tabs.Root
        value={current}
        onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
      >
        <Tabs.List className="tab-list" aria-label={uiText.consoleTabsLabel}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className="tab">
              {uiText[tab.label]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="reports">{current === 'reports' && <ReportsTab />}</Tabs.Content>
        <Tabs.Content value="held">{current === 'held' && <HeldTab />}</Tabs.Content>
        <Tabs.Content value="flags">{current === 'flags' && <FlagsTab />}</Tabs.Content>
        <Tabs.Content value="pauses">{current === 'pauses' && <CaregiverPausesTab />}</Tabs.Content>
        <Tabs.Content value="accounts">{current === 'accounts' && <AccountLookup />}</Tabs.Content>
        <Tabs.Content value="checks">{current === 'checks' && <MentorChecksTab />}</Tabs.Content>
        <Tabs.Content value="audit">{current === 'audit' && <AuditTab />}</Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function ReportsTab() {
  const reports = useOpenReports();
  if (reports.isPending) return <p role="status">{uiText.loadingReports}</p>;
  if (reports.isError) return <p role="alert">{reports.error.message}</p>;
  const { reports: open, withheld } = reports.data;
  return (
    <>
      {withheld > 0 && <WithheldNotice text={uiText.leadRecordHidesReports({ count: withheld })} />}
      {open.length === 0 ? (
        <p>{uiText.noOpenReports}</p>
      ) : (
        <ul className="review-list">
          {open.map((report) => (
            <ReportReviewCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </>
  );
}

function HeldTab() {
  const held = useHeldForReview();
  if (held.isPending) return <p role="status">{uiText.loadingHeldMessages}</p>;
  if (held.isError) return <p role="alert">{held.error.message}</p>;
  if (held.data.length === 0) return <p>{uiText.noHeldMessages}</p>;
  return (
    <ul className="review-list">
      {held.data.map((item) => (
        <HeldReviewCard key={item.id} held={item} />
      ))}
    </ul>
  );
}

function FlagsTab() {
  const flags = useSafetyFlags();
  if (flags.isPending) return <p role="status">{uiText.loadingFlaggedMessages}</p>;
  if (flags.isError) return <p role="alert">{flags.error.message}</p>;
  const { flags: shown, withheld } = flags.data;
  return (
    <>
      {withheld > 0 && <WithheldNotice text={uiText.leadRecordHidesFlags({ count: withheld })} />}
      {shown.length === 0 ? (
        <p>{uiText.noFlaggedMessages}</p>
      ) : (
        <ul className="review-list">
          {shown.map((flag) => (
            <li key={flag.id} className="review-card">
              <PartyLine sender={flag.sender} recipient={flag.recipient} at={flag.createdAt} />
              {flag.checkInRating === null ? (
                <blockquote className="review-text" dir="auto">
                  {flag.text}
                </blockquote>
              ) : (
                <blockquote className="review-text">
                  {withElements(
                    (values) =>
                      uiText.flaggedCheckIn({ ...values, rating: flag.checkInRating ?? 0 }),
                    { line: <span dir="auto">{flag.text}</span> },
                  )}
                </blockquote>
              )}
              <p className="hint">
                {uiText.flagSignals({ signals: listText(flag.kinds, signalNames) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Items about children left out: how many, and what the lead's own record lacks. */
function WithheldNotice({ text }: { text: string }) {
  return (
    <p className="console-notice" role="status">
      {text} {uiText.leadNeedsRecord}
    </p>
  );
}

function AuditTab() {
  const log = useAuditLog();
  if (log.isPending) return <p role="status">{uiText.loadingAuditLog}</p>;
  if (log.isError) return <p role="alert">{log.error.message}</p>;
  return (
    <table className="audit-log">
      <caption className="visually-hidden">{uiText.auditLogCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{uiText.auditWhen}</th>
          <th scope="col">{uiText.auditLead}</th>
          <th scope="col">{uiText.auditAction}</th>
          <th scope="col">{uiText.auditSubject}</th>
          <th scope="col">{uiText.auditReason}</th>
        </tr>
      </thead>
      <tbody>
        {log.data.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={new Date(entry.at).toISOString()}>
                {new Date(entry.at).toLocaleString()}
              </time>
            </td>
            <td>{entry.leadEmail}</td>
            <td>{entry.action}</td>
            <td className="audit-subject">{entry.subject}</td>
            <td>
              <span dir="auto">{entry.reason}</span>
              {entry.changes && <span className="audit-changes">{entry.changes}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
