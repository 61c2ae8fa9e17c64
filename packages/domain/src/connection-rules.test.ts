import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from './api/connections.ts';
import {
  isMoveAllowed,
  partiesOfRequest,
  requestIdOf,
  shortRequestId,
  shownName,
} from './connection-rules.ts';

describe('connection requests', () => {
  it('names a request mentorId + "__" + requesterId and shows its first 6 characters', () => {
    const id = requestIdOf('mentor-123', 'mentee-456');
    expect(id).toBe('mentor-123__mentee-456');
    expect(shortRequestId(id)).toBe('mentor');
  });

  it('reads the mentor and the mentee back from a request id, and nothing from anything else', () => {
    expect(partiesOfRequest(requestIdOf('mentor-123', 'mentee-456'))).toEqual({
      mentorId: 'mentor-123',
      menteeId: 'mentee-456',
    });
    for (const notAnId of ['', 'mentor-123', '__mentee-456', 'mentor-123__', 'a__b__c']) {
      expect(partiesOfRequest(notAnId)).toBeUndefined();
    }
  });

  it('allows exactly the moves of the product’s lifecycle', () => {
    const allowed: string[] = [];
    for (const move of ['accept', 'reject', 'cancel', 'delete'] as const) {
      for (const status of REQUEST_STATUSES) {
        for (const actor of ['mentor', 'mentee', 'stranger'] as const) {
          if (isMoveAllowed(move, status, actor)) allowed.push(`${actor} ${move}s ${status}`);
        }
      }
    }
    expect(allowed.sort()).toEqual([
      'mentee cancels pending',
      'mentee deletes rejected',
      'mentor accepts pending',
      'mentor deletes rejected',
      'mentor rejects pending',
    ]);
  });

  it('shows a stand-in for a missing name', () => {
    expect(shownName('  ', 'mentor')).toBe('Unnamed mentor');
    expect(shownName('Ada', 'mentee')).toBe('Ada');
  });
});
