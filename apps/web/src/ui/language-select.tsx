import { LOCALES, isLocale, localeNames, type Locale } from '@mentorbridge/domain/i18n/locales';

interface LanguageSelectProps {
  id: string;
  value: Locale;
  onChoose: (language: Locale) => void;
  /** The id of a line that describes the choice, read out with it. */
  describedBy?: string;
}

/**
 * A choice of language (decision 061): a native select, so a phone shows its own picker and a
 * screen reader its own list; each language is named in itself (English, Español, العربية) and
 * marked as that language, so it is read out in its own voice. Its label is the caller's.
 */
export function LanguageSelect({ id, value, onChoose, describedBy }: LanguageSelectProps) {
  return (
    <select
      id={id}
      value={value}
      aria-describedby={describedBy}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLocale(chosen)) onChoose(chosen);
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {localeNames[locale]}
        </option>
      ))}
    </select>
  );
}
