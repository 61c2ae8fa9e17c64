import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushService, startPushService } from '@mentorbridge/testing/push-service';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { connectSocket, until } from '../../test/sockets.ts';
import {
  expectWithinBudget,
  markSessionsUsedNow,
  type StatementBudget,
  statementCounter,
} from '../../test/statement-budget.ts';
import { databaseKinds, PUBLIC_URL, startTestApp, type TestApp } from '../../test/test-app.ts';

type Tab = ReturnType<typeof connectSocket>;
type Transport = 'HTTP' | 'WebSocket';
type Reader = 'with a tab open' | 'away, with a push device' | 'away, with no push device';

const why = {
  session: 'the sender’s session and account, read by every signed-in request',
  standing:
    'the chat standing’s version (is the kept chat still current?) and whether the client id ' +
    'was used before (a retry is answered, not stored twice)',
  chat: 'the chat and its standing, read once and kept in memory for the messages after it',
  begin: 'BEGIN: the messages of one turn are written in one transaction (group commit)',
  insert: 'the message, stored as its chat’s next',
  commit: 'COMMIT: the answer and the delivery wait for it',
  groupInsert: 'the messages of one turn, stored as their chats’ next in one statement',
};

/**
 * What a message costs the database once its chat is kept in memory, counted from the send
 * until it is committed, delivered, and all the work it started after the answer has settled
 * (what counts: test/statement-budget.ts; BEGIN and COMMIT do). On SQLite a group of messages is
 * a transaction of its own; on PostgreSQL it is one statement, with no transaction around it. A
 * message over the socket reads no session: the socket's was read when it opened. Where the
 * reader is adds nothing: whether they have a tab open is known in memory, and so is whether
 * they have a push device; a reader pushed less than 30 s ago is not pushed again
 * (push-while-away.ts), and the first message, just before, pushed.
 */
const nextMessageBudget: Record<Transport, StatementBudget> = {
  HTTP: {
    sqlite: [why.session, why.standing, why.begin, why.insert, why.commit],
    postgres: [why.session, why.standing, why.groupInsert],
  },
  WebSocket: {
    sqlite: [why.standing, why.begin, why.insert, why.commit],
    postgres: [why.standing, why.groupInsert],
  },
};

/** A chat's first message (to a reader with a tab open) also reads the chat. */
const firstMessageBudget: Record<Transport, StatementBudget> = {
  HTTP: {
    sqlite: [why.session, why.standing, why.chat, why.begin, why.insert, why.commit],
    postgres: [why.session, why.standing, why.chat, why.groupInsert],
  },
  WebSocket: {
    sqlite: [why.standing, why.chat, why.begin, why.insert, why.commit],
    postgres: [why.standing, why.chat, why.groupInsert],
  },
};

const transports: Transport[] = ['HTTP', 'WebSocket'];
const readers: Reader[] = [
  'with a tab open',
  'away, with a push device',
  'away, with no push device',
];
/** Each count has a chat of its own, so one reader's state (a push just sent) is not another's. */
const situations = transports.flatMap((transport) =>
  [...readers, 'first message' as const].map((reader) => ({ transport, reader })),
);
const keyOf = (transport: Transport, reader: Reader | 'first message') => `${transport} ${reader}`;

describe.each(databaseKinds)('what a chat message costs the database, on %s', (kind) => {
  const counter = statementCounter();
  let t: TestApp;
  let service: PushService;
  let mentorCookie: string;
  let mentorTab: Tab;
  const tabs: Tab[] = [];
  const chats = new Map<string, { chatId: string; readerTab?: Tab }>();
  let sent = 0;

  async function openTab(cookie: string): Promise<Tab> {
    const port = (t.app.server.address() as AddressInfo).port;
    const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, { cookie, origin: PUBLIC_URL });
    tabs.push(tab);
    await tab.opened;
    return tab;
  }

  /** A mentee whose request the mentor accepted: a chat open to both. */
  async function openChat(mentorId: string, index: number) {
    const cookie = await verifiedUser(t.app, t.mail, {
      email: `budget.${kind}.mentee${index}@example.com`,
      password: 'quiet-river-1',
    });
    const chatId = `${mentorId}__${(await sessionUserOf(t.app, cookie)).id}`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { cookie },
      payload: { mentorId },
    });
    expect(asked.statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/connections/${chatId}/accept`,
      headers: { cookie: mentorCookie },
    });
    expect(accepted.statusCode).toBe(204);
    return { cookie, chatId };
  }

  beforeAll(async () => {
    service = await startPushService();
    t = await startTestApp(kind, {
      environment: { PUSH_SERVICES: service.origin },
      onStatement: counter.listener,
    });
    // An open socket checks its session on its own clock, at a random moment of every five
    // minutes (realtime/routes.ts): beside a count, not because of it, so not in this run.
    t.context.socketTimings.sessionRecheckMs = 24 * 60 * 60_000;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    mentorCookie = await verifiedUser(t.app, t.mail, {
      email: `budget.${kind}.mentor@example.com`,
      password: 'quiet-river-1',
      age: 45,
      role: 'mentor',
      skills: ['Illustration'],
    });
    const mentorId = (await sessionUserOf(t.app, mentorCookie)).id;
    const roomForAll = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/mentoring',
      headers: { cookie: mentorCookie },
      payload: { capacity: situations.length, paused: false },
    });
    expect(roomForAll.statusCode).toBe(200);
    for (const [index, { transport, reader }] of situations.entries()) {
      const { cookie, chatId } = await openChat(mentorId, index);
      if (reader === 'away, with a push device') {
        const subscribed = await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: { cookie },
          payload: service.subscribe(),
        });
        expect(subscribed.statusCode).toBe(204);
      }
      const tabOpen = reader === 'with a tab open' || reader === 'first message';
      chats.set(keyOf(transport, reader), {
        chatId,
        readerTab: tabOpen ? await openTab(cookie) : undefined,
      });
    }
    mentorTab = await openTab(mentorCookie);
    await t.context.background.settled();
  });
  afterAll(async () => {
    for (const tab of tabs) tab.socket.close();
    await t.close();
    await service.close();
  });

  const createdIn = (tab: Tab, clientId: string) =>
    tab.received.some(
      (event) =>
        event.type === 'message.created' &&
        (event.message as { clientId?: string } | undefined)?.clientId === clientId,
    );

  /** The mentor says something in the chat of a situation; resolves once it is delivered. */
  async function say(transport: Transport, reader: Reader | 'first message'): Promise<void> {
    const chat = chats.get(keyOf(transport, reader));
    if (!chat) throw new Error(`no chat for ${keyOf(transport, reader)}`);
    const clientId = `budget-${kind}-${String(++sent).padStart(4, '0')}`;
    const text = 'See you on Thursday at the library';
    if (transport === 'HTTP') {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${chat.chatId}/messages`,
        headers: { cookie: mentorCookie },
        payload: { clientId, text },
      });
      expect(answer.statusCode).toBe(201);
    } else {
      mentorTab.socket.send(
        JSON.stringify({ type: 'message.send', chatId: chat.chatId, clientId, text }),
      );
      await until(() => createdIn(mentorTab, clientId));
    }
    const { readerTab } = chat;
    if (readerTab) await until(() => createdIn(readerTab, clientId));
  }
  const settled = () => t.context.background.settled();

  describe.each(transports)('sent over %s', (transport) => {
    it.each(readers)('to a reader %s, the next message stays within its budget', async (reader) => {
      // The first message reads the chat into memory, prepares its statements and, to a reader
      // away with a device, pushes; the second, moments later, is the steady state.
      await markSessionsUsedNow(t.db);
      await counter.during(() => say(transport, reader), settled);
      const statements = await counter.during(() => say(transport, reader), settled);
      expectWithinBudget(
        statements,
        nextMessageBudget[transport][kind],
        `the next message over ${transport} to a reader ${reader}, on ${kind}`,
      );
    });

    it('to a reader with a tab open, a chat’s first message stays within its budget', async () => {
      await markSessionsUsedNow(t.db);
      const statements = await counter.during(() => say(transport, 'first message'), settled);
      expectWithinBudget(
        statements,
        firstMessageBudget[transport][kind],
        `a chat's first message over ${transport}, on ${kind}`,
      );
    });
  });
});
