import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  TextCensor,
} from 'obscenity';

/**
 * The chat's profanity filter (spec section 5): a maintained library (obscenity, with its English
 * list and its tricks: case, repeated letters, leetspeak, look-alike characters) plus our own
 * list for the spec's other categories. Shared by the browser (to show the masked text before
 * sending) and the server (which masks before storing, whatever the browser sent).
 */

/**
 * Our words, by the spec's categories. Each matches a whole word ("kill" masks "kill" but not
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

let builtMatcher: RegExpMatcher | undefined;
/**
 * Built on first use, not on import: compiling the lists costs a phone tens of milliseconds,
 * which the chat view should not pay before anyone has typed (issue 8's blocking time).
 */
const matcher = () => (builtMatcher ??= buildMatcher());
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
  if (text === '') return text;
  // The censor needs the matches sorted by position.
  const masked = censor.applyTo(
    text,
    matcher().getAllMatches(blankTrailingPunctuation(text), true),
  );
  const unspaced = masked.replace(spacedOutLetters, (run) => {
    const joined = run.replace(/[\s._\-*+]+/gu, '');
    return matcher().hasMatch(joined) ? mask(run) : run;
  });
  return unspaced.replace(emojiPattern, '*');
}
