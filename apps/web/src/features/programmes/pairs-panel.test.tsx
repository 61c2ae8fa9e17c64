import { describe, expect, it } from 'vitest';
import type { ProgrammePair, ProgrammePairs } from '@mentorbridge/domain/api/programme-matches';
import type { ProgrammePeople } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { calendarDayText } from '../../lib/clock-text.ts';
import { renderView, testQueryClient } from '../../test-support/rendered-view.tsx';
import { peopleQueryKey } from './api/membership-queries.ts';
import { pairsQueryKey } from './api/pairs-queries.ts';
import { PairsPanel } from './pairs-panel.tsx';

const noCheckIns = {
  rating: null,
  line: null,
  answeredAt: null,
  overdueSince: null,
  toLookAt: false,
};

const DAY_MS = 24 * 60 * 60_000;
const now = Date.UTC(2027, 2, 10, 12);

function pair(change: Partial<ProgrammePair>): ProgrammePair {
  return {
    requestId: 'mentor-1__pupil-1',
    pupil: { userId: 'pupil-1', name: 'Ada Lovelace' },
    mentor: { userId: 'mentor-1', name: 'Grace Hopper' },
    state: 'active',
    proposed: false,
    refusal: null,
    requestedAt: now - 40 * DAY_MS,
    startedAt: now - 38 * DAY_MS,
    lastFromPupil: null,
    lastFromMentor: null,
    messagesLast14Days: 0,
    calls: 0,
    callMinutes: 0,
    quietDays: null,
    ending: null,
    checkIns: { pupil: noCheckIns, mentor: noCheckIns },
    caregiverPaused: false,
    coordinatorJoinsCalls: false,
    inCall: false,
    ...change,
  };
}

const quietPair = pair({
  lastFromPupil: now - 20 * DAY_MS,
  lastFromMentor: now - 21 * DAY_MS,
  quietDays: 20,
});
const waitingPair = pair({
  requestId: 'mentor-2__pupil-2',
  pupil: { userId: 'pupil-2', name: 'Alan Turing' },
  mentor: { userId: 'mentor-2', name: 'Katherine Johnson' },
  state: 'waiting',
  startedAt: null,
});

const noPeople: ProgrammePeople = { codes: [], members: [], pupilsHidden: false };

/** The panel as it first shows, the server having answered with these pairs. */
function panelWith(pairs: ProgrammePair[]) {
  const queryClient = testQueryClient();
  const answer: ProgrammePairs = { pairs, pupilsHidden: false };
  queryClient.setQueryData(pairsQueryKey('programme-1'), answer);
  queryClient.setQueryData(peopleQueryKey('programme-1'), noPeople);
  return renderView(
    <PairsPanel programmeId="programme-1" programmeName="Hillside Mentoring" />,
    queryClient,
  );
}

describe("a programme's pairs in the console", () => {
  it("marks a pair that has said nothing for 20 days 'Quiet for 20 days'", () => {
    const panel = panelWith([quietPair]);

    expect(panel.text).toContain('Quiet for 20 days');
    expect(panel.text).toContain(uiText.quietForDays({ days: 20 }));
  });

  it('names no quiet days for a pair that talks', () => {
    const panel = panelWith([pair({ lastFromPupil: now - DAY_MS, messagesLast14Days: 12 })]);

    expect(panel.text).not.toContain('Quiet for');
    expect(panel.text).toContain('Messages, last 14 days 12');
    expect(panel.text).toContain('Video calls None yet');
  });

  it('names a pupil withheld from this coordinator "A pupil"', () => {
    const panel = panelWith([pair({ pupil: { userId: 'pupil-1', name: '' } })]);

    expect(panel.text).toContain(`${uiText.pupilWithheld} `);
    expect(panel.text).toContain('Grace Hopper');
  });

  it('counts the calls both were in, with their minutes', () => {
    const panel = panelWith([pair({ calls: 2, callMinutes: 47 })]);

    expect(panel.text).toContain('Video calls 2 (47 minutes)');
  });

  it('lists the matches waiting for a decision first, with Approve and Say no', () => {
    const panel = panelWith([quietPair, waitingPair]);

    expect(panel.text.indexOf('Alan Turing')).toBeLessThan(panel.text.indexOf('Ada Lovelace'));
    expect(panel.buttons).toEqual([
      'Approve',
      'Say no',
      'Read this chat',
      'End this mentoring',
      'Propose the match',
    ]);
  });

  it('shows an ended pair last: when, by whom and why, each exit answer, and Reopen this match', () => {
    const ended = pair({
      requestId: 'mentor-3__pupil-3',
      pupil: { userId: 'pupil-3', name: 'Mary Somerville' },
      state: 'ended',
      ending: {
        endedAt: Date.UTC(2027, 2, 1, 12),
        by: 'mentee',
        reason: 'goals_reached',
        pupilAnswers: { helped: 5, bestPart: 'Revision plans', better: '' },
        mentorAnswers: null,
      },
    });
    const panel = panelWith([ended, quietPair]);

    expect(panel.text.indexOf('Ada Lovelace')).toBeLessThan(panel.text.indexOf('Mary Somerville'));
    expect(panel.text).toContain('Mentoring ended');
    expect(panel.text).toContain('by the pupil: We reached our goals');
    expect(panel.text).toContain(
      'Exit answers, Mary Somerville Helped 5 of 5. Best: Revision plans',
    );
    expect(panel.text).toContain('Exit answers, Grace Hopper Not answered');
    expect(panel.buttons).toContain(uiText.reopenMatch);
  });

  it('shows each member’s latest check-in, who is overdue, and puts a low rating first with Looked at', () => {
    const worried = pair({
      requestId: 'mentor-4__pupil-4',
      pupil: { userId: 'pupil-4', name: 'Emmy Noether' },
      checkIns: {
        pupil: {
          rating: 2,
          line: 'Not much time lately',
          answeredAt: Date.UTC(2027, 2, 8, 12),
          overdueSince: null,
          toLookAt: true,
        },
        mentor: { ...noCheckIns, overdueSince: '2027-03-01' },
      },
    });
    const panel = panelWith([quietPair, worried]);

    expect(panel.text.indexOf('Emmy Noether')).toBeLessThan(panel.text.indexOf('Ada Lovelace'));
    expect(panel.text).toContain('Check-in, Emmy Noether 2 of 5 on');
    expect(panel.text).toContain('“Not much time lately”');
    expect(panel.text).toContain('Check-in, Grace Hopper Not answered yet');
    expect(panel.text).toContain(
      uiText.checkInOverdueSince({ date: calendarDayText('2027-03-01') }),
    );
    expect(panel.text).toContain(uiText.checkInsToLookAt);
    expect(panel.buttons).toContain(uiText.checkInLooked);
  });

  it('says so when the programme has no pairs yet', () => {
    expect(panelWith([]).text).toContain('No pairs yet');
  });

  it("links to the programme's record as a CSV download", () => {
    expect(panelWith([]).links).toContainEqual({
      name: uiText.downloadProgrammeRecord,
      href: '/api/programmes/programme-1/record.csv',
      download: true,
    });
  });
});
