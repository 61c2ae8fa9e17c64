import type { SafeguardingParty as Party } from '@mentorbridge/domain/api/safeguarding';
import { uiText } from '@mentorbridge/domain/ui-text';
import { withElements } from '../../ui/with-elements.tsx';

/** "Cara (mentor, 26+)": the name in its own direction, as its owner wrote it. */
export const describeParty = (party: Party) =>
  withElements(
    (values) => uiText.consoleParty({ ...values, role: party.role, ageBand: party.ageBand }),
    {
      name: <span dir="auto">{party.name}</span>,
    },
  );

/** "From Cara (mentor, 26+) to Theo (mentee, 13–15)", and when. */
export function PartyLine({
  sender,
  recipient,
  at,
}: {
  sender: Party;
  recipient: Party;
  at: number;
}) {
  return (
    <p className="party-line">
      {withElements(uiText.consoleFromTo, {
        sender: <strong>{describeParty(sender)}</strong>,
        recipient: <strong>{describeParty(recipient)}</strong>,
        when: <time dateTime={new Date(at).toISOString()}>{new Date(at).toLocaleString()}</time>,
      })}
    </p>
  );
}
