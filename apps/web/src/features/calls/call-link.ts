import { roomNameFor } from '@mentorbridge/domain/call-rules';
import type { ConnectionParty, ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';

/** The viewer's own side of a chat. */
export const ownPartyOf = (chat: ConnectionRequest, role: Role): ConnectionParty =>
  role === 'mentor' ? chat.mentor : chat.mentee;

/** The other person of a chat, as the viewer sees them. */
export const otherPartyOf = (chat: ConnectionRequest, role: Role): ConnectionParty =>
  role === 'mentor' ? chat.mentee : chat.mentor;

/**
 * The call view of a chat (`call` in docs/product.md, Views and their URLs): its room and the
 * mentor. Not the viewer's name, which the call page takes from the session: an address stays in
 * the browser's history, and a shared computer's history must not name a child (decision 054).
 */
export function callPathFor(chat: ConnectionRequest): string {
  const params = new URLSearchParams({
    room: roomNameFor(chat.mentee.id, chat.id),
    mentor: chat.mentor.id,
  });
  return `/call?${params.toString()}`;
}
