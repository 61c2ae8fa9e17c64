/**
 * The languages MentorBridge is written in (decision 061). English is the source every other
 * language translates, and the fallback when a reader asks for none of these.
 */
export const LOCALES = ['en', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language menu lists it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

/** The cookie that carries a reader's choice, so the first HTML is already in their language. */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The first of a reader's languages that we write, by its language alone: "es-CO" and "es-419"
 * are Spanish, "ar-SY" is Arabic. Tags come most wanted first, as `navigator.languages` lists them.
 */
export function negotiateLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const language = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * An Accept-Language header's tags, most wanted first ("es-CO,es;q=0.9,en;q=0.5"). A tag with
 * q=0 is one the reader refuses.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map(({ tag }) => tag);
}
