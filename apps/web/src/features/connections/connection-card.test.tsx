import { describe, expect, it } from 'vitest';
import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';
import { renderView } from '../../test-support/rendered-view.tsx';
import { ConnectionCard } from './connection-card.tsx';

const party = (id: string, name: string) => ({ id, name, picture: null });

function request(change: Partial<ConnectionRequest> = {}): ConnectionRequest {
  return {
    id: 'mentor-1__pupil-1',
    status: 'pending',
    mentor: party('mentor-1', 'Grace Hopper'),
    mentee: party('pupil-1', 'Ada Lovelace'),
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    frozen: false,
    waitsForCheck: false,
    message: null,
    programme: null,
    ending: null,
    endsOn: null,
    checkInsOn: false,
    checkIn: null,
    caregiverPaused: false,
    waitsForCaregiver: false,
    ...change,
  };
}

const programme = {
  name: 'Hillside Mentoring',
  waitsForCoordinator: false,
  proposed: false,
  refusal: null,
};
const waitingForCoordinator = request({ programme: { ...programme, waitsForCoordinator: true } });

describe('a request card of a school programme', () => {
  it("shows the mentor 'Your programme's coordinator will look at this match soon.' and no Accept or Reject", () => {
    const card = renderView(<ConnectionCard request={waitingForCoordinator} role="mentor" />);

    expect(card.text).toContain(uiText.matchWaitsForProgramme);
    expect(card.buttons).not.toContain('Accept');
    expect(card.buttons).not.toContain('Reject');
  });

  it('tells the mentee the same, and still lets them cancel the request', () => {
    const card = renderView(<ConnectionCard request={waitingForCoordinator} role="mentee" />);

    expect(card.text).toContain(uiText.matchWaitsForProgramme);
    expect(card.buttons).toContain('Cancel Request');
  });

  it("shows both sides the coordinator's no, with their reason", () => {
    const reason = 'Grace mentors the older pupils this term.';
    const refused = request({ status: 'rejected', programme: { ...programme, refusal: reason } });
    for (const role of ['mentee', 'mentor'] as const) {
      const card = renderView(<ConnectionCard request={refused} role={role} />);

      expect(card.text).toContain(uiText.matchRefusedByProgramme({ reason }));
    }
  });

  it('says which programme proposed the match', () => {
    const proposed = request({ programme: { ...programme, proposed: true } });
    const card = renderView(<ConnectionCard request={proposed} role="mentor" />);

    expect(card.text).toContain(uiText.matchProposedByProgramme({ name: 'Hillside Mentoring' }));
    expect(card.buttons).toEqual(expect.arrayContaining(['Accept', 'Reject']));
  });

  it('leaves a request outside programmes as it was: Accept and Reject, no programme words', () => {
    const card = renderView(<ConnectionCard request={request()} role="mentor" />);

    expect(card.buttons).toEqual(expect.arrayContaining(['Accept', 'Reject']));
    expect(card.text).not.toContain(uiText.matchWaitsForProgramme);
  });
});
