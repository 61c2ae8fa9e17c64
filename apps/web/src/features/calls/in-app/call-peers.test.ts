import { describe, expect, it } from 'vitest';
import { peersInCall } from './call-peers.ts';

const mentee = { as: 'member', otherId: 'mentor-1', otherName: 'Dana', polite: true } as const;
const coordinator = { id: 'coord-1', name: 'Ms Reed', programmeName: 'Hillside Mentors' };

describe('whom a call page connects with', () => {
  it('is the other member alone in a call of two', () => {
    expect(peersInCall(mentee, false, [])).toEqual({
      peers: [{ id: 'mentor-1', name: 'Dana', polite: true, coordinator: null }],
      waitsForCoordinator: false,
    });
  });

  it('is no one, waiting, where a coordinator joins every call and none is in yet', () => {
    expect(peersInCall(mentee, true, [])).toEqual({ peers: [], waitsForCoordinator: true });
  });

  it('is the coordinator and the other member once the coordinator is in', () => {
    const { peers, waitsForCoordinator } = peersInCall(mentee, true, [coordinator]);
    expect(waitsForCoordinator).toBe(false);
    expect(peers.map((peer) => [peer.id, peer.polite, peer.coordinator])).toEqual([
      ['coord-1', true, { programmeName: 'Hillside Mentors' }],
      ['mentor-1', true, null],
    ]);
  });

  it("is both members for the coordinator's page, which offers to each", () => {
    const side = {
      as: 'coordinator',
      members: [
        { id: 'mentor-1', name: 'Dana' },
        { id: 'mentee-1', name: 'Amara' },
      ],
    } as const;
    expect(peersInCall(side, true, [coordinator]).peers.map((peer) => peer.polite)).toEqual([
      false,
      false,
    ]);
  });
});
