import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammePair, ReadChat } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';
import { renderView } from '../../test-support/rendered-view.tsx';
import { readPairChat, refuseMatch } from './api/pairs-queries.ts';
import { ReadChatSteps } from './read-chat-dialog.tsx';
import { ReadChatMessages } from './read-chat-messages.tsx';

const noCheckIns = {
  rating: null,
  line: null,
  answeredAt: null,
  overdueSince: null,
  toLookAt: false,
};

const pair: ProgrammePair = {
  requestId: 'mentor-1__pupil-1',
  pupil: { userId: 'pupil-1', name: 'Ada Lovelace' },
  mentor: { userId: 'mentor-1', name: 'Grace Hopper' },
  state: 'active',
  proposed: false,
  refusal: null,
  requestedAt: 1_800_000_000_000,
  startedAt: 1_800_000_000_000,
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
};

/** The server, answering every call with this status and body. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () =>
    Response.json(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("reading a pair's chat", () => {
  it('asks why first, and shows nothing of the chat until then', () => {
    const dialog = renderView(
      <ReadChatSteps programmeId="programme-1" pair={pair} onClose={() => {}} />,
    );

    expect(dialog.labels).toEqual(['Why do you read this chat?']);
    expect(dialog.buttons).toEqual(['Cancel', 'Read the chat']);
    expect(dialog.text).not.toContain('From the pupil');
  });

  it(`answers a blank reason with '${uiText.readingReasonRequired}' and sends nothing`, async () => {
    const fetch = serverAnswers(200, { messages: [] });

    await expect(readPairChat('programme-1', pair.requestId, '  \n ')).rejects.toThrow(
      uiText.readingReasonRequired,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the reason, and shows the server's words when the coordinator's check does not count", async () => {
    const fetch = serverAnswers(403, {
      error: { code: 'forbidden', message: uiText.matchPupilHiddenForReading },
    });

    await expect(
      readPairChat('programme-1', pair.requestId, 'Ada told me she is worried.'),
    ).rejects.toThrow(uiText.matchPupilHiddenForReading);
    expect(fetch).toHaveBeenCalledWith(
      '/api/programmes/programme-1/pairs/mentor-1__pupil-1/read',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ reason: 'Ada told me she is worried.' }),
      }),
    );
  });

  it('shows each message with who sent it, and "[picture]" for a picture', () => {
    const messages: ReadChat['messages'] = [
      { seq: 1, from: 'pupil', text: 'Here is my drawing', picture: true, createdAt: 1 },
      { seq: 2, from: 'mentor', text: 'It is lovely!', picture: false, createdAt: 2 },
    ];
    const shown = renderView(<ReadChatMessages messages={messages} />);

    expect(shown.text).toMatch(/From the pupil .* Here is my drawing \[picture\]/);
    expect(shown.text).toMatch(/From the mentor .* It is lovely!/);
  });
});

describe('saying no to a match', () => {
  it(`answers a blank reason with '${uiText.refusalReasonRequired}' and sends nothing`, async () => {
    const fetch = serverAnswers(204, undefined);

    await expect(refuseMatch('programme-1', pair.requestId, '')).rejects.toThrow(
      uiText.refusalReasonRequired,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
