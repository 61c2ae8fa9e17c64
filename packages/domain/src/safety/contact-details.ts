import { LinkifyIt } from 'linkify-it';

/**
 * Contact details in a chat message (decision 019): what lets an adult reach a child outside the
 * platform. In a chat with a member under 18, a message carrying any of them is held for a
 * safeguarding lead. Simple disguises count ("0 7 7 0 0", "seven seven", "name at mail dot com").
 * Where it must choose, it holds: a held message costs a lead a look, a missed one can cost more.
 */
export type ContactDetailKind = 'phone' | 'email' | 'link' | 'handle' | 'address';

const tlds = 'com|net|org|io|co|uk|me|gg|app|ly|tv|info|biz|us|ca|au|de|fr|xyz|link|site|online';

/**
 * Links and emails by linkify-it, with bare domains ("coach.com") limited to common endings, so
 * that file names in a coding lesson ("main.py", "notes.md") are not taken for sites.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(tlds.split('|'), false);

const numberWords: Record<string, string> = {
  zero: '0',
  oh: '0',
  nought: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const numberWord = new RegExp(`\\b(${Object.keys(numberWords).join('|')})\\b`, 'gi');

/** Nine digits or more, apart only by spaces, dashes, dots, slashes or brackets: a phone. */
const phoneRun = /(?:\+\s*)?\d(?:[\s\-./()]{0,3}\d){8,}/;

/** "coach dot com", "coach (dot) co (dot) uk": a link spelled out. */
const spelledLink = new RegExp(
  `\\b[a-z0-9-]{2,}\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|\\sdot\\s)\\s*(?:${tlds})\\b`,
  'i',
);
/** "name at mail dot com", "name (at) mail.com": an email address spelled out. */
const spelledEmail = new RegExp(
  `\\b[a-z0-9._-]{2,}\\s*(?:@|\\(at\\)|\\[at\\]|\\{at\\}|\\sat\\s)\\s*[a-z0-9-]{2,}\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\{dot\\}|\\sdot\\s)\\s*(?:${tlds})\\b`,
  'i',
);

const platforms =
  'insta|instagram|ig|snap|snapchat|sc|tiktok|tik tok|discord|telegram|kik|twitter|fb|facebook|whatsapp|wechat|skype|roblox|xbox|psn|steam';
/** "@coach_j" on its own (not inside an email address). */
const atHandle = /(?:^|[\s(:,;])@[a-z0-9_][a-z0-9_.]{1,29}\b/i;
/** "insta: coach_j", "snap - coachj", "discord = coach#1234": a platform, a sign, a name. */
const platformColonHandle = new RegExp(
  `\\b(?:${platforms})\\s*[:=\\-]\\s*@?[a-z0-9_][a-z0-9_.#]{2,29}`,
  'i',
);
/** "my snap is coachj99", "my instagram username is coach_j". */
const myPlatformIs = new RegExp(
  `\\bmy\\s+(?:${platforms})(?:\\s+(?:user\\s?name|name|handle|id|tag))?\\s+is\\s+@?([a-z0-9_][a-z0-9_.#]{2,29})`,
  'i',
);
/** What "my insta is ..." may end with that is not a name. */
const notAHandle = new Set(
  'private public down broken new old fun cool great boring blocked banned deleted gone empty'.split(
    ' ',
  ),
);

function hasHandle(text: string): boolean {
  const withoutEmails = text.replace(/\S+@\S+\.\S+/g, ' ');
  if (atHandle.test(withoutEmails) || platformColonHandle.test(text)) return true;
  const match = myPlatformIs.exec(text);
  const named = match?.[1]?.toLowerCase();
  if (!match || named === undefined || notAHandle.has(named)) return false;
  // A name-like word: it has a digit, underscore or dot, or it ends the message.
  const endsMessage = /^[\s.!?)]*$/.test(text.slice(match.index + match[0].length));
  return /[\d_.#]/.test(named) || endsMessage;
}

const streetTypes =
  'street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|ct|crescent|place|pl|boulevard|blvd|terrace|gardens|grove|square|sq|parkway|pkwy|mews|row|walk';
const notAStreetName = new Set(
  'the a an of down up to in on at my your our his her their this that and or miles mile km minutes hours times more people steps blocks houses cars away along across'.split(
    ' ',
  ),
);
/** "12 Elm Street", "221b baker st": a house number, one to three name words, a street type. */
const streetAddress = new RegExp(
  `\\b\\d{1,5}[a-z]?,?\\s+((?:[a-z'-]+\\s+){1,3})(?:${streetTypes})\\b`,
  'gi',
);
/** A UK postcode: "SW1A 1AA", "m1 1ae". */
const ukPostcode = /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/i;

/** Number words as digits, and single digits typed apart ("0 7 7 0 0") put back together. */
function undisguiseNumbers(text: string): string {
  return text.replace(numberWord, (word) => numberWords[word.toLowerCase()] ?? word);
}

function hasStreetAddress(text: string): boolean {
  for (const match of text.matchAll(streetAddress)) {
    const words = (match[1] ?? '').trim().toLowerCase().split(/\s+/);
    if (!words.some((word) => notAStreetName.has(word))) return true;
  }
  return ukPostcode.test(text);
}

/**
 * What any link or email linkify finds is made of: a scheme's colon or "//", an "@", a dot
 * between two characters of a name (a dot that ends a sentence is not one), or "localhost".
 * Any other letter than English's might spell one of those, so it counts too. Linkify, the
 * dearest check, runs only on a text that has one (decision 032); the prefilter test holds the
 * answers to those of linkify on every text.
 */
const linkMarks = /[:@/]|\.[a-z0-9]|localhost/i;
// Apart from linkMarks: under the i flag, \P{ASCII} takes "k" and "s" too (their other cases,
// the Kelvin sign and the long s, are not ASCII), and so every text.
const beyondAscii = /\P{ASCII}/u;
export const mayHoldLink = (text: string): boolean =>
  linkMarks.test(text) || beyondAscii.test(text);

/** The kinds of contact details a message carries; none is an empty list. */
export function findContactDetails(text: string): ContactDetailKind[] {
  return detect(text, true);
}

/** findContactDetails with linkify run on every text; its prefilter test compares the two. */
export function findContactDetailsWithoutPrefilter(text: string): ContactDetailKind[] {
  return detect(text, false);
}

/** `prefiltered`: skip linkify and the address patterns on a text that cannot hold them. */
function detect(text: string, prefiltered: boolean): ContactDetailKind[] {
  const found = new Set<ContactDetailKind>();
  const numbers = undisguiseNumbers(text);
  if (phoneRun.test(numbers)) found.add('phone');

  const links = !prefiltered || mayHoldLink(text) ? (linkify.match(text) ?? []) : [];
  if (links.some((link) => link.schema === 'mailto:') || spelledEmail.test(text)) {
    found.add('email');
  }
  if (links.some((link) => link.schema !== 'mailto:') || spelledLink.test(text)) {
    found.add('link');
  }
  if (hasHandle(text)) found.add('handle');
  // A street address and a postcode both have a digit.
  if ((!prefiltered || /\d/.test(text)) && hasStreetAddress(text)) found.add('address');
  return [...found];
}
