import { stringify } from 'csv-stringify/sync';
import {
  CHECK_LIST_LIMIT,
  type CheckFilter,
  type MentorCheckList,
  type VettingStatusBody,
} from '@mentorbridge/domain/api/vetting';
import { shownName } from '@mentorbridge/domain/connection-rules';
import {
  dayBefore,
  dayText,
  daysAfter,
  EXPIRY_NOTICE_DAYS,
  vettingStatus,
} from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { todayBy } from '../../lib/clock.ts';
import { insertAuditLine } from '../../lib/audit-log-repository.ts';
import { asCsvText } from '../../lib/csv-cell.ts';
import { listMentorsWithRecords, type MentorWithRecord } from './repository.ts';
import { type Recorder, recordOf } from './record-of.ts';

type Deps = Pick<AppContext, 'db' | 'clock'>;

function listFor(deps: Deps, filter: CheckFilter, limit: number) {
  const today = todayBy(deps.clock);
  return listMentorsWithRecords(deps.db, {
    filter,
    today,
    soon: daysAfter(today, EXPIRY_NOTICE_DAYS),
    limit,
  }).then((mentors) => ({ today, mentors }));
}

const statusOf = (mentor: MentorWithRecord, today: string) =>
  vettingStatus(recordOf(mentor.record), today);

/**
 * The "Mentor checks" page: mentors by name with their records and where each stands today,
 * filtered. Looking is written to the audit log, as every view of a lead is.
 */
export async function mentorChecks(
  deps: Deps,
  lead: Recorder,
  filter: CheckFilter,
): Promise<MentorCheckList> {
  const { today, mentors } = await listFor(deps, filter, CHECK_LIST_LIMIT + 1);
  await insertAuditLine(deps.db, {
    actorId: lead.id,
    actorEmail: lead.email,
    action: 'viewed mentor checks',
    subject: filter,
    reason: '',
    now: deps.clock.now(),
  });
  return {
    mentors: mentors.slice(0, CHECK_LIST_LIMIT).map((mentor) => {
      const record = mentor.record;
      return {
        mentor: {
          id: mentor.id,
          name: shownName(mentor.fullName, 'mentor'),
          email: mentor.email,
        },
        record: record && {
          kind: recordOf(record).kind,
          reference: record.check_reference,
          issuedOn: record.issued_on,
          seenOn: record.seen_on,
          expiresOn: record.expires_on,
          references: record.references_received,
          referencesOn: record.references_on,
          interviewedOn: record.interviewed_on,
          trainedOn: record.trained_on,
          suspendedReason: record.suspended_reason,
          recordedBy: record.recorded_by,
          updatedAt: Number(record.updated_at),
        },
        status: statusOf(mentor, today),
      };
    }),
    more: mentors.length > CHECK_LIST_LIMIT,
  };
}

/** A status in words, for the export. */
function statusText(status: VettingStatusBody): string {
  switch (status.state) {
    case 'suspended':
      return 'suspended';
    case 'not-checked':
      return `not checked (missing: ${status.missing.join(', ')})`;
    case 'expired':
      return `expired on ${status.on}`;
    case 'valid':
      return `valid until ${dayBefore(status.until)}`;
  }
}

/**
 * The export's columns: every field a school's single central record lists for a volunteer
 * (the check, when it was seen, references, interview, training), where the record stands, a
 * suspension with its reason, and who last changed it when.
 */
const exportColumns = [
  'Name',
  'E-mail',
  'Kind of check',
  'Reference',
  'Issued',
  'Seen',
  'Expires',
  'References',
  'References received on',
  'Interview',
  'Training',
  'Status',
  'Suspended since',
  'Suspension reason',
  'Recorded by',
  'Last changed',
];

/** A moment kept as milliseconds (text on PostgreSQL), as UTC to the second. */
const momentText = (at: number | string) =>
  `${new Date(Number(at)).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * Every mentor's record as CSV, for the school's own single central record. The export is
 * written to the audit log.
 */
export async function mentorChecksCsv(deps: Deps, lead: Recorder): Promise<string> {
  const { today, mentors } = await listFor(deps, 'all', Number.MAX_SAFE_INTEGER);
  await insertAuditLine(deps.db, {
    actorId: lead.id,
    actorEmail: lead.email,
    action: 'exported mentor checks',
    subject: `${mentors.length} mentors`,
    reason: '',
    now: deps.clock.now(),
  });
  const rows = mentors.map((mentor) => {
    const record = mentor.record;
    return [
      shownName(mentor.fullName, 'mentor'),
      mentor.email,
      record?.check_kind ?? '',
      record?.check_reference ?? '',
      record?.issued_on ?? '',
      record?.seen_on ?? '',
      record?.expires_on ?? '',
      String(record?.references_received ?? 0),
      record?.references_on ?? '',
      record?.interviewed_on ?? '',
      record?.trained_on ?? '',
      statusText(statusOf(mentor, today)),
      record?.suspended_at == null ? '' : dayText(Number(record.suspended_at)),
      record?.suspended_reason ?? '',
      record?.recorded_by ?? '',
      record ? momentText(record.updated_at) : '',
    ].map(asCsvText);
  });
  return stringify([exportColumns, ...rows]);
}
