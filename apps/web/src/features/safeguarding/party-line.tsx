import type { SafeguardingParty as Party } from '@mentorbridge/domain/api/safeguarding';

const describe = (party: Party) => `${party.name} (${party.role}, ${party.ageBand})`;

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
      From <strong>{describe(sender)}</strong> to <strong>{describe(recipient)}</strong>,{' '}
      <time dateTime={new Date(at).toISOString()}>{new Date(at).toLocaleString()}</time>
    </p>
  );
}
