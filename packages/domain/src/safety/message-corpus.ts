import { held, passes as contactPasses } from './contact-details.cases.ts';
import { flagged, passes as signalPasses } from './signals.cases.ts';

/**
 * Chat messages made up for the prefilter test (decision 032): everyday words with, in about half
 * of them, something the checks are there for (swearing and our blocked words, disguised the ways
 * people disguise them; contact details; grooming and self-harm signals), and words that only
 * look like those. The same seed gives the same messages, so a failure can be found again.
 */
export function generateMessages(count: number, seed = 25): string[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const messages: string[] = [];
  for (let index = 0; index < count; index++) {
    const parts: string[] = [];
    const length = 2 + Math.floor(random() * 14);
    for (let word = 0; word < length; word++) parts.push(disguise(pick(everyday), random));
    if (random() < 0.5) {
      const extras = 1 + Math.floor(random() * 2);
      for (let extra = 0; extra < extras; extra++) {
        const kind = random();
        const fragment =
          kind < 0.45
            ? disguise(pick(blocked), random)
            : kind < 0.7
              ? pick(contactFragments)
              : kind < 0.9
                ? pick(signalFragments)
                : pick(emoji);
        parts.splice(Math.floor(random() * (parts.length + 1)), 0, fragment);
      }
    }
    messages.push(join(parts, random) + pick(endings));
  }
  return messages;
}

/** Words of a school chat, with some that hold a blocked word inside them. */
const everyday = [
  ...'how did your revision go today i finished the essay plan can we look at it on thursday'.split(
    ' ',
  ),
  ...'that sounds like a good next step thanks really helped maths science history art music'.split(
    ' ',
  ),
  ...'exam homework teacher class coding python project interview university college apply'.split(
    ' ',
  ),
  ...'skills assessment scunthorpe passage analysis therapist cocktail grape shiitake dickens'.split(
    ' ',
  ),
  ...'essex sussex classic bass assignment cockpit hancock peacock title butter knight night'.split(
    ' ',
  ),
  ...'hello hey thank you sure maybe great awesome cool weekend monday friday see later'.split(' '),
  ...'skill killjoy weeding date wrestling grass mass pass glass harass shell hell shift'.split(
    ' ',
  ),
  ...'at dot com my is on in snap insta number street road 12 221b 2024 3 10 100'.split(' '),
];

/** Swearing and the words of our own list (packages/domain/src/profanity-filter.ts). */
const blocked = [
  ...'fuck shit bitch cunt dick cock pussy asshole bastard wanker twat bollocks arse porn'.split(
    ' ',
  ),
  ...'boobs penis dildo jizz tits idiot stupid dumbass moron loser ugly freak weed cocaine'.split(
    ' ',
  ),
  ...'heroin meth vape kill killing murder stab gun bomb sexy sex nude naked horny kiss babe'.split(
    ' ',
  ),
  'shut up',
  'beat you up',
  'send pics',
  'love you',
  'date me',
];

const contactFragments = [
  ...held.map(([text]) => text),
  ...contactPasses,
  '07700 900123',
  'coach.io',
  'www.example.com',
  'https://example.org/page',
  'name@mail.com',
  'e.g. this one',
  'end of sentence. Next',
  'localhost:3000',
  'ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ',
  'mail me at coach (at) mail (dot) com',
];

const signalFragments = [...flagged.map(([text]) => text), ...signalPasses];

const emoji = ['🙂', '👍', '🍆', '🍑', '😘', '🔫', '💊', '🎉', '📚'];
const endings = ['', '', '.', '!', '?', '!!', '...', ' :)'];

/** Look-alike letters people use to get past a filter. */
const lookAlikes: Record<string, string[]> = {
  a: ['4', '@', 'а', 'ａ'],
  e: ['3', 'е', 'ё'],
  i: ['1', '!', 'í', 'і'],
  o: ['0', 'о', 'ø'],
  s: ['5', '$', 'ѕ'],
  t: ['7', '+'],
  u: ['ü', 'ʋ'],
  c: ['с', '('],
  k: ['κ'],
};

/** The word as typed, or disguised: shouted, leet, look-alikes, stretched, spaced or dotted out. */
function disguise(word: string, random: () => number): string {
  const way = random();
  if (way < 0.55) return word;
  if (way < 0.63) return word.toUpperCase();
  if (way < 0.7) return word.charAt(0).toUpperCase() + word.slice(1);
  if (way < 0.8) {
    return [...word]
      .map((letter) => {
        const options = lookAlikes[letter];
        return options && random() < 0.5
          ? (options[Math.floor(random() * options.length)] ?? letter)
          : letter;
      })
      .join('');
  }
  if (way < 0.87) {
    return [...word].map((letter) => (random() < 0.3 ? letter.repeat(3) : letter)).join('');
  }
  if (way < 0.94) return [...word].join(random() < 0.5 ? ' ' : '.');
  return [...word]
    .map((letter, index) => (index > 0 && random() < 0.2 ? `*${letter}` : letter))
    .join('');
}

function join(parts: string[], random: () => number): string {
  return parts
    .map((part, index) => {
      if (index === 0) return part;
      const gap = random();
      return (gap < 0.8 ? ' ' : gap < 0.9 ? ', ' : gap < 0.95 ? '. ' : '\n') + part;
    })
    .join('');
}

/** A small seeded generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
