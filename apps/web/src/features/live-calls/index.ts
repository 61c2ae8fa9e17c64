// Live calls: which of the user's chats have a call on and who is in it, kept live by the socket.
// Apart from calls because the shell reads them: a face loads whole, with all it re-exports, so
// the call status's code and styles would come with the first page.
export {
  applyCallChange,
  callsQuery,
  callsQueryKey,
  useCallCoordinators,
  useCallParticipants,
} from './api/calls-query.ts';
