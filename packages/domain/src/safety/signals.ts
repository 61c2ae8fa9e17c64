/**
 * Signals in a chat message that a safeguarding lead should see (decision 019): the patterns of
 * grooming (secrecy, moving to another app, meeting in person, gifts) and of self-harm. Unlike
 * contact details these are delivered, then flagged; on a self-harm signal the mentee is shown
 * where to find help at once. Read from the text as typed, before the profanity mask.
 */
export type SignalKind = 'secrecy' | 'other-app' | 'meeting' | 'gifts' | 'self-harm';

const apps =
  'whatsapp|snapchat|snap|instagram|insta|ig|discord|telegram|kik|signal|tiktok|facebook|fb|messenger|skype|wechat|line|viber|roblox';
const people =
  'mum|mom|mommy|mummy|dad|daddy|parents?|guardians?|teachers?|anyone|anybody|friends?|family|brother|sister|school';

const patterns: Record<SignalKind, RegExp[]> = {
  secrecy: [
    new RegExp(
      `\\b(?:dont|do not|never|wont|will not|shouldnt)\\s+(?:tell|mention|show|say)(?:\\s+(?:this|it|that))?(?:\\s+to)?\\s+(?:your\\s+)?(?:${people})\\b`,
    ),
    /\b(?:our|a) little secret\b/,
    /\bour secret\b/,
    /\bkeep (?:this|it|that|us) (?:between us|secret|a secret|to yourself|quiet|private)\b/,
    /\b(?:just )?between (?:you and me|you and i|the two of us)\b/,
    /\bdelete (?:this|these|the|our|my|your) (?:chat|messages?|conversation|texts?|pictures?|photos?)\b/,
    /\bno one (?:has|needs) to know\b/,
  ],
  'other-app': [
    new RegExp(
      `\\b(?:add|message|msg|text|dm|call|find|follow|talk to|chat with|contact|reach) me (?:on|at|via) (?:${apps})\\b`,
    ),
    new RegExp(
      `\\b(?:lets|let us|we should|can we|we can|we could) (?:talk|chat|move|continue|go|text) (?:somewhere else|privately|in private|elsewhere|off here|(?:on|to|over to) (?:${apps}))\\b`,
    ),
    new RegExp(
      `\\b(?:do you have|have you got|whats your|what is your|give me your|send me your|can i have your|can i get your) (?:${apps}|number|phone number|phone|mobile|cell|email|email address|username|handle)\\b`,
    ),
  ],
  meeting: [
    /\bmeet (?:up|in person|irl|in real life|face to face|me (?:at|after|somewhere|outside|alone|tonight|tomorrow|this weekend))\b/,
    /\b(?:come|coming|come over) to my (?:house|place|home|flat|apartment|car|room)\b/,
    /\b(?:i can|ill|i will|let me|i could) (?:pick you up|come to your|come and get you|drive you|visit you)\b/,
    /\bwhere do you live\b/,
    /\bwhats your (?:home )?address\b/,
    /\bwhat school do you go to\b/,
    /\b(?:are you|will you be|youre) (?:home )?alone\b/,
    /\bwhen are your parents (?:out|away|not home|gone)\b/,
  ],
  gifts: [
    /\b(?:ill|i will|i can|let me|i could|i want to|i wanna|im going to) (?:buy|send|get|give) you (?:a |an |some |the )?(?:gift|present|money|cash|phone|new phone|robux|vbucks|v bucks|gift card|clothes|makeup|anything you want|whatever you want|something special|something nice)\b/,
    /\bgift ?cards?\b/,
    /\b(?:free|send you|give you) (?:robux|vbucks|v bucks)\b/,
    /\b(?:send|transfer|give) you (?:money|cash|some money)\b/,
    /\bi will pay you\b|\bill pay you\b/,
  ],
  'self-harm': [
    /\b(?:kill(?:ing)?|hurt(?:ing)?|cut(?:ting)?|harm(?:ing)?|starv(?:e|ing)) (?:myself|my self)\b/,
    /\b(?:want to|wanna|going to|gonna|trying to|ready to) die\b/,
    /\bend (?:my life|it all)\b/,
    /\bsuicid(?:e|al)\b/,
    /\bself ?harm(?:ing)?\b/,
    /\bno (?:reason|point) (?:to|in) (?:live|living|going on)\b/,
    /\bbetter off (?:dead|without me)\b/,
    /\b(?:dont|do not) want to (?:live|be alive|be here anymore|exist)\b/,
    /\b(?:dont|do not) want to wake up(?: again| ever| anymore)?$/,
    /\bwish i (?:was|were) dead\b/,
    /\boverdose\b/,
    /\bnobody would (?:care|miss me|notice) if i\b/,
  ],
};

/** Lower case, apostrophes dropped ("don't" is "dont"), punctuation and spacing evened out. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9$£€\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every pattern as one expression: a text it does not match matches none of them (each is one of
 * its alternatives, none has flags), so most messages are read once instead of once per pattern
 * (decision 032). The prefilter test holds the answers to those of the patterns one by one.
 */
const anySignal = new RegExp(
  Object.values(patterns)
    .flat()
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
);

/** The kinds of signals a message carries; none is an empty list. */
export function findSignals(text: string): SignalKind[] {
  const normalised = normalise(text);
  return anySignal.test(normalised) ? signalsIn(normalised) : [];
}

/** Whether findSignals tries its patterns one by one on a text (its prefilter's verdict). */
export function mayHoldSignal(text: string): boolean {
  return anySignal.test(normalise(text));
}

/** findSignals with every pattern tried on every text; its prefilter test compares the two. */
export function findSignalsWithoutPrefilter(text: string): SignalKind[] {
  return signalsIn(normalise(text));
}

function signalsIn(normalised: string): SignalKind[] {
  return (Object.keys(patterns) as SignalKind[]).filter((kind) =>
    patterns[kind].some((pattern) => pattern.test(normalised)),
  );
}
