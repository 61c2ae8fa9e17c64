import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  TextCensor,
} from 'obscenity';

/**
 * The chat's profanity filter (docs/product.md, Sending): a maintained library (obscenity, with its
 * English list and its tricks: case, repeated letters, leetspeak, look-alike characters) plus our
 * own list for the product's other categories. Shared by the browser (to show the masked text
 * before sending) and the server (which masks before storing, whatever the browser sent).
 */

/**
 * Our words, by the product's categories. Each matches a whole word ("kill" masks "kill" but not
 * "skill" or "killjoy"), so forms that matter are listed; words that are everyday English in
 * other senses are left out.
 */
const ourTerms: Record<string, readonly string[]> = {
  insults: ['idiot', 'idiots', 'stupid', 'dumbass', 'moron', 'loser', 'ugly', 'freak', 'shut up'],
  drugs: ['weed', 'cocaine', 'heroin', 'meth', 'marijuana', 'cannabis', 'ecstasy', 'mdma', 'vape'],
  violence: [
    'kill',
    'kills',
    'killing',
    'murder',
    'stab',
    'strangle',
    'gun',
    'bomb',
    'beat you up',
  ],
  sexual: ['sexy', 'sex', 'nude', 'nudes', 'naked', 'boobs', 'horny', 'hookup', 'send pics'],
  romantic: ['kiss', 'kisses', 'babe', 'sweetheart', 'darling', 'cuddle', 'love you', 'date me'],
};

/** Emoji of the same categories; masked wherever they appear. */
const blockedEmoji = [
  '🍆',
  '🍑',
  '💦',
  '👅',
  '💋',
  '😘',
  '😍',
  '🥵',
  '🔫',
  '🔪',
  '💉',
  '💊',
  '🍺',
  '🚬',
];

function buildMatcher(): RegExpMatcher {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const word of Object.values(ourTerms).flat()) {
    dataset.addPhrase((phrase) =>
      phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(`|${word}|`)),
    );
  }
  return new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
}

/**
 * What the prefilter reads of obscenity 0.4's RegExpMatcher, which keeps it private: its
 * compiled patterns and its pass that reads the text as the patterns see it (case, leetspeak,
 * look-alikes, repeats). safety/prefilters.test.ts fails if a release changes either.
 */
interface MatcherInternals {
  blacklistedTerms: readonly { regExp: RegExp }[];
  blacklistMatcherTransformers: unknown;
  applyTransformers(input: string, transformers: unknown): [number[], string];
}

/**
 * Whether the matcher could find anything in a text: all its patterns as one expression, run
 * once on the text as the matcher reads it. A text none of them matches has no match (each
 * pattern is one of the expression's alternatives, with the same flags), so the library's own
 * pass, about ten times dearer, runs only on a hit (decision 032). Should the library's insides not
 * be as expected, every text counts as a hit: slower, never wrong.
 */
function buildPrefilter(matcher: RegExpMatcher): (text: string) => boolean {
  const inner = matcher as unknown as Partial<MatcherInternals>;
  const { blacklistedTerms: terms, applyTransformers } = inner;
  const usable =
    Array.isArray(terms) &&
    typeof applyTransformers === 'function' &&
    terms.every(({ regExp }) => regExp instanceof RegExp && regExp.flags === 'gs');
  if (!usable) return () => true;
  const anyTerm = new RegExp(terms.map(({ regExp }) => `(?:${regExp.source})`).join('|'), 's');
  return (text) =>
    anyTerm.test(applyTransformers.call(matcher, text, inner.blacklistMatcherTransformers)[1]);
}

let built: { matcher: RegExpMatcher; mayMatch: (text: string) => boolean } | undefined;
/**
 * Built on first use, not on import: compiling the lists costs a phone tens of milliseconds,
 * which the chat view should not pay before anyone has typed (the blocking time in decision 027).
 */
function filter() {
  if (!built) {
    const matcher = buildMatcher();
    built = { matcher, mayMatch: buildPrefilter(matcher) };
  }
  return built;
}
// One * per character (code point) of the original text, however the library read it.
const censor = new TextCensor().setStrategy(({ input, startIndex, endIndex }) =>
  '*'.repeat([...input.slice(startIndex, endIndex + 1)].length),
);

/**
 * Punctuation at the end of a word, blanked out (same length, so positions still match) before
 * matching: leetspeak reads "!" as "i", which would turn "IDIOT!" into "idioti".
 */
const blankTrailingPunctuation = (text: string) =>
  text.replace(/[!?.,;:]+(?=\s|$)/gu, (punctuation) => ' '.repeat(punctuation.length));

/** Single characters split by spaces or dots ("k i l l", "f.u.c.k"): a common way round filters. */
const spacedOutLetters =
  /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$!|][\s._\-*+]+){2,}[\p{L}\p{N}@$!|](?![\p{L}\p{N}])/gu;
const emojiPattern = new RegExp(blockedEmoji.join('|'), 'gu');

const mask = (text: string) => text.replace(/./gu, '*');

/** The text with every blocked word, spaced-out blocked word and blocked emoji masked by *. */
export function maskProfanity(text: string): string {
  return maskWith(text, filter().mayMatch);
}

/** Whether maskProfanity runs the library's full pass on a text (its prefilter's verdict). */
export function mayHoldProfanity(text: string): boolean {
  return filter().mayMatch(blankTrailingPunctuation(text));
}

/**
 * maskProfanity without its prefilter: the library's full pass on every text. The prefilter's
 * test holds the two to the same answers.
 */
export function maskProfanityWithoutPrefilter(text: string): string {
  return maskWith(text, () => true);
}

function maskWith(text: string, mayMatch: (text: string) => boolean): string {
  if (text === '') return text;
  const { matcher } = filter();
  const readable = blankTrailingPunctuation(text);
  // The censor needs the matches sorted by position.
  const masked = mayMatch(readable)
    ? censor.applyTo(text, matcher.getAllMatches(readable, true))
    : text;
  const unspaced = masked.replace(spacedOutLetters, (run) => {
    const joined = run.replace(/[\s._\-*+]+/gu, '');
    return mayMatch(joined) && matcher.hasMatch(joined) ? mask(run) : run;
  });
  return unspaced.replace(emojiPattern, '*');
}
