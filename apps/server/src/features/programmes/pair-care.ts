import type { CoordinatorEndingBody } from '@mentorbridge/domain/api/endings';
import type { AppContext } from '../../app-context.ts';
import { lookedAtCheckIns } from '../check-ins/service.ts';
import { endMatchAsCoordinator, type MatchDeps, reopenMatch } from '../endings/service.ts';
import { type Actor, programmeOfCoordinator } from './access.ts';

// A coordinator's care of a pair once its chat is open (decision 060): its check-ins looked at,
// its ending and its reopening. Each checks first that the coordinator runs the programme.

type Deps = MatchDeps & Pick<AppContext, 'db' | 'clock'>;

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
