import type { Call } from '@mentorbridge/domain/api/calls';
import type { MeshPeer } from './peer-mesh.ts';

/**
 * Which side of a chat's call this page is: one of its two members, or a coordinator of their
 * programme joining as its third person (decision 060), who connects with both.
 */
export type CallSide =
  | { as: 'member'; otherId: string; otherName: string; polite: boolean }
  | { as: 'coordinator'; members: readonly { id: string; name: string }[] };

/** A peer as the call view names them; `coordinator`, when it is the pair's coordinator. */
export interface ShownPeer extends MeshPeer {
  name: string;
  coordinator: { programmeName: string } | null;
}

/**
 * Whom the page connects with now. A coordinator offers to both members (the members answer).
 * Where a coordinator joins every call, a member connects with the other member only while a
 * coordinator is in the call, and until then waits for one: the server passes no signal
 * between the two before.
 */
export function peersInCall(
  side: CallSide,
  coordinatorJoins: boolean,
  coordinators: Call['coordinators'],
): { peers: ShownPeer[]; waitsForCoordinator: boolean } {
  if (side.as === 'coordinator') {
    const peers = side.members.map((member) => ({ ...member, polite: false, coordinator: null }));
    return { peers, waitsForCoordinator: false };
  }
  const other = { id: side.otherId, name: side.otherName, polite: side.polite, coordinator: null };
  if (!coordinatorJoins) return { peers: [other], waitsForCoordinator: false };
  if (coordinators.length === 0) return { peers: [], waitsForCoordinator: true };
  const present = coordinators.map((coordinator) => ({
    id: coordinator.id,
    name: coordinator.name,
    polite: true,
    coordinator: { programmeName: coordinator.programmeName },
  }));
  return { peers: [...present, other], waitsForCoordinator: false };
}
