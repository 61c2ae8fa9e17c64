/**
 * The bare baseline: a `ws` server that passes each message to the partner named in it and
 * echoes it to the sender, with no sign-in, no checks and no database.
 */
import { startWsRelay } from './ws-relay-server.ts';

const sockets = startWsRelay((client, raw) => {
  const { to } = JSON.parse(raw) as { to: number };
  sockets.get(to)?.send(raw);
  sockets.get(client)?.send(raw);
});
