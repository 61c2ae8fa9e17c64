import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  type ClientEvent,
  clientEventSchema,
  type ServerEvent,
} from '@mentorbridge/domain/api/realtime';
import { dispatch, type EventHandlers } from '@mentorbridge/domain/event-dispatch';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import type { AppContext } from '../app-context.ts';
import { joinCall, leaveCall, relaySignalOverSocket } from '../features/calls/service.ts';
import { resolveSession } from '../features/auth/service.ts';
import { refuseMalformedSend, relayTyping, sendOverSocket } from '../features/chat/service.ts';
import { hashToken } from '../lib/tokens.ts';
import { isOwnOrigin } from '../plugins/origin-check.ts';
import { deleteOpenTab, insertOpenTab } from './open-tabs-repository.ts';

/**
 * Largest event a browser may send: a call's session description of the longest length, or a
 * chat message of the longest text, with every character escaped in JSON, and room for ids.
 */
const MAX_CLIENT_EVENT_LENGTH = 32 * 1024;

/**
 * The WebSocket of a signed-in tab (docs/architecture.md, the path of a socket event). It
 * authenticates, answers the heartbeat, fans events out, takes chat messages (decision 026),
 * passes typing and a call's signals on (decision 059) and holds the calls the tab has open;
 * every other change is made over HTTP.
 */
export const realtimeRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const publicOrigin = new URL(context.config.publicUrl).origin;

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Browsers always send Origin on a WebSocket; another site's page must not ride our cookie.
    if (!isOwnOrigin(request, publicOrigin, { requireOrigin: true })) {
      socket.close(1008, 'origin refused');
      return;
    }
    const user = request.sessionUser;
    if (!user || !request.sessionToken) {
      socket.close(realtimeCloseCodes.notSignedIn, 'not signed in');
      return;
    }

    const sessionToken = request.sessionToken;
    const { silenceLimitMs, sessionRecheckMs } = context.socketTimings;
    const send = (event: ServerEvent) => socket.send(JSON.stringify(event));
    const forget = context.realtime.add({
      userId: user.id,
      sessionHash: hashToken(request.sessionToken),
      send: (text) => socket.send(text),
      close: (code, reason) => socket.close(code, reason),
    });
    const holder = { userId: user.id, connectionId: randomUUID() };
    /** Chats this socket said it is typing in; told "stopped" if the socket goes first. */
    const typingIn = new Set<string>();
    /** A message sent here is use of the session, as a request is; the next check records it. */
    let usedSinceCheck = false;

    /** What each event of the tab does; a new kind of event does not compile until it is here. */
    const handlers: EventHandlers<ClientEvent, Promise<void>> = {
      ping: async () => send({ type: 'pong' }),
      typing: async (event) => {
        if (event.typing) typingIn.add(event.chatId);
        else typingIn.delete(event.chatId);
        await relayTyping(context, user.id, event.chatId, event.typing);
      },
      'call.join': (event) => joinCall(context, holder, event.chatId),
      'call.leave': (event) => leaveCall(context, holder.connectionId, event.chatId),
      'call.signal': async (event) => {
        const refused = await relaySignalOverSocket(context, user.id, event);
        if (refused) send(refused);
      },
      'message.send': async (event) => {
        usedSinceCheck = true;
        const answer = await sendOverSocket(context, user.id, event, (error) =>
          request.log.error({ err: error }, 'socket send failed'),
        );
        if (answer) send(answer);
      },
    };
    // One event at a time, in the order sent: a join then a leave must never swap places.
    let queue = Promise.resolve();
    const enqueue = (work: () => Promise<void>) => {
      queue = queue
        .then(work)
        .catch((error: unknown) => request.log.warn({ err: error }, 'socket event failed'));
    };

    // Someone with a tab open sees what happens, so they are not mailed or pushed about it:
    // known at once in memory, in every process (presence.ts), and in the table behind it.
    const leavePresence = context.presence.tabOpened(user.id);
    enqueue(() =>
      insertOpenTab(context.db, {
        ...holder,
        processId: context.processId,
        now: Date.now(),
      }),
    );

    // A connection that dropped without a word (no FIN, no close frame) is found by silence.
    let lastHeardAt = Date.now();
    const silenceCheck = setInterval(() => {
      if (Date.now() - lastHeardAt > silenceLimitMs) socket.terminate();
    }, silenceLimitMs / 3);
    // A session that timed out or ended in another process loses its socket too.
    const checkSession = () =>
      enqueue(async () => {
        const touch = usedSinceCheck;
        usedSinceCheck = false;
        if (!(await resolveSession(context, sessionToken, { touch }))) {
          socket.close(realtimeCloseCodes.sessionEnded, 'session ended');
        }
      });
    // The first check at a random point of the period: sockets that opened together (every one
    // of them, after a restart) would otherwise all check in the same moment, every time.
    let sessionCheck: NodeJS.Timeout | undefined;
    const firstSessionCheck = setTimeout(() => {
      checkSession();
      sessionCheck = setInterval(checkSession, sessionRecheckMs);
    }, Math.random() * sessionRecheckMs);

    socket.on('message', (data, isBinary) => {
      lastHeardAt = Date.now();
      const text = isBinary ? '' : data.toString();
      if (text.length > MAX_CLIENT_EVENT_LENGTH) return;
      const parsed = safeJson(text);
      const event = clientEventSchema.safeParse(parsed);
      if (event.success) {
        enqueue(() => dispatch(handlers, event.data));
        return;
      }
      const refusal = refuseMalformedSend(parsed);
      if (refusal) enqueue(async () => send(refusal));
    });
    socket.on('close', () => {
      clearInterval(silenceCheck);
      clearTimeout(firstSessionCheck);
      clearInterval(sessionCheck);
      forget();
      leavePresence();
      // A closed tab, a lost connection or an ended session lets go of its calls and typing.
      enqueue(() => leaveCall(context, holder.connectionId));
      enqueue(() => deleteOpenTab(context.db, holder.connectionId));
      for (const chatId of typingIn) {
        enqueue(() => relayTyping(context, user.id, chatId, false));
      }
    });
  });
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
