import type { English, MessageId } from './i18n/catalogue.ts';
import type { Locale } from './i18n/locales.ts';
import { uiText } from './ui-text.ts';

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

/**
 * Each language MentorBridge is written in (decision 061) as the language a mentor mentors in: a
 * mentee who reads MentorBridge in Spanish or Arabic speaks it, and suggestions count it
 * (decision 063). A language added to MentorBridge is added here too; the type asks for it.
 */
export const mentoringLanguageOf: { readonly [Each in Locale]: Language } = {
  en: 'English',
  es: 'Spanish',
  ar: 'Arabic',
};

export function isCatalogueLanguage(language: string): language is Language {
  return bits.has(language);
}

export function languageBit(language: string): number | undefined {
  return bits.get(language);
}

/** The ids of the messages whose English text is exactly `Text`. */
type MessageIdOfText<Text extends string> = {
  [Id in MessageId]: English[Id] extends Text ? Id : never;
}[MessageId];

/**
 * Each language's name in the reader's language (area `directory` of the catalogue). The
 * English message is the catalogue's own name above, which the server and the rules keep using.
 */
const languageNameIds: { readonly [Name in Language]: MessageIdOfText<Name> } = {
  English: 'languageNameEnglish',
  Arabic: 'languageNameArabic',
  Bengali: 'languageNameBengali',
  'British Sign Language': 'languageNameBritishSignLanguage',
  Cantonese: 'languageNameCantonese',
  Dutch: 'languageNameDutch',
  Farsi: 'languageNameFarsi',
  French: 'languageNameFrench',
  German: 'languageNameGerman',
  Greek: 'languageNameGreek',
  Gujarati: 'languageNameGujarati',
  Hindi: 'languageNameHindi',
  Hungarian: 'languageNameHungarian',
  Italian: 'languageNameItalian',
  Japanese: 'languageNameJapanese',
  Korean: 'languageNameKorean',
  Kurdish: 'languageNameKurdish',
  Lithuanian: 'languageNameLithuanian',
  Malayalam: 'languageNameMalayalam',
  Mandarin: 'languageNameMandarin',
  Nepali: 'languageNameNepali',
  Pashto: 'languageNamePashto',
  Polish: 'languageNamePolish',
  Portuguese: 'languageNamePortuguese',
  Punjabi: 'languageNamePunjabi',
  Romanian: 'languageNameRomanian',
  Russian: 'languageNameRussian',
  Somali: 'languageNameSomali',
  Spanish: 'languageNameSpanish',
  Swahili: 'languageNameSwahili',
  Tagalog: 'languageNameTagalog',
  Tamil: 'languageNameTamil',
  Tigrinya: 'languageNameTigrinya',
  Turkish: 'languageNameTurkish',
  Twi: 'languageNameTwi',
  Ukrainian: 'languageNameUkrainian',
  Urdu: 'languageNameUrdu',
  Vietnamese: 'languageNameVietnamese',
  Welsh: 'languageNameWelsh',
  Yoruba: 'languageNameYoruba',
};

/**
 * A language of the catalogue as the reader's language names it, for the views; a name outside
 * the catalogue is shown as it is. Read while a view renders, never at a module's top level.
 */
export function languageName(language: string): string {
  return isCatalogueLanguage(language) ? uiText[languageNameIds[language]] : language;
}
