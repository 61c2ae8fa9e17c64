// Connections: the requests between mentees and mentors, and the chats the accepted ones become.
// The shell reads it: a face loads whole, so what is added here comes with the first page.
export { connectionsQuery, connectionsQueryKey, useConnections } from './api/connections-query.ts';
