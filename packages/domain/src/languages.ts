/**
 * The languages a mentor can mentor in and a mentee can ask for, with a fixed `bit` each (the
 * server keeps a person's languages as one number): a new language is added at the end, never in
 * between. English comes first and is preset on every form.
 */
export const languageCatalogue = [
  'English',
  'Arabic',
  'Bengali',
  'British Sign Language',
  'Cantonese',
  'Dutch',
  'Farsi',
  'French',
  'German',
  'Greek',
  'Gujarati',
  'Hindi',
  'Hungarian',
  'Italian',
  'Japanese',
  'Korean',
  'Kurdish',
  'Lithuanian',
  'Malayalam',
  'Mandarin',
  'Nepali',
  'Pashto',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Romanian',
  'Russian',
  'Somali',
  'Spanish',
  'Swahili',
  'Tagalog',
  'Tamil',
  'Tigrinya',
  'Turkish',
  'Twi',
  'Ukrainian',
  'Urdu',
  'Vietnamese',
  'Welsh',
  'Yoruba',
] as const;

export type Language = (typeof languageCatalogue)[number];

export const DEFAULT_LANGUAGE: Language = 'English';

const bits = new Map<string, number>(languageCatalogue.map((language, index) => [language, index]));

export function isCatalogueLanguage(language: string): language is Language {
  return bits.has(language);
}

export function languageBit(language: string): number | undefined {
  return bits.get(language);
}
