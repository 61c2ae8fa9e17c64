import { describe, expect, it } from 'vitest';
import { maskedCases, untouchedCases } from '../profanity-filter.cases.ts';
import {
  maskProfanity,
  maskProfanityWithoutPrefilter,
  mayHoldProfanity,
} from '../profanity-filter.ts';
import { held, passes as contactPasses } from './contact-details.cases.ts';
import {
  findContactDetails,
  findContactDetailsWithoutPrefilter,
  mayHoldLink,
} from './contact-details.ts';
import { generateMessages } from './message-corpus.ts';
import { flagged, passes as signalPasses } from './signals.cases.ts';
import { findSignals, findSignalsWithoutPrefilter, mayHoldSignal } from './signals.ts';

const generated = generateMessages(12_000);
const tables = [
  ...maskedCases.map(([text]) => text),
  ...untouchedCases,
  ...held.map(([text]) => text),
  ...contactPasses,
  ...flagged.map(([text]) => text),
  ...signalPasses,
];
const corpus = [...tables, ...generated];

/** The texts on which a check and its version without the prefilter disagree. */
function disagreements<Answer>(
  check: (text: string) => Answer,
  withoutPrefilter: (text: string) => Answer,
) {
  return corpus
    .map((text) => ({ text, answer: check(text), expected: withoutPrefilter(text) }))
    .filter(({ answer, expected }) => JSON.stringify(answer) !== JSON.stringify(expected));
}

/**
 * Each safety check skips its dearest part on a text that cannot match (decision 032). Skipping
 * must never change an answer: on the existing test tables and 12,000 generated messages, each
 * gives exactly what the same check gives when it runs in full on every text.
 */
describe('the safety checks’ prefilters', () => {
  it('mask exactly what the full profanity matcher masks', () => {
    expect(disagreements(maskProfanity, maskProfanityWithoutPrefilter)).toEqual([]);
  });

  it('find exactly the contact details linkify and the patterns find on every text', () => {
    expect(disagreements(findContactDetails, findContactDetailsWithoutPrefilter)).toEqual([]);
  });

  it('find exactly the signals the patterns find one by one', () => {
    expect(disagreements(findSignals, findSignalsWithoutPrefilter)).toEqual([]);
  });

  it('are tried on a corpus with plenty of each: clean, masked, held and flagged', () => {
    const count = (test: (text: string) => boolean) => generated.filter(test).length;
    expect(generated).toHaveLength(12_000);
    expect(new Set(generated).size).toBeGreaterThan(11_000);
    expect(count((text) => maskProfanity(text) !== text)).toBeGreaterThan(2_000);
    expect(count((text) => maskProfanity(text) === text)).toBeGreaterThan(5_000);
    expect(count((text) => findContactDetails(text).length > 0)).toBeGreaterThan(700);
    expect(count((text) => findSignals(text).length > 0)).toBeGreaterThan(500);
  });

  it('let everyday messages skip every full pass, and send what they are for through it', () => {
    const everyday = [
      'How did your revision go today?',
      'I finished the essay plan, can we look at it on Thursday?',
      'That sounds like a good next step.',
      'Thanks, that really helped!',
      'See you next week, good luck with the interview',
    ];
    for (const text of everyday) {
      expect([mayHoldProfanity(text), mayHoldLink(text), mayHoldSignal(text)], text).toEqual([
        false,
        false,
        false,
      ]);
    }
    expect(mayHoldProfanity('you are an id1ot')).toBe(true);
    expect(mayHoldLink('see coach.io')).toBe(true);
    expect(mayHoldLink('ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ')).toBe(true);
    expect(mayHoldSignal("don't tell your parents")).toBe(true);
  });
});
