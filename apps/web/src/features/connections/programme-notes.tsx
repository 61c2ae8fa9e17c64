import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * What a school programme says about a request (decision 058), to both sides: that its
 * coordinator proposed it, that it waits for the coordinator, or why the coordinator said no.
 */
export function ProgrammeNotes({ request }: { request: ConnectionRequest }) {
  const { programme } = request;
  if (!programme) return null;
  return (
    <>
      {programme.proposed && (
        <p className="hint programme-note">
          {uiText.matchProposedByProgramme({ name: programme.name })}
        </p>
      )}
      {programme.waitsForCoordinator && (
        <p className="request-state">{uiText.matchWaitsForProgramme}</p>
      )}
      {request.status === 'rejected' && programme.refusal && (
        <p className="request-state">
          {uiText.matchRefusedByProgramme({ reason: programme.refusal })}
        </p>
      )}
    </>
  );
}
