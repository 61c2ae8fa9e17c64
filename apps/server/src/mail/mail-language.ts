import type { Wording } from '@mentorbridge/domain/i18n/catalogue';
import { textDirection, type Locale } from '@mentorbridge/domain/i18n/locales';
import { wordingIn } from '../i18n/languages.ts';

/**
 * A mail's words in its recipient's language (decision 061), and its HTML marked with that
 * language and direction, so a mail program lays an Arabic mail out right to left and reads it
 * aloud in Arabic. `day` writes a calendar day ("2027-07-16") as that language does, in the
 * words of the `dates` area ("16 de julio de 2027", "16 يوليو 2027", decision 062); English mail
 * keeps the form it has always had, "2027-07-16".
 */
export function mailIn(language: Locale): {
  words: Wording;
  html: (body: string) => string;
  day: (day: string) => string;
} {
  const words = wordingIn(language);
  return {
    words,
    html: (body) => `<div lang="${language}" dir="${textDirection(language)}">\n${body}\n</div>`,
    day: (day) => {
      const [year, month, dayOfMonth] = day.split('-').map(Number);
      if (language === 'en' || !year || !month || !dayOfMonth) return day;
      return words.dateLong({
        order: 'dayFirst',
        day: String(dayOfMonth),
        month: words.monthName({ month: String(month) }),
        year: String(year),
      });
    },
  };
}
