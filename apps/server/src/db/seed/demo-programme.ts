import type { Kysely } from 'kysely';
import { dayText, daysAfter } from '@mentorbridge/domain/vetting-rules';
import { LOW_RATING } from '@mentorbridge/domain/check-in-rules';
import { newMessageId, insertNextMessage } from '../../features/chat/service.ts';
import { recordCheckInNotices, saveCheckInAnswer } from '../../features/check-ins/service.ts';
import {
  decideProgrammeMatch,
  insertPendingRequest,
  markMentorAccepted,
} from '../../features/connections/service.ts';
import {
  createProgramme,
  insertCode,
  insertMember,
  makeOrganisation,
} from '../../features/programmes/service.ts';
import type { Database } from '../schema.ts';
import { claimOnce } from './claim-once.ts';
import { demoCoordinator, demoPupils } from './demo-accounts.ts';

const SEEDED_KEY = 'demo_programme_seeded';
const DAY = 24 * 60 * 60_000;

/** The demo programme's codes, as the README's demo table gives them. */
export const demoClassCode = 'STARPATH';
export const demoMentorCode = 'HELPWAYS';

/** The demo mentors who mentor in the programme: each has a check that counts. */
const programmeMentors = [
  'laura.schmidt@example.com',
  'kenji.watanabe@example.com',
  'olivia.brown@example.com',
  'grace.mensah@example.com',
];

/**
 * A pair of the demo programme: a pupil and a mentor (by address), when the pupil asked, and
 * what happened since, in days before today: a chat with its messages, or a yes that waits.
 */
interface DemoPair {
  pupil: string;
  mentor: string;
  askedDaysAgo: number;
  /** Both said yes and a coordinator approved, this many days ago; null: still waiting. */
  openedDaysAgo: number | null;
  /** Messages as [days ago, from, text]. */
  lines: [number, 'pupil' | 'mentor', string][];
  /**
   * Check-ins (decision 060) as [who, the chat's day it fell due, rating or null while
   * unanswered, line]: each was told on its day, and answered the day after.
   */
  checkIns?: ['pupil' | 'mentor', number, number | null, string][];
}

const pairs: DemoPair[] = [
  {
    pupil: 'amara.okoye@example.com',
    mentor: 'laura.schmidt@example.com',
    askedDaysAgo: 18,
    openedDaysAgo: 16,
    lines: [
      [12, 'pupil', 'Hi Laura! Mr Hale said you could help me choose my GCSE options.'],
      [11, 'mentor', 'Hello Amara, happy to. What do you enjoy most at school right now?'],
      [4, 'pupil', 'Biology and art. Is it strange to want both?'],
      [1, 'mentor', 'Not at all! Medical illustrators do exactly that. Shall we look at it?'],
    ],
  },
  {
    pupil: 'ben.foster@example.com',
    mentor: 'kenji.watanabe@example.com',
    askedDaysAgo: 42,
    openedDaysAgo: 40,
    lines: [
      [39, 'pupil', 'Hi Kenji, I find revising really hard to start.'],
      [38, 'mentor', 'Let us try 20 minutes a day with a timer. Tell me how it goes!'],
      [20, 'pupil', 'I tried it for a week. It helped a bit.'],
    ],
    // Ben's first answer waits for the coordinator; both have let the second go overdue.
    checkIns: [
      ['pupil', 14, 2, 'Revising is still really hard'],
      ['mentor', 14, 4, ''],
      ['pupil', 28, null, ''],
      ['mentor', 28, null, ''],
    ],
  },
  {
    pupil: 'chloe.park@example.com',
    mentor: 'olivia.brown@example.com',
    askedDaysAgo: 2,
    openedDaysAgo: null,
    lines: [],
  },
];

/**
 * Hillside Academy, the demo's school: its coordinator, a programme that keeps its pupils to its
 * mentors and approves each match, its class and mentor codes, eight pupils, four checked
 * mentors and three pairs in different health (talking, quiet for 20 days, waiting for the
 * coordinator), so a newcomer finds the console full. Made once per database, through the
 * programme's own rules; nothing when a demo account it needs is gone.
 */
export async function seedDemoProgramme(db: Kysely<Database>, now = Date.now()): Promise<void> {
  if (!(await claimOnce(db, SEEDED_KEY))) return;
  const emails = [demoCoordinator.email, ...demoPupils.map((p) => p.email), ...programmeMentors];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .execute();
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const coordinatorId = idOf.get(demoCoordinator.email);
  if (coordinatorId === undefined || idOf.size !== emails.length) return;
  const made = await makeOrganisation(
    db,
    'Hillside Academy',
    demoCoordinator.email,
    now - 60 * DAY,
  );
  if (!made.ok) return;
  const organisation = db.selectFrom('organisations').select('id');
  const organisationId = (
    await organisation.where('name', '=', 'Hillside Academy').executeTakeFirstOrThrow()
  ).id;

  const today = dayText(now);
  const actor = { id: coordinatorId, email: demoCoordinator.email };
  const clock = { now: () => now - 50 * DAY };
  const programme = await createProgramme({ db, clock }, actor, organisationId, {
    name: 'Year 10 mentoring',
    startsOn: daysAfter(today, -45),
    endsOn: daysAfter(today, 150),
    timeZone: 'Europe/London',
    minAge: 13,
    maxAge: 16,
    pupilsSeeOnlyItsMentors: true,
    coordinatorApprovesMatches: true,
    checkInCadence: 'two_then_monthly',
    asksCaregiver: true,
    contactFrom: '07:00',
    contactUntil: '21:00',
    videoPolicy: 'after_caregiver',
  });

  await db.transaction().execute(async (trx) => {
    for (const [code, role] of [
      [demoClassCode, 'pupil'],
      [demoMentorCode, 'mentor'],
    ] as const) {
      const settings = { expiresOn: daysAfter(today, 150), maxUses: 40, approvalRequired: false };
      await insertCode(
        trx,
        { ...settings, code, role, programmeId: programme.id, now: now - 50 * DAY },
        {
          actorId: actor.id,
          actorEmail: actor.email,
          action: `made a ${role} code`,
          subject: `programme ${programme.id}`,
          reason: '',
          now: now - 50 * DAY,
        },
      );
    }
    const members = [
      ...demoPupils.map((p) => [p.email, 'pupil'] as const),
      ...programmeMentors.map((email) => [email, 'mentor'] as const),
    ];
    for (const [index, [email, role]] of members.entries()) {
      const userId = idOf.get(email) ?? '';
      await insertMember(trx, {
        programmeId: programme.id,
        userId,
        role,
        now: now - (48 - index) * DAY,
      });
    }
    for (const pair of pairs)
      await seedPair(trx, pair, { idOf, coordinatorId, programmeId: programme.id, now });
  });
}

async function seedPair(
  trx: Kysely<Database>,
  pair: DemoPair,
  {
    idOf,
    coordinatorId,
    programmeId,
    now,
  }: { idOf: Map<string, string>; coordinatorId: string; programmeId: string; now: number },
) {
  const ids = { pupil: idOf.get(pair.pupil) ?? '', mentor: idOf.get(pair.mentor) ?? '' };
  const id = `${ids.mentor}__${ids.pupil}`;
  const askedAt = now - pair.askedDaysAgo * DAY;
  await insertPendingRequest(trx, {
    id,
    mentorId: ids.mentor,
    requesterId: ids.pupil,
    message: null,
    now: askedAt,
  });
  const saidYesAt =
    pair.openedDaysAgo === null ? now - DAY : now - pair.openedDaysAgo * DAY - 60 * 60_000;
  await markMentorAccepted(
    trx,
    { id, now: saidYesAt },
    { mentorId: ids.mentor, requestedAt: askedAt },
  );
  if (pair.openedDaysAgo === null) return;
  const openedAt = now - pair.openedDaysAgo * DAY;
  await decideProgrammeMatch(trx, {
    id,
    programmeId,
    to: 'accepted',
    by: coordinatorId,
    refusal: null,
    now: openedAt,
  });
  for (const [index, [daysAgo, from, text]] of pair.lines.entries()) {
    await insertNextMessage(trx, {
      id: newMessageId(),
      chatId: id,
      senderId: ids[from],
      text,
      imageId: null,
      clientId: `demo-programme-${index}`,
      // A minute apart within a day, the last on its day exactly: "Quiet for 20 days".
      now: now - daysAgo * DAY - (pair.lines.length - index) * 60_000,
    });
  }
  for (const [who, day, rating, line] of pair.checkIns ?? []) {
    const dueAt = openedAt + day * DAY;
    await recordCheckInNotices(
      trx,
      [{ requestId: id, userId: ids[who], dueOn: dayText(dueAt) }],
      dueAt,
    );
    if (rating === null) continue;
    await saveCheckInAnswer(trx, {
      requestId: id,
      userId: ids[who],
      dueOn: dayText(dueAt),
      rating,
      line,
      flaggedKinds: null,
      toLookAt: rating <= LOW_RATING,
      now: dueAt + DAY,
    });
  }
}
