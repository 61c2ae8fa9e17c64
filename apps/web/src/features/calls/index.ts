// Calls: the call view, and a chat's call as the chat and the connection cards show it.
export { otherPartyOf } from './call-link.ts';
export { CallStatus } from './call-status.tsx';
export { StartCallLink } from './start-call-link.tsx';
