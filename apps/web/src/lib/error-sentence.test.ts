import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import { activateEnglish } from '@mentorbridge/domain/i18n/activate-english';
import { errorFromAnswer, sentenceOf } from './api-client.ts';

const inSpanish = () =>
  i18n.loadAndActivate({ locale: 'es', messages: compileCatalogue(catalogues.es) });

describe("a server's error, as its reader reads it", () => {
  afterEach(() => activateEnglish());

  it('is written in the page’s language from the message the server sent, values and all', () => {
    inSpanish();
    const error = errorFromAnswer(409, 'Conflict', {
      error: {
        code: 'ended_recently',
        message: 'Your mentoring with Ned Hill ended less than 14 days ago. …',
        text: { id: 'askAgainTooSoon', values: { name: 'Ned Hill' } },
      },
    });
    expect(error.code).toBe('ended_recently');
    expect(error.message).not.toContain('Your mentoring');
    expect(error.message).toBe(i18n._('askAgainTooSoon', { name: 'Ned Hill' }));
    expect(error.message).toContain('Ned Hill');
  });

  it('writes a sentence inside a sentence in the same language', () => {
    inSpanish();
    const error = errorFromAnswer(409, 'Conflict', {
      error: {
        code: 'chat_paused',
        message:
          'This chat is paused: one of its members blocked the other. The message stays held.',
        text: { id: 'releaseRefusedChatPaused', values: { reason: { id: 'pausedForBlock' } } },
      },
    });
    expect(error.message).toContain(i18n._('pausedForBlock'));
  });

  it('writes every problem of an entry, each in the page’s language', () => {
    inSpanish();
    const error = errorFromAnswer(400, 'Bad Request', {
      error: {
        code: 'invalid_check',
        message: 'The check needs its reference number. The seen date is in the future.',
        text: { id: 'checkNeedsReference' },
        more: [{ id: 'checkDayInFuture', values: { field: 'seen' } }],
      },
    });
    expect(error.message).toBe(
      `${i18n._('checkNeedsReference')} ${i18n._('checkDayInFuture', { field: 'seen' })}`,
    );
  });

  it('keeps the whole English when its first sentence is unknown, never repeating the others', () => {
    inSpanish();
    const english = 'Something new. The seen date is in the future.';
    const error = errorFromAnswer(400, 'Bad Request', {
      error: {
        code: 'invalid_check',
        message: english,
        text: { id: 'fromANewerServer' },
        more: [{ id: 'checkDayInFuture', values: { field: 'seen' } }],
      },
    });
    expect(error.message).toBe(english);
  });

  it('keeps the English of a message this page does not know, and of an answer with none', () => {
    inSpanish();
    const unknown = errorFromAnswer(400, 'Bad Request', {
      error: {
        code: 'invalid_request',
        message: 'Something new.',
        text: { id: 'fromANewerServer' },
      },
    });
    expect(unknown.message).toBe('Something new.');
    const plain = errorFromAnswer(400, 'Bad Request', {
      error: { code: 'invalid_request', message: 'The request was not valid.' },
    });
    expect(plain.message).toBe('The request was not valid.');
  });
});

describe("a server's notice, as its reader reads it", () => {
  afterEach(() => activateEnglish());

  it('is written in the page’s language, and in English where the page does not know it', () => {
    inSpanish();
    const joined = {
      message: 'You joined Year 9 careers mentoring.',
      text: { id: 'joinedProgramme', values: { name: 'Year 9 careers mentoring' } },
    };
    expect(sentenceOf(joined)).toBe(
      i18n._('joinedProgramme', { name: 'Year 9 careers mentoring' }),
    );
    expect(sentenceOf(joined)).not.toBe(joined.message);
    expect(sentenceOf({ message: joined.message, text: { id: 'fromANewerServer' } })).toBe(
      joined.message,
    );
  });
});
