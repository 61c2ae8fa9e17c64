import type { Wording } from '@mentorbridge/domain/i18n/catalogue';
import { textDirection, type Locale } from '@mentorbridge/domain/i18n/locales';
import { wordingIn } from '../i18n/languages.ts';

/**
 * A mail's words in its recipient's language (decision 061), and its HTML marked with that
 * language and direction, so a mail program lays an Arabic mail out right to left and reads it
 * aloud in Arabic.
 */
export function mailIn(language: Locale): { words: Wording; html: (body: string) => string } {
  return {
    words: wordingIn(language),
    html: (body) => `<div lang="${language}" dir="${textDirection(language)}">\n${body}\n</div>`,
  };
}
