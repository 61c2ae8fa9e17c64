import { describe, expect, it } from 'vitest';
import { chatIdOfRoom, meetingRoomName, roomNameFor } from './call-rules.ts';
import { requestIdOf } from './connection-rules.ts';

const mentorId = '0b7f6c1e-93c4-4a55-b1d2-6f0e9a8c7d21';
const menteeId = 'e41a2b9c-7d3f-4c18-9e05-a1b2c3d4e5f6';
const chatId = requestIdOf(mentorId, menteeId);

describe('the meeting room of a chat', () => {
  it("is the first 10 characters of the mentee's id, a hyphen, and the chat id", () => {
    expect(roomNameFor(menteeId, chatId)).toBe(`e41a2b9c-7-${chatId}`);
  });

  it('leads back to its chat', () => {
    expect(chatIdOfRoom(roomNameFor(menteeId, chatId))).toBe(chatId);
  });

  it('refuses a name that does not follow the rule', () => {
    const mentorPrefixed = roomNameFor(mentorId, chatId);
    for (const name of ['', 'meeting', `e41a2b9c-7-${mentorId}`, mentorPrefixed, `x${chatId}`]) {
      expect(chatIdOfRoom(name)).toBeUndefined();
    }
  });

  it("names each call's meeting by the chat's room and the call's secret", () => {
    expect(meetingRoomName(menteeId, chatId, '0f1e2d3c')).toBe(`e41a2b9c-7-${chatId}-0f1e2d3c`);
  });
});
