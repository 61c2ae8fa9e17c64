import type { CoordinatorEndingBody } from '@mentorbridge/domain/api/endings';
import type { AppContext } from '../../app-context.ts';
import { msg } from '@mentorbridge/domain/ui-text';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { ApiError } from '../../lib/api-error.ts';
import { liftCaregiverPause } from '../caregivers/service.ts';
import { lookedAtCheckIns } from '../check-ins/service.ts';
import { findMatch } from '../endings/service.ts';
import { reachesChildrenToday } from '../vetting/service.ts';
import { endMatchAsCoordinator, type MatchDeps, reopenMatch } from '../endings/service.ts';
import { type Actor, programmeOfCoordinator } from './access.ts';

// A coordinator's care of a pair once its chat is open (decision 060): its check-ins looked at,
// its ending and its reopening. Each checks first that the coordinator runs the programme.

type Deps = MatchDeps & Pick<AppContext, 'db' | 'clock'>;
type FullActor = Actor & { fullName: string };

/** A coordinator ends a match of their programme, with a reason from the list. */
export async function endPairMatch(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  id: string,
  reason: CoordinatorEndingBody['reason'],
) {
  await programmeOfCoordinator(deps, actor, programmeId);
  await endMatchAsCoordinator(deps, actor, programmeId, id, reason);
}

/** A coordinator opens an ended match of their programme again, saying why. */
export async function reopenPairMatch(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  id: string,
  reason: string,
) {
  await programmeOfCoordinator(deps, actor, programmeId);
  await reopenMatch(deps, actor, programmeId, id, reason);
}

/** A coordinator looked at a pair's low ratings and flagged lines. */
export async function lookedAtPairCheckIns(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  id: string,
) {
  await programmeOfCoordinator(deps, actor, programmeId);
  await lookedAtCheckIns(deps, actor, programmeId, id);
}

/**
 * A coordinator lifts a parent's or carer's pause of a match in their programme, saying what
 * they found (decision 060). They must have been able to look: their own check counts, as for
 * reading the pair's chat (decision 058).
 */
export async function liftPairPause(
  deps: Deps,
  actor: FullActor,
  programmeId: string,
  id: string,
  found: string,
) {
  const programme = await programmeOfCoordinator(deps, actor, programmeId);
  if (!(await reachesChildrenToday(deps, actor.id))) {
    throw new ApiError(403, 'forbidden', msg.leadNeedsRecord);
  }
  const match = await findMatch(deps.db, id);
  if (!match || match.programmeId !== programmeId) {
    throw new ApiError(404, 'not_found', msg.matchNotFound);
  }
  await liftCaregiverPause(
    deps,
    actor,
    {
      requestId: id,
      childId: match.menteeId,
      mentorId: match.mentorId,
      mentorName: shownName(match.mentorName, 'mentor'),
    },
    {
      found,
      who: {
        by: 'coordinator',
        name: shownName(actor.fullName, 'mentor'),
        programme: programme.name,
      },
    },
  );
}
