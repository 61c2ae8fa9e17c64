/** Texts and what the filter must make of them. */
export const maskedCases: [string, string][] = [
  ['fuck this', '**** this'],
  ['you are an idiot', 'you are an *****'],
  ['You are an IDIOT!', 'You are an *****!'],
  ['stuuuupid', '*********'],
  ['id1ot', '*****'],
  ['ʃṳ𝒸𝗄', '****'],
  ['i d i o t', '*********'],
  ['k.i.l.l them', '******* them'],
  ['want some weed?', 'want some ****?'],
  ['you look sexy', 'you look ****'],
  ['love you', '********'],
  ['nice 🍆', 'nice *'],
];

/** Texts the filter must leave as they are. */
export const untouchedCases: string[] = [
  'I want to learn new skills',
  'Can we talk about my assessment in Scunthorpe?',
  'I love weeding the garden and science',
  'The date of the exam is Friday',
  'a b c d e f',
  '',
];
