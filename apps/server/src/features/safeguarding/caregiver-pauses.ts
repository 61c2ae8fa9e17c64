import { shownName } from '@mentorbridge/domain/connection-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { caregiverPausesOutsideProgrammes, liftCaregiverPause } from '../caregivers/service.ts';
import { findMatch } from '../endings/service.ts';
import { requireLeadRecord } from './lead-record.ts';

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'realtime'>;

/**
 * The mentorings a parent or carer paused outside programmes, for the safeguarding leads to look
 * at (decision 060); a programme's are its coordinators'. Every one concerns a child, so a lead
 * whose own record does not count is refused (decision 051).
 */
export async function caregiverPauses(deps: Deps, lead: SessionIdentity) {
  await requireLeadRecord(deps, lead);
  return { pauses: await caregiverPausesOutsideProgrammes(deps) };
}

/** A lead lifts such a pause, saying what they found: the parent or carer reads it. */
export async function liftPauseAsLead(
  deps: Deps,
  lead: SessionIdentity,
  requestId: string,
  found: string,
) {
  await requireLeadRecord(deps, lead);
  const match = await findMatch(deps.db, requestId);
  if (!match || match.programmeId !== null) {
    throw new ApiError(404, 'not_found', msg.chatNotFound);
  }
  await liftCaregiverPause(
    deps,
    lead,
    {
      requestId,
      childId: match.menteeId,
      mentorId: match.mentorId,
      mentorName: shownName(match.mentorName, 'mentor'),
    },
    { found, who: { by: 'safeguarding' } },
  );
}
