import { shownName } from '@mentorbridge/domain/connection-rules';
import { dayBefore } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { askCaregiverToApprove } from '../caregivers/service.ts';
import type { RequestRecord } from './request-record-repository.ts';

/**
 * Mails a child under 13's caregiver that a match waits for their yes (decision 060), naming the
 * mentor and the last day their check counts, in the transaction that made it wait.
 */
export async function askCaregiverFor(
  deps: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  record: RequestRecord,
  now: number,
): Promise<void> {
  const until = record.mentorCheckedUntil;
  await askCaregiverToApprove(
    deps,
    {
      childId: record.mentee.id,
      mentorName: shownName(record.mentor.fullName, 'mentor'),
      checkedUntil: until === null ? '' : dayBefore(until),
    },
    now,
  );
}
