import type { Programme } from '@mentorbridge/domain/api/programmes';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { findProgramme, isCoordinatorOf } from './repository.ts';

/** Who acts, as the audit log names them. */
export type Actor = Pick<SessionIdentity, 'id' | 'email'>;

/**
 * The programme, when the user coordinates its organisation. Anyone else is answered as if it
 * did not exist (decision 058): a coordinator learns nothing of a school that is not theirs.
 */
export async function programmeOfCoordinator(
  deps: Pick<AppContext, 'db'>,
  actor: Actor,
  programmeId: string,
): Promise<Programme> {
  const programme = await findProgramme(deps.db, programmeId);
  if (!programme || !(await isCoordinatorOf(deps.db, actor.id, programme.organisationId))) {
    throw new ApiError(404, 'not_found', msg.programmeNotFound);
  }
  return programme;
}
