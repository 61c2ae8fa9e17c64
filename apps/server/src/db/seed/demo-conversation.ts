import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { advanceChatRead, insertNextMessage, newMessageId } from '../../features/chat/service.ts';
import { insertPendingRequest, updateRequestStatus } from '../../features/connections/service.ts';
import { insertNote } from '../../features/notes/service.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { chatImageKey } from '../../storage/file-keys.ts';
import type { Database } from '../schema.ts';
import { demoMentee, demoMentor, demoWaitingMentee } from './demo-accounts.ts';
import { demoChatPicture } from './demo-picture.ts';

/** Marks the conversation made once, so what people delete of it stays deleted. */
const SEEDED_KEY = 'demo_conversation_seeded';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoLine {
  from: 'mentee' | 'mentor';
  text: string;
  /** Minutes after the conversation began. */
  at: number;
  withPicture?: boolean;
}

/** A short, friendly first conversation: what a newcomer should see the product do. */
const conversation: DemoLine[] = [
  {
    from: 'mentee',
    at: 0,
    text: "Hi Daniel! Thanks for accepting my request. I'd love to learn how websites are made.",
  },
  {
    from: 'mentor',
    at: 42,
    text: 'Hi Maya, welcome! The best way to start is a small page of your own. What would you like it to show?',
  },
  {
    from: 'mentee',
    at: 65,
    text: 'My drawings, maybe? Here is my first try from last night.',
    withPicture: true,
  },
  {
    from: 'mentor',
    at: 24 * 60,
    text: 'That is a great first page! Next time we can turn it into a gallery that fits any screen.',
  },
  {
    from: 'mentee',
    at: 24 * 60 + 20,
    text: 'Yes please! Can we go through it on a video call this week?',
  },
  {
    from: 'mentor',
    at: 24 * 60 + 31,
    text: 'Sure. Write your questions in your notes and bring them along.',
  },
];

const notes = {
  mentee: 'Questions for Daniel: how do I put my page online? Will the gallery work on my phone?',
  mentor:
    'Maya wants a gallery page for her drawings. Next time: CSS grid, then how to publish it.',
};

/** What Leo wrote with his request, for the mentor to read on it. */
const waitingRequestMessage =
  "Hi Daniel, I'm choosing my subjects and I'm thinking about computer science. Could you tell me what it's really like?";

type Ids = Record<'mentee' | 'mentor', string> & { waitingMentee: string | undefined };

/**
 * What the demo accounts have been doing, so a newcomer who logs in sees the product at work:
 * the demo mentor and mentee connected, with a conversation and a picture in their chat and a
 * note each, and a second mentee's request waiting for the mentor. Made once per database (a
 * database seeded before the conversation existed gets it on its next start), and not at all
 * when either demo account is gone.
 */
export async function seedDemoConversation(
  db: Kysely<Database>,
  files: FileStore,
  now = Date.now(),
): Promise<void> {
  const seeded = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  const ids = !seeded && (await findDemoIds(db));
  if (!ids) return;
  const chatId = `${ids.mentor}__${ids.mentee}`;
  const began = now - 2 * DAY;
  // The file first: should the rows fail, the sweep deletes a picture nothing points to.
  const pictureId = `${began}-${randomBytes(6).toString('hex')}`;
  await files.put(chatImageKey(chatId, pictureId), await demoChatPicture());

  await db.transaction().execute(async (trx) => {
    const request = { id: chatId, mentorId: ids.mentor, requesterId: ids.mentee, message: null };
    await insertPendingRequest(trx, { ...request, now: began - HOUR });
    await updateRequestStatus(
      trx,
      { id: chatId, from: 'pending', to: 'accepted', now: began - MINUTE },
      { mentorId: ids.mentor, requestedAt: began - HOUR },
    );
    let last = 0;
    for (const [index, line] of conversation.entries()) {
      last = await insertNextMessage(trx, {
        id: newMessageId(),
        chatId,
        senderId: ids[line.from],
        text: line.text,
        imageId: line.withPicture ? pictureId : null,
        clientId: `demo-${index}`,
        now: began + line.at * MINUTE,
      });
    }
    for (const userId of [ids.mentee, ids.mentor]) {
      await advanceChatRead(trx, { chatId, userId, upToSeq: last });
    }
    for (const role of ['mentee', 'mentor'] as const) {
      await insertNote(trx, { id: randomUUID(), ownerId: ids[role], content: notes[role], now });
    }
    if (ids.waitingMentee) {
      await insertPendingRequest(trx, {
        id: `${ids.mentor}__${ids.waitingMentee}`,
        mentorId: ids.mentor,
        requesterId: ids.waitingMentee,
        message: waitingRequestMessage,
        now: now - 3 * HOUR,
      });
    }
    await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: String(now) })
      .execute();
  });
}

async function findDemoIds(db: Kysely<Database>): Promise<Ids | undefined> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [demoMentee.email, demoMentor.email, demoWaitingMentee.email])
    .execute();
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id;
  const mentee = idOf(demoMentee.email);
  const mentor = idOf(demoMentor.email);
  return mentee && mentor
    ? { mentee, mentor, waitingMentee: idOf(demoWaitingMentee.email) }
    : undefined;
}
